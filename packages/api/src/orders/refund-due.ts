import type { orders, Tx } from '@app/db';
import { msg, type Text } from '../messages/index.ts';
import { notifyStaff } from '../notifications/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';

/**
 * Tells the order's city staff that a paid order is owed `amountPaise` back, and why: staff make
 * the refund through the payment provider (decision 0070); nothing here moves money.
 */
export async function tellRefundDue(
  tx: Tx,
  order: Pick<typeof orders.$inferSelect, 'orderNumber' | 'cityId'>,
  amountPaise: number,
  why: Text,
  now: number,
) {
  await notifyStaff(
    tx,
    order.cityId,
    {
      type: 'refund_due',
      title: msg('refund.due.title', { number: order.orderNumber }),
      message: [why, msg('order.refund.online', { amount: formatRupees(toRupees(amountPaise)) })],
    },
    now,
  );
}
