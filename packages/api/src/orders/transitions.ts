import { type OrderStatus, orderItems, orders, products, type Tx } from '@app/db';
import { and, eq, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { notify } from '../notifications/index.ts';
import { emitEvent } from '../webhooks/index.ts';

const LABEL: Record<OrderStatus, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  processing: 'being processed',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  assigned_for_delivery: 'assigned for delivery',
  out_for_delivery: 'out for delivery',
  delivery_failed: 'not delivered (delivery failed)',
};

/** Statuses from which stock has already gone back (or never left): no second restore. */
const STOCK_RELEASED: OrderStatus[] = ['cancelled'];

/**
 * The one place an order changes status. Cancelling puts the stock back; the customer is
 * told. `expectedVersion` (optional) refuses a change based on a stale read (409).
 * Must run inside a write transaction (db.write).
 */
export async function changeOrderStatus(
  tx: Tx,
  orderId: string,
  next: OrderStatus,
  opts: {
    now: number;
    expectedVersion?: number;
    note?: string;
    paymentStatus?: 'paid' | 'failed' | 'refunded';
  },
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw fail.notFound('Order');
  if (opts.expectedVersion !== undefined && order.version !== opts.expectedVersion) {
    throw fail.conflict('stale_order', 'This order was changed by someone else. Reload and try again.');
  }
  if (order.status === next && !opts.paymentStatus) return order;
  if (STOCK_RELEASED.includes(order.status) && next !== order.status) {
    throw fail.conflict('invalid_transition', 'A cancelled order cannot be reopened.');
  }
  if (next === 'cancelled' && order.status === 'delivered') {
    throw fail.conflict('invalid_transition', 'A delivered order cannot be cancelled; use a return instead.');
  }
  if (next === 'cancelled') {
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    for (const l of lines) {
      if (l.productId) {
        await tx
          .update(products)
          .set({ stockQuantity: sql`${products.stockQuantity} + ${l.quantity}` })
          .where(eq(products.id, l.productId));
      }
    }
  }
  const [updated] = await tx
    .update(orders)
    .set({
      status: next,
      ...(opts.paymentStatus ? { paymentStatus: opts.paymentStatus } : {}),
      version: sql`${orders.version} + 1`,
      updatedAt: opts.now,
    })
    .where(and(eq(orders.id, orderId), eq(orders.version, order.version)))
    .returning();
  if (!updated)
    throw fail.conflict('stale_order', 'This order was changed by someone else. Reload and try again.');
  if (order.status !== next) {
    await emitEvent(
      tx,
      'order.status_changed',
      { order_id: order.id, order_number: order.orderNumber, from: order.status, to: next },
      opts.now,
    );
    await notify(
      tx,
      order.customerId,
      {
        type: 'order_status',
        title: `Order ${order.orderNumber} ${LABEL[next]}`,
        message: opts.note
          ? `Your order is now ${LABEL[next]}. ${opts.note}`
          : `Your order is now ${LABEL[next]}.`,
      },
      opts.now,
    );
  }
  return updated;
}
