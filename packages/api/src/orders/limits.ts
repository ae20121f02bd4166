import { cartItems, type Database, orderItems, orders } from '@app/db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/index.ts';
import type { CartLine } from '../cart/index.ts';
import type { OrderLimits } from '../config.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { formatQuantity, fromStored, toStored } from '../shared/measure.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { DAY } from '../shared/query.ts';

/**
 * What one buyer may hold or owe at once (issue 34), so that no one takes goods off sale with
 * orders nobody pays for. An order "waiting" is pending or confirmed and unpaid: it holds stock on
 * the buyer's word alone, before any supplier has accepted it.
 */
export const waiting = and(
  inArray(orders.status, ['pending', 'confirmed']),
  ne(orders.paymentStatus, 'paid'),
);

/** Units (stored: packs, grams, ml) of each product in the cart the customer already holds in waiting orders. */
export const heldUnits = (db: Database, customerId: string) =>
  db
    .select({
      productId: orderItems.productId,
      units: sql<number>`sum(${orderItems.quantity} - ${orderItems.shortQuantity})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        waiting,
        inArray(
          orderItems.productId,
          db.select({ id: cartItems.productId }).from(cartItems).where(eq(cartItems.userId, customerId)),
        ),
      ),
    )
    .groupBy(orderItems.productId);

const rupees = (paise: number) => formatRupees(toRupees(paise));

/**
 * Refuses (409, nothing written) a checkout over a cap: a line that would leave the customer holding
 * more than its share of a listing (held units + stock left, at least `lineMinUnits`), too many
 * waiting orders, or a cash or credit order over its value cap.
 */
export function refuseOverLimits(
  limits: OrderLimits,
  o: {
    cart: readonly CartLine[];
    held: readonly { productId: string | null; units: number }[];
    waitingOrders: number;
    method: 'COD' | 'ONLINE' | 'CREDIT';
    totalPaise: number;
  },
) {
  o.cart.forEach((l, i) => {
    const held = Number(o.held.find((h) => h.productId === l.productId)?.units ?? 0);
    const share = Math.floor(((l.stock + held) * limits.lineStockPercent) / 100);
    const least = toStored(limits.lineMinUnits, l.soldBy)!;
    const max = Math.max(Math.max(share, least) - held, 0);
    if (l.quantity <= max) return;
    const shown = formatQuantity(max, l.soldBy);
    throw fail
      .conflict(
        'over_stock_share',
        msg('error.orders.lineOverShare', { name: l.name, max: shown, percent: limits.lineStockPercent }),
      )
      .with({
        fields: [{ path: ['items', i, 'quantity'], text: msg('error.orders.lineMax', { max: shown }) }],
        details: { product_id: l.productId, max_quantity: fromStored(max, l.soldBy) },
      });
  });
  if (o.waitingOrders >= limits.openUnpaidOrders)
    throw fail.conflict('too_many_open_orders', msg('error.orders.tooManyOpen', { count: o.waitingOrders }));
  const cap =
    o.method === 'COD' ? limits.codMaxPaise : o.method === 'CREDIT' ? limits.creditMaxPaise : Infinity;
  if (o.totalPaise > cap) {
    const text = msg(o.method === 'COD' ? 'error.orders.codOverMax' : 'error.orders.creditOverMax', {
      max: rupees(cap),
      total: rupees(o.totalPaise),
    });
    throw fail
      .conflict(o.method === 'COD' ? 'cod_limit' : 'credit_order_limit', text)
      .with({ fields: [{ path: ['payment_method'], text }], details: { max_total: toRupees(cap) } });
  }
}

/**
 * A large cash order from a new account (younger than `newAccountDays`, nothing delivered yet)
 * holds its stock only until this deadline unless staff confirm it; null when it needs no one.
 */
export function confirmDeadline(
  limits: OrderLimits,
  o: { user: SessionUser; delivered: number; method: string; totalPaise: number; now: number },
) {
  const isNew = o.delivered === 0 && o.user.createdAt > o.now - limits.newAccountDays * DAY;
  if (!isNew || o.method !== 'COD' || o.totalPaise <= limits.newAccountCodReviewPaise) return null;
  return o.now + limits.codConfirmHours * 3_600_000;
}
