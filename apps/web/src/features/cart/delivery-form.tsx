import type { checkoutFormInput } from '@app/api/schemas';
import { Card } from '@app/ui/card';
import { cn } from '@app/ui/cn';
import { TextAreaField, TextField } from '@app/ui/field';
import type { useSchemaForm } from '../../lib/form.ts';
import { useSiteConfig } from '../../lib/site-config.ts';

type Form = ReturnType<typeof useSchemaForm<typeof checkoutFormInput>>;

const METHODS = [
  { value: 'COD', title: 'Cash on Delivery', hint: 'Pay when your order arrives', off: false },
  { value: 'ONLINE', title: 'Online Payment', hint: 'Card, UPI or net banking', off: false },
] as const;

/** "Pay later" as the checkout offers it: shown only to a customer with a credit line (decision 0070). */
export interface CreditChoice {
  hint: string;
  /** Why it cannot be chosen now (overdue, over the available credit), or null. */
  off: string | null;
}

/** Every delivery field of the spec, plus an optional GSTIN for the tax invoice. */
export function DeliveryForm({ form, credit }: { form: Form; credit: CreditChoice | null }) {
  // Off when the shop takes no online payment (production without gateway keys).
  const online = useSiteConfig().data?.online_payment !== false;
  const methods = [
    ...(online ? METHODS : METHODS.filter((m) => m.value === 'COD')),
    ...(credit
      ? [{ value: 'CREDIT' as const, title: 'Pay later', hint: credit.off ?? credit.hint, off: !!credit.off }]
      : []),
  ];
  return (
    <Card className="flex flex-col gap-4 p-4">
      <h2 className="text-lg font-semibold">Delivery Details</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Store contact person"
          autoComplete="name"
          required
          {...form.text('contact_person')}
        />
        <TextField
          label="Primary phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          hint="10-digit mobile number"
          {...form.text('phone')}
        />
      </div>
      <TextAreaField
        label="Complete delivery address"
        autoComplete="street-address"
        required
        {...form.text('delivery_address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Landmark" optional {...form.text('landmark')} />
        <TextField
          label="Alternate phone"
          type="tel"
          inputMode="tel"
          optional
          {...form.text('alternate_phone')}
        />
      </div>
      <TextAreaField
        label="Delivery instructions"
        optional
        placeholder="e.g. Use the back gate after 3 pm"
        {...form.text('delivery_notes')}
      />
      <TextField
        label="GSTIN"
        optional
        hint="Printed on your tax invoice so you can claim input tax credit"
        autoCapitalize="characters"
        maxLength={15}
        {...form.text('gstin')}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-800">Payment method</legend>
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
        {!online && (
          <p className="mt-2 text-sm text-stone-600">Online payment is not available at the moment.</p>
        )}
      </fieldset>
    </Card>
  );
}
