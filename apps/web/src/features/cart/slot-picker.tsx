import type { RouterOutputs } from '@app/api';
import { cn } from '@app/ui/cn';
import { Spinner } from '@app/ui/spinner';
import { useEffect } from 'react';
import { slotText } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { Rich } from '../../lib/i18n-rich.tsx';
import { IST_ZONE } from '../../lib/relative-time.ts';
import checkoutText from '../../locales/compiled/checkout.ts';

type Open = RouterOutputs['slots']['open'];
export type SlotChoice = { slot_id: string; slot_date: string };

const same = (a: SlotChoice | null, s: Open['slots'][number]) =>
  a?.slot_id === s.slot_id && a.slot_date === s.date;

/**
 * The delivery slots checkout can still book in the customer's city, earliest chosen until the
 * customer picks another; a city without slots shows the standard estimate instead.
 */
export function SlotPicker({
  open,
  value,
  onChange,
}: {
  open: { data?: Open; isPending: boolean; isError: boolean };
  value: SlotChoice | null;
  onChange: (v: SlotChoice | null) => void;
}) {
  const { t } = useT(checkoutText);
  const slots = open.data?.slots;
  useEffect(() => {
    if (!slots) return;
    if (value && slots.some((s) => same(value, s))) return;
    const first = slots[0];
    onChange(first ? { slot_id: first.slot_id, slot_date: first.date } : null);
  }, [slots, value, onChange]);

  if (open.isPending) return <Spinner label={t('checkout.slot.loading')} />;
  if (open.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('checkout.slot.failed')}
      </p>
    );
  if (!open.data?.city_has_slots)
    return (
      <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
        <Rich area={checkoutText} id="checkout.slot.estimate" components={[<strong key="days" />]} />
      </p>
    );
  if (!slots?.length)
    return (
      <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        {t('checkout.slot.none')}
      </p>
    );
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-stone-800">{t('checkout.slot.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {slots.map((s) => (
          <label
            key={`${s.slot_id}/${s.date}`}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
              same(value, s) ? 'border-brand-600 bg-brand-50' : 'border-stone-300',
            )}
          >
            <input
              type="radio"
              name="delivery_slot"
              checked={same(value, s)}
              onChange={() => onChange({ slot_id: s.slot_id, slot_date: s.date })}
              className="size-4 accent-brand-700"
            />
            <span>
              <span className="block font-medium">{slotText(s)}</span>
              <span className="block text-xs text-stone-600">
                {s.seats_left <= 5 ? t('checkout.slot.left', { count: s.seats_left }) : ''}
                {t('checkout.slot.orderBy', {
                  time: new Date(s.closes_at).toLocaleString('en-IN', {
                    timeZone: IST_ZONE,
                    day: 'numeric',
                    month: 'short',
                    hour: 'numeric',
                    minute: '2-digit',
                  }),
                })}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
