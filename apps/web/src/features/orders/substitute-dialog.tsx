import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { cn } from '@app/ui/cn';
import { Dialog } from '@app/ui/dialog';
import { EmptyState } from '@app/ui/empty-state';
import { TextField } from '@app/ui/field';
import { Spinner } from '@app/ui/spinner';
import { PackageSearch } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import * as v from 'valibot';
import { measureRule } from '../../components/measure-stepper.tsx';
import { errorMessage, refusal, serverFieldErrors } from '../../lib/errors.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { priceText, quantityText } from '../../lib/quantity.ts';
import { readQuantity } from '../../lib/quantity-entry.ts';
import { trpc } from '../../lib/trpc.ts';
import measureText from '../../locales/compiled/measure.ts';
import substitutesText from '../../locales/compiled/substitutes.ts';
import { substituteName } from './substitute-offer.tsx';
import type { SupplierOrder } from './supplier-orders-page.tsx';

type Line = SupplierOrder['items'][number];
type Choice = RouterOutputs['orders']['supplier']['substituteChoices']['items'][number];
type Field = 'product_id' | 'quantity' | 'price';
type Errors = Partial<Record<Field, string>>;

const nameOf = (c: Choice) => substituteName({ ...c, product_name: c.name });
// The refusals that concern one field; the others are said above the buttons.
const FIELD_OF: Record<string, Field> = {
  quantity_required: 'quantity',
  invalid_quantity: 'quantity',
  insufficient_stock: 'quantity',
  price_above_listing: 'price',
  other_category: 'product_id',
  same_product: 'product_id',
};

/**
 * "Offer substitute" for a line the supplier cannot fill: one of its live listings in the same
 * category, in stock. The quantity is what the line ships when the substitute is sold the same way
 * (packs for packs, kg for kg), else the supplier says it; the price is the listing's unless a
 * lower one is given. The customer answers before hand-over (or its standing setting does).
 */
