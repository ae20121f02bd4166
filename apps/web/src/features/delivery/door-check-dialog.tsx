import type { RouterOutputs } from '@app/api';
import { CLAIM_REASONS, type ClaimReason } from '@app/api/enums';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextField } from '@app/ui/field';
import { ProgressBar } from '@app/ui/progress-bar';
import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { PackUnit } from '../../components/pack-unit.tsx';
import { useT } from '../../lib/i18n.ts';
import { uploadGoodsPhoto, usePreview } from '../../lib/photo.ts';
import { quantityText } from '../../lib/quantity.ts';
import { readQuantity } from '../../lib/quantity-entry.ts';
import claimWords from '../../locales/compiled/claimWords.ts';
import doorCheck from '../../locales/compiled/doorCheck.ts';
import type { InspectionStep } from './kept-steps.ts';
import { useOnline } from './use-kept-steps.ts';

type Assignment = RouterOutputs['delivery']['portal']['active'][number];
type Item = Assignment['order_details']['items'][number];

/** What the rider notes of one line: kept whole, or how much, why, and a photo (uploaded when taken). */
type Entry = {
  keepAll: boolean;
  keeps: string;
  reason: ClaimReason | '';
  photo: File | null;
  photoId?: string;
  progress: number | null;
  photoFailed?: boolean;
  errors: { keeps?: string; reason?: string; photo?: string };
};
const fresh: Entry = { keepAll: true, keeps: '', reason: '', photo: null, progress: null, errors: {} };

/**
 * The goods checked with the customer, line by line: each is kept whole unless switched off, then
 * what the customer keeps (0 up to what was supplied), why the rest goes back and, with a
 * connection, a photo of it. Saving hands the refused lines to the kept steps (all lines when none
 * is refused, so the check is recorded).
 */
export default function DoorCheckDialog({
  a,
  onSave,
  onClose,
}: {
  a: Assignment;
  onSave: (lines: InspectionStep['lines']) => void;
  onClose: () => void;
}) {
  const { t } = useT(doorCheck);
  const items = a.order_details.items.filter((i) => i.supplied_quantity > 0);
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  const entry = (id: string) => entries[id] ?? fresh;
  const update = (id: string, patch: Partial<Entry>) =>
    setEntries((all) => ({ ...all, [id]: { ...(all[id] ?? fresh), ...patch } }));

  function save() {
    let valid = true;
    const refused: InspectionStep['lines'] = [];
    for (const i of items) {
      const e = entry(i.id);
      if (e.keepAll) continue;
      const max = quantityText(i.supplied_quantity, i.sold_by);
      const q = readQuantity(e.keeps, i.sold_by, i.supplied_quantity);
      const errors = {
        keeps:
          q === 'whole'
            ? t('doorCheck.wholePacks')
            : q === 'decimals'
              ? t('doorCheck.decimals')
              : q === null || q >= i.supplied_quantity
                ? t('doorCheck.keepsError', { max })
                : undefined,
        reason: e.reason ? undefined : t('doorCheck.reasonError'),
        photo: e.progress === null ? undefined : t('doorCheck.waitPhoto'),
      };
      update(i.id, { errors });
      if (errors.keeps || errors.reason || errors.photo || typeof q !== 'number' || !e.reason) {
        valid = false;
        continue;
      }
      refused.push({ line_id: i.id, accepted_quantity: q, reason: e.reason, photo_id: e.photoId });
    }
    if (!valid) return;
    onSave(
      refused.length
        ? refused
        : items.map((i) => ({ line_id: i.id, accepted_quantity: i.supplied_quantity })),
    );
    onClose();
  }

  return (
    <Dialog open onClose={onClose} title={t('doorCheck.title', { number: a.order_number })}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <p className="text-sm text-stone-700">{t('doorCheck.intro')}</p>
        {items.map((i) => (
          <DoorLine key={i.id} item={i} entry={entry(i.id)} onChange={(patch) => update(i.id, patch)} />
        ))}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('doorCheck.cancel')}
          </Button>
          <Button type="submit" size="lg">
            {t('doorCheck.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DoorLine({
  item: i,
  entry: e,
  onChange,
}: {
  item: Item;
  entry: Entry;
  onChange: (patch: Partial<Entry>) => void;
}) {
  const { t } = useT(doorCheck, claimWords);
  const online = useOnline();
  const photoId = useId();
  const preview = usePreview(e.photo);
  const max = quantityText(i.supplied_quantity, i.sold_by);

  async function takePhoto(file: File | undefined) {
    if (!file) return;
    onChange({ photo: file, photoId: undefined, progress: 0, photoFailed: false });
    try {
      const id = await uploadGoodsPhoto(file, (progress) => onChange({ progress }));
      onChange({ photoId: id, progress: null, errors: { ...e.errors, photo: undefined } });
    } catch {
      onChange({ photo: null, progress: null, photoFailed: true });
    }
  }

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 font-medium">
        {i.product_name}
        <PackUnit line={i} />
      </legend>
      <p className="text-sm text-stone-600">{t('doorCheck.supplied', { quantity: max })}</p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-6 shrink-0 accent-brand-700"
          checked={e.keepAll}
          onChange={(ev) => onChange({ keepAll: ev.target.checked, errors: {} })}
        />
        {t('doorCheck.keepAll')}
      </label>
      {!e.keepAll && (
        <>
          <TextField
            label={t(`doorCheck.keeps.${i.sold_by}`)}
            hint={t('doorCheck.keepsHint', { max })}
            inputMode={i.sold_by === 'pack' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={e.keeps}
            error={e.errors.keeps}
            onChange={(ev) => onChange({ keeps: ev.target.value, errors: { ...e.errors, keeps: undefined } })}
          />
          <SelectField
            label={t('doorCheck.reason')}
            value={e.reason}
            error={e.errors.reason}
            onChange={(ev) =>
              onChange({
                reason: ev.target.value as ClaimReason | '',
                errors: { ...e.errors, reason: undefined },
              })
            }
          >
            <option value="">{t('doorCheck.reasonPick')}</option>
            {CLAIM_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`claimReason.${r}`)}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-col gap-2">
            <label
              htmlFor={photoId}
              className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 focus-within:ring-2 focus-within:ring-brand-600 has-disabled:cursor-not-allowed has-disabled:text-stone-400"
            >
              <Camera className="size-5 shrink-0" aria-hidden />
              <span>
                {t('doorCheck.photo', { item: i.product_name })}{' '}
                <span className="font-normal text-stone-500">{t('doorCheck.optional')}</span>
              </span>
              <input
                id={photoId}
                type="file"
                accept="image/*"
                capture="environment"
                className="sr-only"
                disabled={!online || e.progress !== null}
                onChange={(ev) => void takePhoto(ev.target.files?.[0])}
              />
            </label>
            {!online && <p className="text-xs text-stone-600">{t('doorCheck.photoOffline')}</p>}
            {(e.photoFailed || e.errors.photo) && (
              <p role="alert" className="text-xs font-medium text-red-700">
                {e.errors.photo ?? t('doorCheck.photoFailed')}
              </p>
            )}
            {e.progress !== null && <ProgressBar value={e.progress} label={t('doorCheck.photoUploading')} />}
            {preview && (
              <img
                src={preview}
                alt={t('doorCheck.photoPreview')}
                className="max-h-40 w-full rounded-lg object-contain"
              />
            )}
          </div>
        </>
      )}
    </fieldset>
  );
}
