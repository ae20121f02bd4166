import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextField } from '@app/ui/field';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/errors.ts';
import { slotTimesText } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import staffDelivery from '../../locales/compiled/staffDelivery.ts';

export type Slot = RouterOutputs['slots']['staff']['list'][number];

/** 360 → "06:00" for a time input; 1440 → "24:00" is not one, so midnight reads "00:00". */
const toTime = (m: number) =>
  `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const toMinute = (t: string) => {
  const [h, m] = t.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Adds a slot (`slot` null) or edits one: times of the day, cut-off in hours, capacity. */
export function SlotDialog({
  slot,
  cities,
  onClose,
}: {
  slot: Slot | null;
  /** The cities a super admin chooses from; null for a sub-admin (its own city). */
  cities: { id: string; name: string }[] | null;
  onClose: () => void;
}) {
  const { t } = useT(staffDelivery);
  const utils = trpc.useUtils();
  const [cityId, setCityId] = useState(slot?.city_id ?? cities?.[0]?.id ?? '');
  const [start, setStart] = useState(toTime(slot?.start_minute ?? 360));
  const [end, setEnd] = useState(toTime(slot?.end_minute ?? 540));
  const [cutoffHours, setCutoffHours] = useState(String((slot?.cutoff_minutes ?? 480) / 60));
  const [capacity, setCapacity] = useState(String(slot?.capacity ?? 20));
  const done = (s: Slot) => {
    toast.success(t('staffDelivery.slotSaved', { slot: slotTimesText(s.start_minute, s.end_minute) }));
    void utils.slots.staff.list.invalidate();
    onClose();
  };
  const onError = (e: unknown) => toast.error(errorMessage(e, t('staffDelivery.slotSaveFailed')));
  const create = trpc.slots.staff.create.useMutation({ onSuccess: done, onError });
  const update = trpc.slots.staff.update.useMutation({ onSuccess: done, onError });
  const busy = create.isPending || update.isPending;

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        slot
          ? t('staffDelivery.editSlot', { slot: slotTimesText(slot.start_minute, slot.end_minute) })
          : t('staffDelivery.addSlotTitle')
      }
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const endMinute = end === '00:00' ? 1440 : toMinute(end);
          const fields = {
            start_minute: toMinute(start),
            end_minute: endMinute,
            cutoff_minutes: Math.round(Number(cutoffHours) * 60),
            capacity: Number(capacity),
          };
          if (slot) update.mutate({ id: slot.id, ...fields });
          else create.mutate({ ...fields, is_active: true, ...(cities ? { city_id: cityId } : {}) });
        }}
      >
        {cities && !slot && (
          <SelectField
            label={t('staffDelivery.city')}
            value={cityId}
            onChange={(e) => setCityId(e.target.value)}
          >
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
        )}
        <div className="grid grid-cols-2 gap-4">
          <TextField
            label={t('staffDelivery.starts')}
            type="time"
            required
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
          <TextField
            label={t('staffDelivery.ends')}
            type="time"
            required
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </div>
        <TextField
          label={t('staffDelivery.cutoff')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.5}
          required
          hint={t('staffDelivery.cutoffHint')}
          value={cutoffHours}
          onChange={(e) => setCutoffHours(e.target.value)}
        />
        <TextField
          label={t('staffDelivery.capacity')}
          type="number"
          inputMode="numeric"
          min={1}
          required
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {t('staffDelivery.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t(busy ? 'staffDelivery.saving' : 'staffDelivery.saveSlot')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