export default function SubstituteDialog({
  order,
  line,
  onClose,
}: {
  order: SupplierOrder;
  line: Line;
  onClose: () => void;
}) {
  const { t } = useT(substitutesText, measureText);
  const utils = trpc.useUtils();
  const ids = { order_id: order.order_id, line_id: line.id };
  const choices = trpc.orders.supplier.substituteChoices.useQuery(ids, { staleTime: 0 });
  const [pickedId, setPickedId] = useState<string>();
  const [quantity, setQuantity] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  // The field to fix takes the focus, as a form does after a refused submit.
  const focus = (name: 'quantity' | 'price') => {
    const field = form.current?.elements.namedItem(name);
    if (field instanceof HTMLInputElement) field.focus();
  };
  const items = choices.data?.items ?? [];
  const picked = items.find((c) => c.product_id === pickedId);
  const sameWay = picked?.sold_by === line.sold_by;

  // The list arrives: the supplier starts on it, as on the first field of a form.
  useEffect(() => {
    if (choices.isSuccess) firstChoice.current?.focus();
  }, [choices.isSuccess]);

  const offer = trpc.orders.supplier.offerSubstitute.useMutation({
    onSuccess(r) {
      const said = {
        name: line.product_name,
        substitute: substituteName(r),
        quantity: quantityText(r.quantity, r.sold_by),
      };
      toast.success(t(r.status === 'accepted' ? 'substitutes.sentAuto' : 'substitutes.sent', said));
      onClose();
    },
    onError(e) {
      const byField = serverFieldErrors(e);
      const field = FIELD_OF[refusal(e).code ?? ''];
      const next: Errors = {};
      for (const f of ['product_id', 'quantity', 'price'] as const)
        if (byField[f]) next[f] = translateSentence(byField[f]);
      if (field) next[field] = errorMessage(e, t('substitutes.failed'));
      setErrors(next);
      if (Object.keys(next).length === 0) setFailure(errorMessage(e, t('substitutes.failed')));
      if (next.quantity) focus('quantity');
      else if (next.price) focus('price');
    },
    onSettled: () => utils.orders.supplier.list.invalidate(),
  });

  const pick = (c: Choice) => {
    setPickedId(c.product_id);
    // Sold the same way, it ships what the line ships; otherwise the supplier says how much.
    setQuantity(c.sold_by === line.sold_by ? String(line.supplied_quantity) : '');
    setErrors({});
    setFailure(undefined);
  };

  function submit() {
    setFailure(undefined);
    if (!picked) return setErrors({ product_id: t('substitutes.pickOne') });
    const stock = quantityText(picked.stock, picked.sold_by);
    const quantitySchema = v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(t('substitutes.quantityRequired')),
      v.transform((s) => readQuantity(s, picked.sold_by, Number.POSITIVE_INFINITY)),
      v.check((q) => q !== 'whole', t('substitutes.wholePacks')),
      v.check((q) => q !== 'decimals', t('substitutes.decimals')),
      v.check((q) => typeof q === 'number' && q > 0, t('substitutes.positive')),
      v.check((q) => (q as number) <= picked.stock, t('substitutes.overStock', { stock })),
      v.transform((q) => q as number),
    );
    const listed = formatRupees(picked.price);
    // Empty: the listing's price. Typed: rupees and paise, above 0 and at most the listed price.
    const priceSchema = v.pipe(
      v.string(),
      v.regex(/^\d+([.,]\d{1,2})?$/, t('substitutes.priceNumber')),
      v.transform((s) => Number(s.replace(',', '.'))),
      v.minValue(0.01, t('substitutes.priceNumber')),
      v.maxValue(picked.price, t('substitutes.priceAbove', { price: listed })),
    );
    const q = v.safeParse(quantitySchema, quantity);
    const p = price.trim() === '' ? null : v.safeParse(priceSchema, price.trim());
    const next: Errors = {
      quantity: q.success ? undefined : q.issues[0].message,
      price: p && !p.success ? p.issues[0].message : undefined,
    };
    setErrors(next);
    if (!q.success) return focus('quantity');
    if (p && !p.success) return focus('price');
    offer.mutate({
      ...ids,
      product_id: picked.product_id,
      quantity: q.output,
      ...(p?.success && { price: p.output }),
    });
  }

  const unitWord = (c: Choice) =>
    c.sold_by === 'pack' ? c.unit : t(c.sold_by === 'kg' ? 'measure.unit.kg' : 'measure.unit.litre');
  const ready = choices.isSuccess && items.length > 0;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('substitutes.title', { name: line.product_name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('substitutes.cancel')}
          </Button>
          {ready && (
            <Button type="submit" form={formId} busy={offer.isPending}>
              {offer.isPending ? t('substitutes.sending') : t('substitutes.send')}
            </Button>
          )}
        </>
      }
    >
      <p className="text-sm text-stone-700">
        {t('substitutes.intro', {
          name: line.product_name,
          quantity: quantityText(line.supplied_quantity, line.sold_by),
        })}
      </p>
      {choices.isPending ? (
        <Spinner label={t('substitutes.loading')} />
      ) : choices.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {errorMessage(choices.error, t('substitutes.loadFailed'))}{' '}
          <Button size="sm" variant="secondary" onClick={() => choices.refetch()}>
            {t('substitutes.tryAgain')}
          </Button>
        </p>
      ) : items.length === 0 ? (
        <EmptyState icon={PackageSearch} title={t('substitutes.none')}>
          {t('substitutes.noneText')}
        </EmptyState>
      ) : (
        <form
          ref={form}
          id={formId}
          noValidate
          className="mt-3 flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!offer.isPending) submit();
          }}
        >
          <fieldset aria-describedby={errors.product_id ? `${formId}-pick` : undefined}>
            <legend className="mb-2 text-sm font-medium text-stone-800">{t('substitutes.choices')}</legend>
            <div className="flex max-h-64 flex-col gap-2 overflow-y-auto p-0.5">
              {items.map((c, n) => (
                <label
                  key={c.product_id}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                    c.product_id === pickedId ? 'border-brand-600 bg-brand-50' : 'border-stone-300',
                  )}
                >
                  <input
                    ref={n === 0 ? firstChoice : undefined}
                    type="radio"
                    name="substitute"
                    value={c.product_id}
                    checked={c.product_id === pickedId}
                    onChange={() => pick(c)}
                    className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  />
                  <span className="min-w-0">
                    <span className="block font-medium text-stone-900">{nameOf(c)}</span>
                    <span className="block text-xs text-stone-600 tabular-nums">
                      {priceText(c.price, c.sold_by)} ·{' '}
                      {t('substitutes.stock', { stock: quantityText(c.stock, c.sold_by) })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {errors.product_id && (
              <p id={`${formId}-pick`} role="alert" className="mt-1 text-xs font-medium text-red-700">
                {errors.product_id}
              </p>
            )}
          </fieldset>
          {picked && (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                name="quantity"
                label={t('substitutes.quantity', { unit: unitWord(picked) })}
                hint={
                  sameWay
                    ? t('substitutes.quantitySame', {
                        quantity: quantityText(line.supplied_quantity, line.sold_by),
                      })
                    : t('substitutes.quantityOther', {
                        rule: measureRule({
                          sold_by: picked.sold_by,
                          step: picked.step,
                          minimum: picked.min_quantity,
                        }),
                      })
                }
                type="text"
                inputMode={picked.sold_by === 'pack' ? 'numeric' : 'decimal'}
                autoComplete="off"
                value={quantity}
                error={errors.quantity}
                onChange={(e) => {
                  setQuantity(e.target.value);
                  setErrors((x) => ({ ...x, quantity: undefined }));
                }}
              />
              <TextField
                name="price"
                label={t(`substitutes.price.${picked.sold_by}`)}
                optional
                hint={t('substitutes.priceHint', { price: priceText(picked.price, picked.sold_by) })}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={price}
                error={errors.price}
                onChange={(e) => {
                  setPrice(e.target.value);
                  setErrors((x) => ({ ...x, price: undefined }));
                }}
              />
            </div>
          )}
          {failure && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {failure}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
