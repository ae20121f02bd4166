import { type Database, orderParts, orders, type Tx } from '@app/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { releaseStock } from '../catalog/index.ts';
import { fail } from '../errors.ts';
import { creditOrderDocuments } from '../invoices/index.ts';
import { msg } from '../messages/index.ts';
import { notify, notifyStaff } from '../notifications/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { supplied } from '../shared/pricing.ts';
import { istDayOf, shiftDay, weekdayOf } from '../shared/query.ts';
import {
  linesValue,
  linesWithParts,
  lowerOrderTotals,
  type PartRow,
  partsOf,
  stepPart,
  supplierName,
} from './parts.ts';
import { partRefusal } from './refusals.ts';
import type { partStatusInput } from './schemas.ts';
import { lapseOffers } from './substitute-expiry.ts';
import { changeOrderStatus, type OrderEndPort } from './transitions.ts';
import type { OrderRow } from './views.ts';

/** The spec's promise of 2-3 business days, as the latest date (India time; Sundays do not count). */
export function expectedBy(placedAt: number) {
  let day = istDayOf(placedAt);
  for (let left = 3; left > 0; ) {
    day = shiftDay(day, 1);
    if (weekdayOf(day) !== 0) left -= 1;
  }
  return day;
}

/** The day the customer was promised: its slot's date, else the standard estimate's latest day. */
export const promisedDay = (o: { createdAt: number; slotDate: string | null }) =>
  o.slotDate ?? expectedBy(o.createdAt);

/**
 * The supplier moves its part of an order one step (new → accepted → packed, or rejected with a
 * reason); anything else is a 409, and the rider collects it (pick-up.ts). Another supplier's
 * order is 404.
 */
export async function moveSupplierPart(
  db: Database,
  supplierId: string,
  input: z.output<typeof partStatusInput>,
  now: number,
  orderEnd: OrderEndPort,
) {
  return db.write(async (tx) => {
    const [row] = await tx
      .select({ part: orderParts, order: orders })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(and(eq(orderParts.orderId, input.order_id), eq(orderParts.supplierId, supplierId)));
    if (!row) throw fail.notFound(msg('error.orders.orderNotFound'));
    const refusal = partRefusal('supplier', row.order.status, row.part.status, input.status);
    if (refusal) throw fail.conflict('invalid_transition', refusal);
    if (input.expected_version !== undefined && input.expected_version !== row.part.version)
      throw fail.conflict('stale_order', msg('error.orders.changedMeanwhile'));
    const part = await stepPart(tx, row.part, input.status, {
      actorId: supplierId,
      now,
      reason: input.reason,
    });
    if (input.status === 'rejected') await rejectPart(tx, row.order, part, now, orderEnd);
    else if (input.status === 'accepted') await processWhenAllAccepted(tx, row.order.id, now, orderEnd);
    return { order_id: part.orderId, status: part.status, version: part.version };
  });
}

/** Every remaining part accepted (or further): the confirmed order is being processed. */
async function processWhenAllAccepted(tx: Tx, orderId: string, now: number, orderEnd: OrderEndPort) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (order?.status !== 'confirmed') return;
  const live = (await partsOf(tx, orderId)).filter((p) => p.status !== 'rejected');
  if (live.length > 0 && live.every((p) => p.status !== 'new'))
    await changeOrderStatus(tx, orderId, 'processing', { actor: 'system', now, orderEnd });
}

/**
 * A rejected part: its stock comes back, its seller's invoice is credited, and the customer pays
 * that much less (fees stay as charged); a paid online order records the refund due. When nothing
 * is left to deliver, the order is cancelled instead, which does all of that for the whole order.
 */
export async function rejectPart(
  tx: Tx,
  order: OrderRow,
  part: PartRow,
  now: number,
  orderEnd: OrderEndPort,
) {
  await lapseOffers(tx, order.id, now, part.supplierId);
  const name = await supplierName(tx, part.supplierId);
  const all = await linesWithParts(tx, [order.id]);
  const lines = all.filter((l) => l.line.supplierId === part.supplierId).map((l) => l.line);
  // Another supplier's live part, or the operator's own lines (no part), still to deliver.
  const left = all.some((l) => l.partStatus !== 'rejected');
  const paidOnline = order.paymentMethod === 'ONLINE' && order.paymentStatus === 'paid';
  let refundPaise: number;
  let credits: string[];
  await releaseStock(tx, lines.map(supplied));
  if (!left) {
    const done = await changeOrderStatus(tx, order.id, 'cancelled', {
      actor: 'system',
      now,
      note: msg('part.rejected.note', { supplier: name, reason: part.reason ?? '' }),
      orderEnd,
    });
    refundPaise = order.totalPaise;
    credits = done.creditNotes;
  } else {
    credits = await creditOrderDocuments(tx, order.id, now, part.supplierId);
    const less = linesValue(lines);
    refundPaise = less.subtotalPaise + less.gstPaise;
    const totalPaise = await lowerOrderTotals(tx, order.id, less, now);
    await notify(
      tx,
      order.customerId,
      {
        type: 'order_part_rejected',
        title: msg('part.rejected.title', { number: order.orderNumber, count: lines.length }),
        message: [
          msg('part.rejected.message', {
            supplier: name,
            items: lines.map((l) => l.productName).join(', '),
            reason: part.reason ?? '',
          }),
          msg('part.newTotal', {
            total: formatRupees(toRupees(totalPaise)),
            before: formatRupees(toRupees(order.totalPaise)),
          }),
          credits.length > 0 && msg('part.rejected.credit', { notes: credits.join(', '), supplier: name }),
          paidOnline && msg('part.refunded'),
        ],
      },
      now,
    );
    await processWhenAllAccepted(tx, order.id, now, orderEnd);
  }
  await notifyStaff(
    tx,
    order.cityId,
    {
      type: paidOnline ? 'refund_due' : 'order_part_rejected',
      title: msg('part.rejected.staff.title', { supplier: name, number: order.orderNumber }),
      message: [
        msg('part.rejected.staff.reason', { reason: part.reason ?? '' }),
        paidOnline && msg('order.refund.online', { amount: formatRupees(toRupees(refundPaise)) }),
        credits.length > 0 && msg('part.credits', { notes: credits.join(', ') }),
      ],
    },
    now,
  );
}
