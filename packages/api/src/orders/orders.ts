import type { Database } from '@app/db';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notifyStaff } from '../notifications/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { canMoveOrder } from './status.ts';
import { changeOrderStatus, type OrderEndPort } from './transitions.ts';
import { ownOrder } from './views.ts';

/** The buyer cancels while the order is pending or confirmed; stock goes back (changeOrderStatus). */
export async function cancelOwnOrder(
  db: Database,
  customerId: string,
  orderId: string,
  now: number,
  orderEnd: OrderEndPort,
) {
  return db.write(async (tx) => {
    const order = await ownOrder(tx, customerId, orderId);
    if (!canMoveOrder('customer', order.status, 'cancelled'))
      throw fail.conflict(
        'invalid_transition',
        msg('error.orders.notCancellable', { status: msg(`orderStatus.${order.status}`) }),
      );
    const { creditNotes } = await changeOrderStatus(tx, orderId, 'cancelled', {
      actor: 'customer',
      now,
      note: msg('order.cancelled.note'),
      orderEnd,
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
        title: msg('order.status.title.cancelled', { number: order.orderNumber }),
        message: [msg('order.cancelled.message', { restaurant: order.restaurantName }), refund],
      },
      now,
    );
    return order;
  });
}
