import type { RouterOutputs } from '@app/api';
import { cn } from '@app/ui/cn';
import { SelectField, TextAreaField, TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { useEffect } from 'react';
import { slotTimesText } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { trpc } from '../../lib/trpc.ts';
import standingText from '../../locales/compiled/standing.ts';
import type { StandingFormState } from './standing-form-values.ts';
import type { Standing } from './standing-words.ts';

/** The city's open slots (`slots.open`), asked once by the form. */
type OpenSlots = { data?: RouterOutputs['slots']['open']; isPending: boolean; isError: boolean };
const PAYMENTS = ['COD', 'CREDIT', 'ONLINE'] as const;

/**
 * The slot each run books (a daily window: the slot, not a date), where the city has slots;
 * the payment method; and the delivery details, as at checkout.
 */
export function FormDelivery({
  form,
  standing,
  slots,
}: {
  form: StandingFormState;
  standing: Standing | null;
  slots: OpenSlots;
}) {
  const { t } = useT(standingText);
  const online = useSiteConfig().data?.online_payment !== false;
  const credit = trpc.credit.ledger.useQuery().data?.credit;
  const chosen = form.values.payment_method;
  // Pay later only with a credit line, online only while the shop takes it: as checkout offers them.
  const payments = PAYMENTS.filter(
    (p) => p === chosen || p === 'COD' || (p === 'ONLINE' ? online : !!credit && credit.limit > 0),
  );
  return (
    <>
      <SlotChoice form={form} standing={standing} slots={slots} />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('standing.payment')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {payments.map((p) => (
            <label
              key={p}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                chosen === p ? 'border-brand-600 bg-brand-50' : 'border-stone-300',
              )}
            >
              <input
                type="radio"
                name="payment_method"
                value={p}
                checked={chosen === p}
                onChange={() => form.set('payment_method', p)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-medium">{t(`standing.pay.${p}`)}</span>
                <span className="block text-sm text-stone-600">{t(`standing.payHint.${p}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('standing.form.contact')} autoComplete="name" {...form.text('contact_person')} />
        <TextField
          label={t('standing.form.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          {...form.text('phone')}
        />
      </div>
      <TextAreaField
        label={t('standing.form.address')}
        autoComplete="street-address"
        required
        {...form.text('delivery_address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('standing.form.landmark')} optional {...form.text('landmark')} />
        <TextField
          label={t('standing.form.altPhone')}
          type="tel"
          inputMode="tel"
          optional
          {...form.text('alternate_phone')}
        />
      </div>
      <TextAreaField label={t('standing.form.notes')} optional {...form.text('delivery_notes')} />
    </>
  );
}

/** The city's slots once each, by their times; the earliest is chosen until the customer picks another. */
function SlotChoice({
  form,
  standing,
  slots,
}: {
  form: StandingFormState;
  standing: Standing | null;
  slots: OpenSlots;
}) {
  const { t } = useT(standingText);
  // By the time of day, whichever day slots.open offers each on; the order's own slot kept.
  const open = [...(slots.data?.slots ?? [])].sort(
    (a, b) => a.start_minute - b.start_minute || a.end_minute - b.end_minute,
  );
  const choices = new Map(open.map((s) => [s.slot_id, slotTimesText(s.start_minute, s.end_minute)]));
  if (standing?.slot && !choices.has(standing.slot.id))
    choices.set(standing.slot.id, slotTimesText(standing.slot.start_minute, standing.slot.end_minute));
  const first = [...choices.keys()][0];
  const chosen = form.values.slot_id;
  const { set } = form;
  useEffect(() => {
    if (first && !chosen) set('slot_id', first);
  }, [first, chosen, set]);

  if (slots.isPending) return <Spinner label={t('standing.form.slotsLoading')} />;
  if (slots.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('standing.form.slotsFailed')}
      </p>
    );
  if (!slots.data?.city_has_slots) return null;
  return (
    <SelectField
      label={t('standing.slot')}
      hint={choices.size ? t('standing.form.slotHint') : t('standing.form.noSlots')}
      {...form.text('slot_id')}
    >
      {[...choices].map(([id, label]) => (
        <option key={id} value={id}>
          {label}
        </option>
      ))}
    </SelectField>
  );
}
