import type { RouterOutputs } from '@app/api';
import { Button } from '@app/ui/button';
import { Dialog } from '@app/ui/dialog';
import { SelectField, TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { istDay } from '../../lib/format.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { lineName } from '../../lib/lines.ts';
import { readQuantity } from '../../lib/quantity-entry.ts';
import { trpc } from '../../lib/trpc.ts';
import priceLists from '../../locales/compiled/priceLists.ts';
import { listingPrice } from '../catalog/listing-price.ts';

type Listing = RouterOutputs['catalog']['supplier']['list'][number];
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

/**
 * "Give a price": one of the supplier's customers (those who have ordered from it), one of its
 * listings, the price in rupees per pack, kg or litre, its first and last Indian day, and the
 * weekly quantity the customer means to take if it said one. The server refuses overlapping days.
 */
export function GivePriceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT(priceLists);
  const utils = trpc.useUtils();
  const customers = trpc.contracts.customers.useQuery(undefined, { staleTime: 0 });
  const listings = trpc.catalog.supplier.list.useQuery();
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
  const offered = (listings.data ?? [])
    .filter((l) => l.approval_status !== 'rejected')
    .sort((a, b) => a.name.localeCompare(b.name));
  const picked = offered.find((l) => l.id === values.product_id);
  const soldBy = picked?.sold_by ?? 'pack';

  const give = trpc.contracts.create.useMutation({
    onSuccess(p) {
      toast.success(
        t('priceLists.given', {
          customer: p.customer_name,
          listing: lineName(p.product_name, p),
          price: listingPrice(p),
        }),
      );
      void utils.contracts.supplierList.invalidate();
      onClose();
    },
    onError(e) {
      const byField = serverFieldErrors(e);
      const shown = FIELDS.filter((f) => byField[f]);
      if (shown.length === 0) toast.error(errorMessage(e, t('priceLists.giveFailed')));
      setErrors(Object.fromEntries(shown.map((f) => [f, translateSentence(byField[f]!)])));
    },
  });

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
      customer_email: v.pipe(v.string(), v.nonEmpty(t('priceLists.customerRequired'))),
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

  const ready = customers.isSuccess && listings.isSuccess;
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
          {ready && customers.data.items.length > 0 && (
            <Button type="submit" form={formId} busy={give.isPending}>
              {t('priceLists.save')}
            </Button>
          )}
        </>
      }
    >
      {customers.isPending || listings.isPending ? (
        <Spinner label={t('priceLists.loadingChoices')} />
      ) : !ready ? (
        <p role="alert" className="text-sm text-red-700">
          {t('priceLists.choicesFailed')}{' '}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              void customers.refetch();
              void listings.refetch();
            }}
          >
            {t('priceLists.tryAgain')}
          </Button>
        </p>
      ) : customers.data.items.length === 0 ? (
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
          <SelectField label={t('priceLists.customerLabel')} {...field('customer_email')}>
            <option value="">{t('priceLists.chooseCustomer')}</option>
            {customers.data.items.map((c) => (
              <option key={c.customer_email} value={c.customer_email}>
                {`${c.customer_name} (${c.customer_email})`}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('priceLists.listingLabel')}
            hint={picked && t('priceLists.listingPrice', { price: listingPrice(picked) })}
            {...field('product_id')}
          >
            <option value="">{t('priceLists.chooseListing')}</option>
            {offered.map((l: Listing) => (
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
              hint={t('priceLists.weeklyHint')}
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
