import type { Database } from '@app/db';
import { fail } from '../errors.ts';
import { notifyStaff } from '../notifications/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { changeOrderStatus } from './transitions.ts';
import { CUSTOMER_CANCELLABLE, ownOrder } from './views.ts';

/** The buyer cancels while the order is pending or confirmed; stock goes back (changeOrderStatus). */
export async function cancelOwnOrder(db: Database, customerId: string, orderId: string, now: number) {
  return db.write(async (tx) => {
    const order = await ownOrder(tx, customerId, orderId);
    if (!(CUSTOMER_CANCELLABLE as readonly string[]).includes(order.status))
      throw fail.conflict(
        'invalid_transition',
        `Only pending or confirmed orders can be cancelled; this one is ${order.status.replaceAll('_', ' ')}.`,
      );
    const { creditNotes } = await changeOrderStatus(tx, orderId, 'cancelled', {
      actor: 'customer',
      now,
      note: 'Cancelled at your request.',
    });
    const cited = creditNotes.length ? ` against credit notes ${creditNotes.join(', ')}` : '';
    const refund =
      order.paymentMethod === 'ONLINE' && order.paymentStatus === 'paid'
        ? ` Refund ${formatRupees(toRupees(order.totalPaise))} paid online${cited}.`
        : '';
    await notifyStaff(
      tx,
      order.cityId,
      {
        type: 'order_cancelled',
        title: `Order ${order.orderNumber} cancelled`,
        message: `${order.restaurantName} cancelled the order.${refund}`,
      },
      now,
    );
    return order;
  });
}
