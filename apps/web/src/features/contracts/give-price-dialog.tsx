import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { errorMessage, refusal, serverFieldErrors } from '../../lib/errors.ts';
import { istDay } from '../../lib/format.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { lineName } from '../../lib/lines.ts';
import { readQuantity } from '../../lib/quantity-entry.ts';
import { trpc } from '../../lib/trpc.ts';
import priceLists from '../../locales/compiled/priceLists.ts';
import { listingPrice } from '../catalog/listing-price.ts';
import { type Price, usePriceChoices, useRefreshPrices } from './prices.ts';

const FIELDS = [
  'customer_email',
  'product_id',
  'price',
  'valid_from',
  'valid_to',
  'weekly_quantity',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
/** Where the server's refusals belong in the form; any other is a toast. */
const REFUSED_AT: Record<string, Field> = {
  overlapping_price: 'valid_from',
  already_ended: 'valid_to',
  invalid_quantity: 'weekly_quantity',
};

/** Staff giving a price for `supplierId`, with the words that differ from the supplier's own form. */
export interface StaffGiving {
  supplierId: string;
  words: {
    loadingChoices: string;
    choicesFailed: string;
    weeklyHint: string;
    email: string;
    emailHint: string;
    emailRequired: string;
  };
}

/**
 * "Give a price": one of the supplier's customers (those who have ordered from it), one of its
 * listings, the price in rupees per pack, kg or litre, its first and last Indian day, and the
 * weekly quantity the customer means to take if it said one. The server refuses overlapping days.
 * With `staff`, staff give it on a supplier's behalf to a customer named by e-mail.
 */
export function GivePriceDialog({ onClose, staff }: { onClose: () => void; staff?: StaffGiving }) {
  const { t } = useT(priceLists);
  const supplierId = staff?.supplierId;
  const choices = usePriceChoices(supplierId);
  const refresh = useRefreshPrices(supplierId);
  const today = istDay();
  const [values, setValues] = useState<Values>({
    customer_email: '',
    product_id: '',
    price: '',
    valid_from: today,
    valid_to: '',
    weekly_quantity: '',
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const formId = useId();
  const offered = choices.listings ?? [];
  const picked = offered.find((l) => l.id === values.product_id);
  const soldBy = picked?.sold_by ?? 'pack';

  const handlers = {
    onSuccess(p: Price) {
      toast.success(
        t('priceLists.given', {
          customer: p.customer_name,
          listing: lineName(p.product_name, p),
          price: listingPrice(p),
        }),
      );
      void refresh();
      onClose();
    },
    onError(e: unknown) {
      const byField = serverFieldErrors(e);
      const shown = FIELDS.filter((f) => byField[f]);
      const code = refusal(e).code ?? '';
      // Staff type the e-mail: a customer out of their reach is that field's error.
      const at = REFUSED_AT[code] ?? (staff && code === 'not_found' ? 'customer_email' : undefined);
      if (shown.length === 0 && at) return setErrors({ [at]: errorMessage(e, t('priceLists.giveFailed')) });
      if (shown.length === 0) toast.error(errorMessage(e, t('priceLists.giveFailed')));
      setErrors(Object.fromEntries(shown.map((f) => [f, translateSentence(byField[f]!)])));
    },
  };
  const own = trpc.contracts.create.useMutation(handlers);
  const theirs = trpc.contracts.staff.create.useMutation(handlers);
  const give = {
    mutate: (input: Parameters<typeof own.mutate>[0]) =>
      supplierId ? theirs.mutate({ supplier_id: supplierId, ...input }) : own.mutate(input),
    isPending: own.isPending || theirs.isPending,
  };

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((x) => ({ ...x, [name]: e.target.value }));
      setErrors((x) => ({ ...x, [name]: undefined }));
    },
  });

  function submit() {
    const day = v.pipe(v.string(), v.nonEmpty(t('priceLists.dayRequired')));
    const schema = v.object({
      // The server checks the e-mail's form and says so at the field.
      customer_email: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(staff?.words.emailRequired ?? t('priceLists.customerRequired')),
      ),
      product_id: v.pipe(v.string(), v.nonEmpty(t('priceLists.listingRequired'))),
      price: v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^\d+([.,]\d{1,2})?$/, t('priceLists.priceRequired')),
        v.transform((s) => Number(s.replace(',', '.'))),
        v.minValue(0.01, t('priceLists.priceRequired')),
      ),
      valid_from: day,
      valid_to: v.pipe(
        day,
        v.check((to) => to >= values.valid_from, t('priceLists.toBeforeFrom')),
        v.check((to) => to >= today, t('priceLists.toPast')),
      ),
      weekly_quantity: v.pipe(
        v.string(),
        v.trim(),
        v.transform((s) => (s === '' ? null : readQuantity(s, soldBy, 1_000_000))),
        v.check((q) => q !== 'whole', t('priceLists.weeklyWhole')),
        v.check((q) => q !== 'decimals', t('priceLists.weeklyDecimals')),
        v.check((q) => q === null || (typeof q === 'number' && q > 0), t('priceLists.weeklyNumber')),
        v.transform((q) => q as number | null),
      ),
    });
    const parsed = v.safeParse(schema, values);
    if (parsed.success) return give.mutate(parsed.output);
    const next: Partial<Values> = {};
    for (const issue of parsed.issues) {
      const key = issue.path?.[0]?.key as Field | undefined;
      if (key && !next[key]) next[key] = issue.message;
    }
    setErrors(next);
  }

  const customers = choices.customers;
  // Staff name the customer by e-mail; a supplier chooses among those who ordered from it.
  const anyone = customers === null || (customers?.length ?? 0) > 0;
  const ready = !choices.pending && !choices.failed;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('priceLists.dialogTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('priceLists.cancel')}
          </Button>
          {ready && anyone && (
            <Button type="submit" form={formId} busy={give.isPending}>
              {t('priceLists.save')}
            </Button>
          )}
        </>
      }
    >
      {choices.pending ? (
        <Spinner label={staff?.words.loadingChoices ?? t('priceLists.loadingChoices')} />
      ) : !ready ? (
        <p role="alert" className="text-sm text-red-700">
          {staff?.words.choicesFailed ?? t('priceLists.choicesFailed')}{' '}
          <Button size="sm" variant="secondary" onClick={choices.retry}>
            {t('priceLists.tryAgain')}
          </Button>
        </p>
      ) : !anyone ? (
        <p className="text-sm text-stone-700">{t('priceLists.noCustomers')}</p>
      ) : (
        <form
          id={formId}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!give.isPending) submit();
          }}
        >
          {customers ? (
            <SelectField label={t('priceLists.customerLabel')} {...field('customer_email')}>
              <option value="">{t('priceLists.chooseCustomer')}</option>
              {customers.map((c) => (
                <option key={c.customer_email} value={c.customer_email}>
                  {`${c.customer_name} (${c.customer_email})`}
                </option>
              ))}
            </SelectField>
          ) : (
            <TextField
              label={staff?.words.email ?? t('priceLists.customerLabel')}
              hint={staff?.words.emailHint}
              type="email"
              autoComplete="off"
              {...field('customer_email')}
            />
          )}
          <SelectField
            label={t('priceLists.listingLabel')}
            hint={picked && t('priceLists.listingPrice', { price: listingPrice(picked) })}
            {...field('product_id')}
          >
            <option value="">{t('priceLists.chooseListing')}</option>
            {offered.map((l) => (
              <option key={l.id} value={l.id}>
                {`${l.name} · ${listingPrice(l)}`}
              </option>
            ))}
          </SelectField>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('priceLists.priceLabel', { soldBy })}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              {...field('price')}
            />
            <TextField
              label={t('priceLists.weeklyLabel', { soldBy })}
              hint={staff?.words.weeklyHint ?? t('priceLists.weeklyHint')}
              optional
              type="text"
              inputMode={soldBy === 'pack' ? 'numeric' : 'decimal'}
              autoComplete="off"
              {...field('weekly_quantity')}
            />
            <TextField label={t('priceLists.from')} type="date" {...field('valid_from')} />
            <TextField
              label={t('priceLists.to')}
              type="date"
              min={values.valid_from || today}
              {...field('valid_to')}
            />
          </div>
        </form>
      )}
    </Dialog>
  );
}
