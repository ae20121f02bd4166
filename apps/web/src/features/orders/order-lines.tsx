import { formatRupees, toPaise, toRupees, weighedAmount } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import { PackUnit } from '../../components/pack-unit.tsx';
import { SoldBy } from '../../components/sold-by.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { translate, useT } from '../../lib/i18n.ts';
import { priceText, quantityText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import { allowedRange } from '../../lib/weighing.ts';
import ordersText from '../../locales/compiled/orders.ts';
import volumeText from '../../locales/compiled/volume.ts';
import weighingText from '../../locales/compiled/weighing.ts';
import type { Order } from './order-card.tsx';
import { SubstituteOffer, SubstitutionNote } from './substitute-offer.tsx';

type Line = Order['items'][number];

const kg = (q: number) => quantityText(q, 'kg');

/** A line whose substitute was answered (or lapsed) and which ships nothing now: left out or replaced. */
const settledOut = (i: Line) =>
  i.substitution !== null && i.substitution.status !== 'offered' && i.supplied_quantity === 0;

/**
 * The customer's lines of an order. A line weighed when packed is an estimate until weighed, then
 * says the weight packed beside the estimate; a weight outside its tolerance asks the customer.
 * A substitute its supplier offers waits for the customer's answer below its line. A line at a
 * volume price (decision 0093) says so, with its price.
 */
export function OrderLines({ order: o }: { order: Order }) {
  const { t } = useT(ordersText, weighingText, volumeText);
  return (
    <ul
      className="mt-3 divide-y divide-stone-100 text-sm"
      aria-label={t('orders.itemsOf', { number: o.order_number })}
    >
      {o.items.map((i) => {
        if (i.kind === 'charge')
          return (
            <li key={i.id} className="flex justify-between gap-3 py-1.5">
              <span className={i.rejected ? 'text-stone-500 line-through' : undefined}>
                {t('orders.supplierCharge', { supplier: i.supplier_name })}
              </span>
              <span
                className={
                  i.rejected ? 'tabular-nums text-stone-400 line-through' : 'tabular-nums text-stone-700'
                }
              >
                {formatRupees(i.line_total)}
              </span>
            </li>
          );
        const out = i.rejected || settledOut(i);
        const offer = i.substitution?.status === 'offered' && !i.rejected ? i.substitution : null;
        const settled = i.substitution !== null && i.substitution.status !== 'offered';
        // A volume break or the customer's own price (decision 0094) says so beside the line.
        const rule = i.price_rule !== 'list' && !out;
        return (
          <li key={i.id} className="py-1.5">
            <div className="flex justify-between gap-3">
              <span className="min-w-0">
                <span className={out ? 'text-stone-500 line-through' : undefined}>
                  <span translate="no">{i.product_name}</span>
                  <PackUnit line={i} /> × {lineQuantity(i)}
                </span>
                {i.rejected && (
                  <span className="ml-2 text-xs font-medium text-red-700">{t('orders.notSupplied')}</span>
                )}
                {rule && (
                  <span className="ml-2 text-xs font-medium text-brand-800">
                    {t(i.price_rule === 'contract' ? 'volume.orderLineContract' : 'volume.orderLine', {
                      price: priceText(i.price, i.sold_by),
                    })}
                  </span>
                )}
                {i.estimated && !i.rejected && (
                  <span className="ml-2 text-xs font-medium text-amber-800">
                    {t('weighing.estimatedTolerance', { tolerance: i.tolerance_percent })}
                  </span>
                )}
                {!i.rejected && !settled && i.supplied_quantity < i.quantity && (
                  <span className="ml-2 text-xs font-medium text-amber-800">
                    {t('orders.partlySupplied', {
                      supplied: quantityText(i.supplied_quantity, i.sold_by),
                      quantity: quantityText(i.quantity, i.sold_by),
                    })}
                  </span>
                )}
                <SubstitutionNote order={o} line={i} />
                <SoldBy brand={i.brand} supplier={i.supplier_name} />
              </span>
              <span
                className={out ? 'tabular-nums text-stone-400 line-through' : 'tabular-nums text-stone-700'}
              >
                {formatRupees(i.line_total)}
              </span>
            </div>
            {i.proposed_quantity !== null && !i.rejected && (
              <WeightProposal order={o} line={i} proposed={i.proposed_quantity} />
            )}
            {offer && <SubstituteOffer order={o} line={i} offer={offer} />}
          </li>
        );
      })}
    </ul>
  );
}

/** 'about 2.5 kg' until weighed, '2.62 kg (ordered about 2.5 kg)' after; packs and litres as they are. */
function lineQuantity(i: Line) {
  if (i.estimated) return translate('weighing.about', { quantity: kg(i.quantity) });
  if (i.estimated_quantity !== null)
    return translate('weighing.weighed', { quantity: kg(i.quantity), estimate: kg(i.estimated_quantity) });
  return quantityText(i.quantity, i.sold_by);
}

/**
 * "Supplier weighed 3.4 kg (you ordered about 2.5 kg, allowed up to 2.75 kg). Accept the weight?"
 * Accepting shows the line's new price first: the weight's, or no more than the estimate's when the
 * order is paid already (the server's rule: the supplier gives the extra).
 */
function WeightProposal({ order: o, line, proposed }: { order: Order; line: Line; proposed: number }) {
  const { t } = useT(weighingText);
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const estimate = line.estimated_quantity ?? line.quantity;
  const max = allowedRange(estimate, line.tolerance_percent).max;
  const paid = o.payment_method === 'ONLINE' && o.payment_status === 'paid';
  const grams = (q: number) => Math.round(q * 1000);
  const amount = toRupees(weighedAmount(toPaise(line.price), grams(proposed), grams(estimate), paid));
  const answer = trpc.orders.answerWeight.useMutation({
    onSuccess(r, v) {
      setConfirming(false);
      toast.success(
        v.accept
          ? t('weighing.accepted', {
              name: line.product_name,
              quantity: kg(r.quantity),
              total: formatRupees(r.total),
            })
          : t('weighing.declined'),
      );
    },
    onError(e) {
      setConfirming(false);
      toast.error(errorMessage(e, t('weighing.answerFailed')));
    },
    onSettled: () => utils.orders.list.invalidate(),
  });
  const send = (accept: boolean) => answer.mutate({ id: o.id, line_id: line.id, accept });
  return (
    <div className="mt-1.5 rounded-lg border border-amber-300 bg-amber-50 p-2.5">
      <p className="font-medium text-amber-950">
        {t('weighing.proposal', { quantity: kg(proposed), estimate: kg(estimate), max: kg(max) })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-label={t('weighing.acceptWeightOf', { name: line.product_name })}
          disabled={answer.isPending}
          onClick={() => setConfirming(true)}
        >
          {t('weighing.accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('weighing.declineWeightOf', { name: line.product_name })}
          busy={answer.isPending && answer.variables?.accept === false}
          onClick={() => send(false)}
        >
          {t('weighing.decline')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        tone="primary"
        title={t('weighing.acceptTitle', { quantity: kg(proposed), name: line.product_name })}
        message={t('weighing.acceptMessage', {
          quantity: kg(proposed),
          amount: formatRupees(amount),
          before: formatRupees(line.line_total),
        })}
        confirmLabel={answer.isPending ? t('weighing.accepting') : t('weighing.accept')}
        busy={answer.isPending}
        onConfirm={() => send(true)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
