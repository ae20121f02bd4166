import { type OrderStatus, orders, type Tx } from '@app/db';
import type { SoldBy } from '@app/db/enums';
import { and, eq, sql } from 'drizzle-orm';
import { releaseStock } from '../catalog/index.ts';
import { queueChannelMessages } from '../channels/index.ts';
import type { SellerConfig } from '../config.ts';
import { fail } from '../errors.ts';
import { creditOrderDocuments, issueServiceInvoice, issueSupplierInvoice } from '../invoices/index.ts';
import { msg, type Text } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { supplied } from '../shared/pricing.ts';
import { emitEvent } from '../webhooks/index.ts';
import { announceParts, linesWithParts, partsOf } from './parts.ts';
import { transitionRefusal } from './refusals.ts';
import { canMoveOrder, GOODS_GONE, isFinalOrderStatus, type OrderActor } from './status.ts';
import { lapseOffers } from './substitute-expiry.ts';

/**
 * The order-end port: what must end with an order (its open delivery). Delivery imports orders,
 * so orders cannot import delivery: every move is handed delivery's function (decision 0064),
 * by delivery itself or, for the other callers, from wiring.ts through their entry.
 */
export type OrderEndPort = (tx: Tx, orderId: string, next: OrderStatus, now: number) => Promise<void>;
export interface OrderPorts {
  orderEnd: OrderEndPort;
}

/**
 * The one place an order changes status, as the transition table (status.ts) allows `actor`;
 * any other move is a 409. Cancelling puts the stock back (cancelled is final, so only once);
 * the customer is told. `expectedVersion` (optional) refuses a change based on a stale read (409).
 * Must run inside a write transaction (db.write).
 */
export async function changeOrderStatus(
  tx: Tx,
  orderId: string,
  next: OrderStatus,
  opts: {
    actor: OrderActor;
    now: number;
    expectedVersion?: number;
    /** Said to the customer after the new status. */
    note?: Text;
    paymentStatus?: 'paid' | 'failed' | 'refunded';
    /** The operator as seller of its fees: needed by any move that can confirm a pending order. */
    operator?: SellerConfig;
    orderEnd: OrderEndPort;
  },
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw fail.notFound(msg('error.orders.orderNotFound'));
  if (opts.expectedVersion !== undefined && order.version !== opts.expectedVersion) {
    throw fail.conflict('stale_order', msg('error.orders.changedBySomeone'));
  }
  if (order.status === next && !opts.paymentStatus)
    return {
      ...order,
      creditNotes: [] as string[],
      released: [] as { productId: string | null; quantity: number; soldBy: SoldBy }[],
    };
  if (order.status !== next && !canMoveOrder(opts.actor, order.status, next)) {
    throw fail.conflict('invalid_transition', transitionRefusal(order.status, next));
  }
  // Lines of a part its supplier rejected, and units it could not ship, went back to stock then.
  const released =
    next === 'cancelled'
      ? (await linesWithParts(tx, [orderId]))
          .filter((l) => l.partStatus !== 'rejected')
          .map((l) => supplied(l.line))
      : [];
  await releaseStock(tx, released);
  const [updated] = await tx
    .update(orders)
    .set({
      status: next,
      ...(opts.paymentStatus ? { paymentStatus: opts.paymentStatus } : {}),
      ...(next === 'delivered' ? { deliveredAt: opts.now } : {}),
      // Staff confirming (or moving on) a cash order that awaited them ends its deadline.
      ...(order.status === 'pending' && next !== 'pending' ? { confirmDeadline: null } : {}),
      version: sql`${orders.version} + 1`,
      updatedAt: opts.now,
    })
    .where(and(eq(orders.id, orderId), eq(orders.version, order.version)))
    .returning();
  if (!updated) throw fail.conflict('stale_order', msg('error.orders.changedBySomeone'));
  // GST documents (decision 0088): the operator's for its fees when the order is confirmed, each
  // supplier's when its goods leave it (pick-up.ts; here when staff move the order on past the
  // pick-ups); credited, never edited, when it is cancelled after that.
  if (order.status === 'pending' && next !== 'cancelled' && next !== 'pending') {
    if (!opts.operator) throw new Error(`Confirming order ${order.id} needs the operator's seller details.`);
    await issueServiceInvoice(tx, updated, opts.operator, opts.now);
    await announceParts(tx, updated, opts.now);
    // Told outside the app once it stands (paid, or a cash order staff let through), not at checkout.
    await queueChannelMessages(
      tx,
      'order_placed',
      [order.customerId],
      { number: order.orderNumber, amount: formatRupees(toRupees(updated.totalPaise)) },
      { key: order.id, orderId: order.id, now: opts.now },
    );
  }
  // Staff vouch that the goods left: a substitute still unanswered lapses, its line as ordered.
  if (GOODS_GONE.includes(next) || next === 'cancelled') await lapseOffers(tx, orderId, opts.now);
  if (GOODS_GONE.includes(next) && opts.operator) {
    for (const part of await partsOf(tx, orderId))
      if (part.status !== 'rejected')
        await issueSupplierInvoice(tx, updated, part.supplierId, opts.operator, opts.now);
  }
  const credits =
    next === 'cancelled' && order.status !== 'cancelled'
      ? await creditOrderDocuments(tx, orderId, opts.now)
      : [];
  if (order.status !== next && isFinalOrderStatus(next)) {
    await opts.orderEnd(tx, orderId, next, opts.now);
  }
  if (order.status !== next) {
    await emitEvent(
      tx,
      'order.status_changed',
      { order_id: order.id, order_number: order.orderNumber, from: order.status, to: next },
      { customerId: order.customerId, cityId: order.cityId },
      opts.now,
    );
    await notify(
      tx,
      order.customerId,
      {
        type: 'order_status',
        title: msg(`order.status.title.${next}`, { number: order.orderNumber }),
        message: [
          msg(`order.status.message.${next}`),
          opts.note,
          credits.length > 0 && msg('order.status.credits', { notes: credits.join(', ') }),
        ],
      },
      opts.now,
    );
    if (next === 'delivered')
      await queueChannelMessages(
        tx,
        'delivered',
        [order.customerId],
        { number: order.orderNumber },
        { key: order.id, orderId: order.id, now: opts.now },
      );
  }
  return {
    ...updated,
    creditNotes: credits,
    released: released.map((l) => ({ productId: l.productId, quantity: l.quantity, soldBy: l.soldBy })),
  };
}
