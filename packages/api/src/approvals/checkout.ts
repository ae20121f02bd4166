import type { Database } from '@app/db';
import type { Buying } from '../business/index.ts';
import type { OrderLimits } from '../config.ts';
import { type PlaceOrder, placeGated, theCart } from '../orders/index.ts';
import { outletGate } from './gate.ts';
import { holdForApproval } from './requests.ts';
import { tellBudgetLevels } from './rules.ts';
import { requestViews } from './views.ts';

/**
 * Checkout under the outlet's rules (decision 0113): the order, or, when it needs approval, the
 * approval request saved instead (no order, no stock held, the lines out of the cart). An owner's
 * own order needs no approval; a budget set to refuse refuses anyone's.
 */
export async function checkoutForOutlet(
  db: Database,
  buying: Buying,
  input: PlaceOrder,
  now: number,
  limits: OrderLimits,
) {
  const orderer = {
    ...buying.buyer,
    outletId: buying.outletId,
    placedBy: buying.placedBy,
    fromOutlet: buying.fromOutlet,
  };
  const gate = outletGate(db, {
    outletId: buying.outletId,
    customerId: orderer.id,
    approved: buying.outletIds === null,
    now,
  });
  const placed = await placeGated(db, orderer, input, now, limits, theCart(orderer, input.supplier_id), gate);
  if ('held' in placed) {
    const who = { orderer, outletId: buying.outletId, requestedBy: buying.placedBy };
    const request = await holdForApproval(db, who, input, placed, now);
    const [view] = await requestViews(db, [request]);
    return { kind: 'held' as const, request: view! };
  }
  if (!placed.replayed) await tellBudgetLevels(db, buying.outletId, now);
  return { kind: 'placed' as const, order: placed.order, replayed: placed.replayed };
}
