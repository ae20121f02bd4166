import { cities, type Database, orders } from '@app/db';
import { count, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/index.ts';
import { type CartLine, cartLines, issueCode, lineIssue, pricedLines } from '../cart/index.ts';
import type { OrderLimits } from '../config.ts';
import { chargeCredit, loadLedger } from '../credit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { staffToTell } from '../notifications/index.ts';
import { priceBreakdown } from '../shared/pricing.ts';
import { DAYS_AHEAD, readBooking } from '../slots/index.ts';
import {
  dayRefusal,
  daysAhead,
  minimumCharges,
  minimumRefusal,
  supplierSubtotals,
  termsOf,
} from '../terms/index.ts';
import { activeEndpoints } from '../webhooks/index.ts';
import type { PlaceOrder } from './checkout.ts';
import { confirmDeadline, heldUnits, refuseOverLimits, waiting } from './limits.ts';
import { refuseRiseOverSeen } from './seen-total.ts';

/**
 * Where an order's lines come from: the buyer's cart, which loses what was ordered, or lines read
 * for it elsewhere (a standing order's run), which leave the cart alone.
 */
export interface LineSource {
  read: (db: Database, now: number) => Promise<CartLine[]>;
  fromCart: boolean;
}
/** The buyer's cart, or only one supplier's lines of it: a cart split into deliveries by supplier. */
export const theCart = (user: SessionUser & { outletId?: string }, supplierId?: string): LineSource => ({
  read: async (db, now) => {
    const lines = await cartLines(db, { id: user.id, cityId: user.cityId, outletId: user.outletId }, now);
    return supplierId ? lines.filter((l) => l.supplierId === supplierId) : lines;
  },
  fromCart: true,
});

const settledValue = <T>(r: PromiseSettledResult<T>): T => {
  if (r.status === 'rejected') throw r.reason;
  return r.value;
};

/**
 * Everything checkout needs, read together: one round trip to Turso. Answers `replay` when the
 * idempotency key already placed an order, else the checked cart, slot and credit, and what the
 * writes need (city, staff, webhook endpoints, how many orders the customer has placed). The
 * buyer's caps and the total it saw are checked here (limits.ts, seen-total.ts): a refusal writes nothing.
 */
export async function readCheckout(
  db: Database,
  user: SessionUser & { outletId?: string },
  input: PlaceOrder,
  now: number,
  limits: OrderLimits,
  source: LineSource,
  /** A buyer's rules' own reads (orders/checkout.ts `CheckoutGate`), answered as `gateRead`. */
  also?: () => Promise<unknown>,
) {
  const key = input.idempotency_key ?? null;
  const [mineRead, lines, slot, city, ledger, staff, endpoints, held, rules] = await Promise.allSettled([
    db
      .select({
        placed: count(),
        replay: sql<string | null>`max(case when ${orders.idempotencyKey} = ${key} then ${orders.id} end)`,
        waiting: sql<number>`coalesce(sum(case when ${waiting} then 1 else 0 end), 0)`,
        delivered: sql<number>`coalesce(sum(case when ${orders.status} = 'delivered' then 1 else 0 end), 0)`,
      })
      .from(orders)
      .where(eq(orders.customerId, user.id)),
    source.read(db, now),
    readBooking(db, user.cityId, input, now),
    user.cityId ? db.select({ state: cities.state }).from(cities).where(eq(cities.id, user.cityId)) : [],
    input.payment_method === 'CREDIT' ? loadLedger(db, user.id, now, user.outletId) : null,
    staffToTell(db, user.cityId, 'new_order'),
    activeEndpoints(db),
    heldUnits(db, user.id),
    also?.(),
  ]);
  const mine = settledValue(mineRead)[0];
  const { placed, replay } = mine ?? { placed: 0, replay: null };
  if (replay) return { replay };
  // The buyer's rules may answer before the cart is looked at (a repeat of a checkout sent for approval).
  const gateRead = settledValue(rules);
  const cart = settledValue(lines);
  if (cart.length === 0) throw fail.badRequest('cart_empty', msg('error.orders.cartEmpty'));
  for (const l of cart) {
    const issue = lineIssue(l);
    if (issue) throw fail.conflict(issueCode(l), issue);
  }
  // Each supplier's terms in the buyer's city (decision 0095): its minimum, then a day it delivers.
  const terms = termsOf(cart);
  const subtotals = supplierSubtotals(cart);
  const under = minimumRefusal(terms, subtotals);
  if (under) throw fail.conflict('supplier_minimum', under);
  const booked = settledValue(slot)({
    days: daysAhead(terms, DAYS_AHEAD),
    refuse: (day) => dayRefusal(terms, day, now),
  });
  const priced = pricedLines(cart);
  const charges = minimumCharges(cart, terms, subtotals);
  const price = priceBreakdown(priced, charges);
  const method = input.payment_method;
  const [waitingOrders, delivered] = [Number(mine?.waiting ?? 0), Number(mine?.delivered ?? 0)];
  refuseOverLimits(limits, {
    cart,
    held: settledValue(held),
    waitingOrders,
    method,
    totalPaise: price.totalPaise,
  });
  const read = settledValue(ledger);
  const credit = read && chargeCredit(read, user.id, user.outletId, price.totalPaise, now);
  refuseRiseOverSeen(input.seen_total, cart, price);
  const until = confirmDeadline(limits, { user, delivered, method, totalPaise: price.totalPaise, now });
  return {
    replay: null,
    placed,
    cart,
    priced,
    charges,
    price,
    slot: booked,
    credit,
    confirmDeadline: until,
    review: until && limits.codConfirmHours,
    state: settledValue(city)[0]?.state ?? null,
    staff: settledValue(staff),
    endpoints: settledValue(endpoints),
    fromCart: source.fromCart,
    gateRead,
  };
}
