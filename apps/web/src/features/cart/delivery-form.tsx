import type { checkoutFormInput } from '@app/api/schemas';
import { Card } from '@app/ui/card';
import { cn } from '@app/ui/cn';
import { TextAreaField, TextField } from '@app/ui/field';
import type { useSchemaForm } from '../../lib/form.ts';
import { useT } from '../../lib/i18n.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import checkoutText from '../../locales/compiled/checkout.ts';

type Form = ReturnType<typeof useSchemaForm<typeof checkoutFormInput>>;

const METHODS = [
  { value: 'COD', title: 'checkout.pay.cod', hint: 'checkout.pay.codHint' },
  { value: 'ONLINE', title: 'checkout.pay.online', hint: 'checkout.pay.onlineHint' },
] as const;

/** "Pay later" as the checkout offers it: shown only to a customer with a credit line (decision 0070). */
export interface CreditChoice {
  hint: string;
  /** Why it cannot be chosen now (overdue, over the available credit), or null. */
  off: string | null;
}

/** Every delivery field of the spec, plus an optional GSTIN for the tax invoice. */
export function DeliveryForm({ form, credit }: { form: Form; credit: CreditChoice | null }) {
  const { t } = useT(checkoutText);
  // Off when the shop takes no online payment (production without gateway keys).
  const online = useSiteConfig().data?.online_payment !== false;
  const methods = [
    ...(online ? METHODS : METHODS.filter((m) => m.value === 'COD')).map((m) => ({
      value: m.value,
      title: t(m.title),
      hint: t(m.hint),
      off: false,
    })),
    ...(credit
      ? [
          {
            value: 'CREDIT' as const,
            title: t('checkout.pay.later'),
            hint: credit.off ?? credit.hint,
            off: !!credit.off,
          },
        ]
      : []),
  ];
  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="text-lg font-semibold">{t('checkout.delivery.title')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('checkout.delivery.contact')}
          autoComplete="name"
          required
          {...form.text('contact_person')}
        />
        <TextField
          label={t('checkout.delivery.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          hint={t('checkout.delivery.phoneHint')}
          {...form.text('phone')}
        />
      </div>
      <TextAreaField
        label={t('checkout.delivery.address')}
        autoComplete="street-address"
        required
        {...form.text('delivery_address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('checkout.delivery.landmark')} optional {...form.text('landmark')} />
        <TextField
          label={t('checkout.delivery.altPhone')}
          type="tel"
          inputMode="tel"
          optional
          {...form.text('alternate_phone')}
        />
      </div>
      <TextAreaField
        label={t('checkout.delivery.notes')}
        optional
        placeholder={t('checkout.delivery.notesPlaceholder')}
        {...form.text('delivery_notes')}
      />
      <TextField
        label={t('checkout.delivery.gstin')}
        optional
        hint={t('checkout.delivery.gstinHint')}
        autoCapitalize="characters"
        maxLength={15}
        {...form.text('gstin')}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('checkout.pay.method')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {methods.map((m) => (
            <label
              key={m.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                form.values.payment_method === m.value ? 'border-brand-600 bg-brand-50' : 'border-stone-300',
                m.off && 'cursor-not-allowed opacity-70',
              )}
            >
              <input
                type="radio"
                name="payment_method"
                value={m.value}
                checked={form.values.payment_method === m.value}
                disabled={m.off}
                onChange={() => form.set('payment_method', m.value)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-medium">{m.title}</span>
                <span className="block text-sm text-stone-600">{m.hint}</span>
              </span>
            </label>
          ))}
        </div>
        {!online && <p className="mt-2 text-sm text-stone-600">{t('checkout.pay.onlineOff')}</p>}
      </fieldset>
    </Card>
  );
}
