import type { Database } from '@app/db';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notifyStaff } from '../notifications/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { changeOrderStatus } from './transitions.ts';
import { CUSTOMER_CANCELLABLE, ownOrder } from './views.ts';

/** The buyer cancels while the order is pending or confirmed; stock goes back (changeOrderStatus). */
export async function cancelOwnOrder(db: Database, customerId: string, orderId: string, now: number) {
  return db.write(async (tx) => {
    const order = await ownOrder(tx, customerId, orderId);
    if (!(CUSTOMER_CANCELLABLE as readonly string[]).includes(order.status))
      throw fail.conflict('invalid_transition', msg('error.orders.notCancellable', { status: order.status }));
    const { creditNotes } = await changeOrderStatus(tx, orderId, 'cancelled', {
      actor: 'customer',
      now,
      note: msg('order.cancelled.note'),
    });
    const amount = formatRupees(toRupees(order.totalPaise));
    const refund =
      order.paymentMethod === 'ONLINE' &&
      order.paymentStatus === 'paid' &&
      (creditNotes.length
        ? msg('order.refund.against', { amount, notes: creditNotes.join(', ') })
        : msg('order.refund.online', { amount }));
    await notifyStaff(
      tx,
      order.cityId,
      {
        type: 'order_cancelled',
        title: msg('order.status.title', { number: order.orderNumber, status: 'cancelled' }),
        message: [msg('order.cancelled.message', { restaurant: order.restaurantName }), refund],
      },
      now,
    );
    return order;
  });
}
