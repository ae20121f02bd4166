import type { RouterOutputs } from '@app/api';
import { CLAIM_REASONS, type ClaimReason } from '@app/api/enums';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { readQuantity } from '../../lib/quantity-entry.ts';
import { trpc } from '../../lib/trpc.ts';
import claims from '../../locales/compiled/claims.ts';
import claimWords from '../../locales/compiled/claimWords.ts';
import { PhotoPicker, type PickedPhoto } from './photo-picker.tsx';

type Line = RouterOutputs['orders']['list']['orders'][number]['items'][number];

/**
 * "Report a problem" with one delivered line: how much (in its units, up to what is left to claim
 * of what was supplied), what is wrong, a note and one to five photos.
 */
export default function ClaimDialog({
  orderId,
  line,
  max,
  onClose,
}: {
  orderId: string;
  line: Line;
  /** What is still claimable of the line, in its units. */
  max: number;
  onClose: () => void;
}) {
  const { t } = useT(claims, claimWords);
  const utils = trpc.useUtils();
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState<ClaimReason | ''>('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<{ quantity?: string; reason?: string; photos?: string }>({});
  const [failure, setFailure] = useState<string>();
  const file = trpc.claims.file.useMutation({
    onSuccess() {
      toast.success(t('claims.sent'));
      void utils.claims.ofOrder.invalidate({ id: orderId });
      onClose();
    },
    onError: (e) => setFailure(errorMessage(e, t('claims.sendFailed'))),
  });
  const maxText = quantityText(max, line.sold_by);

  function submit() {
    const q = readQuantity(quantity, line.sold_by, max);
    const uploaded = photos.filter((p) => p.id).map((p) => p.id!);
    const uploading = photos.some((p) => !p.id && !p.failed);
    const next = {
      quantity:
        q === 'whole'
          ? t('claims.wholePacks')
          : q === 'decimals'
            ? t('claims.decimals')
            : q === null || q === 0
              ? t('claims.quantityError', { max: maxText })
              : undefined,
      reason: reason ? undefined : t('claims.reasonError'),
      photos: uploading ? t('claims.waitUpload') : uploaded.length ? undefined : t('claims.photoMissing'),
    };
    setErrors(next);
    setFailure(undefined);
    if (next.quantity || next.reason || next.photos || typeof q !== 'number' || !reason) return;
    file.mutate({
      id: orderId,
      line_id: line.id,
      quantity: q,
      reason,
      note: note.trim(),
      photo_ids: uploaded,
    });
  }

  const unit = line.sold_by;
  return (
    <Dialog open onClose={onClose} title={t('claims.title', { item: line.product_name })}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className="text-sm text-stone-700">
          {t('claims.supplied', { quantity: quantityText(line.supplied_quantity, unit), max: maxText })}
        </p>
        <TextField
          label={t(`claims.quantity.${unit}`)}
          hint={t('claims.quantityHint', { max: maxText })}
          inputMode={unit === 'pack' ? 'numeric' : 'decimal'}
          autoComplete="off"
          name="quantity"
          value={quantity}
          error={errors.quantity}
          onChange={(e) => {
            setQuantity(e.target.value);
            setErrors((x) => ({ ...x, quantity: undefined }));
          }}
        />
        <SelectField
          label={t('claims.reason')}
          name="reason"
          value={reason}
          error={errors.reason}
          onChange={(e) => {
            setReason(e.target.value as ClaimReason | '');
            setErrors((x) => ({ ...x, reason: undefined }));
          }}
        >
          <option value="">{t('claims.reasonPick')}</option>
          {CLAIM_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`claimReason.${r}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('claims.note')}
          optional
          maxLength={1000}
          placeholder={t('claims.notePlaceholder')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        <PhotoPicker
          photos={photos}
          error={errors.photos}
          onChange={(update) => {
            setPhotos(update);
            setErrors((x) => ({ ...x, photos: undefined }));
          }}
        />
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
            {failure}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('claims.cancel')}
          </Button>
          <Button type="submit" size="lg" busy={file.isPending}>
            {t('claims.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
