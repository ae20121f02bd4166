import type { RouterOutputs } from '@app/api';
import { deliveryProofForm } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { TextField } from '@app/ui/field';
import { ProgressBar } from '@app/ui/progress-bar';
import { useState } from 'react';
import { toast } from 'sonner';
import { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { shrinkPhoto, usePreview } from '../../lib/photo.ts';
import { restErrorMessage, uploadFile } from '../../lib/rest.ts';
import { trpc } from '../../lib/trpc.ts';
import rider from '../../locales/compiled/rider.ts';
import { useCashCollected } from './cash-collected-field.tsx';

type Assignment = RouterOutputs['delivery']['portal']['active'][number];

/**
 * When the customer cannot give the code: a photo of the goods at the door and who took them.
 * The drop counts as delivered and staff review it.
 */
export function ProofDialog({ assignment, onClose }: { assignment: Assignment; onClose: () => void }) {
  const { t } = useT(rider);
  const utils = trpc.useUtils();
  const form = useSchemaForm(deliveryProofForm, { recipient_name: '' });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const preview = usePreview(photo);
  const cash = useCashCollected(assignment);

  async function send() {
    const data = form.validate();
    const collected = cash.read();
    if (!photo) setPhotoError(t('rider.proof.photoMissing'));
    if (!data || !photo || collected === null) return;
    setProgress(0);
    try {
      const small = await shrinkPhoto(photo);
      const res = await uploadFile<{ order_number: string }>(
        `/delivery/assignments/${assignment.id}/proof`,
        small,
        setProgress,
        {
          recipient_name: data.recipient_name,
          ...(collected === undefined ? {} : { cash_collected: String(collected) }),
        },
      );
      toast.success(t('rider.proof.sent', { number: res.order_number }));
      utils.delivery.portal.invalidate();
      onClose();
    } catch (e) {
      toast.error(restErrorMessage(e, t('rider.proof.failed')));
      utils.delivery.portal.invalidate();
    } finally {
      setProgress(null);
    }
  }

  return (
    <Dialog open onClose={onClose} title={t('rider.proof.title', { number: assignment.order_number })}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <p className="text-sm text-stone-700">{t('rider.proof.intro')}</p>
        <label className="flex min-h-11 cursor-pointer flex-col gap-1 text-sm font-medium">
          {t('rider.proof.photo')}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="min-h-11 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
            aria-invalid={photoError ? true : undefined}
            onChange={(e) => {
              setPhoto(e.target.files?.[0] ?? null);
              setPhotoError(undefined);
            }}
          />
          {photoError && (
            <span role="alert" className="font-normal text-red-700">
              {photoError}
            </span>
          )}
        </label>
        {preview && (
          <img
            src={preview}
            alt={t('rider.proof.preview')}
            className="max-h-56 w-full rounded-lg object-contain"
          />
        )}
        <TextField
          label={t('rider.proof.receivedBy')}
          hint={t('rider.proof.receivedByHint')}
          autoComplete="off"
          {...form.text('recipient_name')}
        />
        {cash.field}
        {progress !== null && <ProgressBar value={progress} label={t('rider.proof.sending')} />}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('rider.cancel')}
          </Button>
          <Button type="submit" size="lg" busy={progress !== null}>
            {t('rider.proof.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
