import {
  cities,
  type Database,
  deliveryAssignments,
  orderItems,
  orderParts,
  orders,
  outlets,
  type PartStatus,
  type Tx,
  users,
} from '@app/db';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { releaseStock } from '../catalog/index.ts';
import { fail } from '../errors.ts';
import { creditOrderDocuments } from '../invoices/index.ts';
import { msg } from '../messages/index.ts';
import { notify, notifyStaff } from '../notifications/index.ts';
import { fromStored } from '../shared/measure.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { supplied } from '../shared/pricing.ts';
import { iso, istDayOf, offsetOf, shiftDay, weekdayOf, withinRange } from '../shared/query.ts';
import { orderSlot } from '../slots/index.ts';
import { outletCity, outletViewColumns, outletViewOf, placer } from './outlet-view.ts';
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
import type { partStatusInput, supplierOrderListInput } from './schemas.ts';
import { PART_STATUS_ORDER, PART_STATUS_TABLE, PART_WORK_STATUSES } from './status.ts';
import { lapseOffers } from './substitute-expiry.ts';
import { changeOrderStatus, type OrderEndPort } from './transitions.ts';
import { type OrderRow, offersByLine, priceRuleOf, substitutionFields, weighingOf } from './views.ts';

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

/** Every order holding the supplier's lines, newest first, with only those lines. */
export async function listSupplierOrders(
  db: Database,
  supplierId: string,
  input: z.output<typeof supplierOrderListInput>,
) {
  const mine = eq(orderParts.supplierId, supplierId);
  const where = and(
    mine,
    input.status ? eq(orderParts.status, input.status) : undefined,
    withinRange(orderParts.createdAt, input),
  );
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select({ part: orderParts, order: orders, cityName: cities.name, ...outletViewColumns })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .leftJoin(cities, eq(cities.id, orders.cityId))
      .leftJoin(outlets, eq(outlets.id, orders.outletId))
      .leftJoin(outletCity, eq(outletCity.id, outlets.cityId))
      .leftJoin(placer, eq(placer.id, orders.placedBy))
      .where(where)
      .orderBy(desc(orderParts.createdAt), desc(orderParts.id))
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size)),
    db.select({ n: count() }).from(orderParts).where(where),
    db
      .select({ status: orderParts.status, n: count() })
      .from(orderParts)
      .where(mine)
      .groupBy(orderParts.status),
  ]);
  const ids = rows.map((r) => r.order.id);
  const [lines, riders, offers] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(orderItems)
          .where(and(inArray(orderItems.orderId, ids), eq(orderItems.supplierId, supplierId))),
        db
          .select({
            orderId: deliveryAssignments.orderId,
            name: users.username,
            status: deliveryAssignments.status,
          })
          .from(deliveryAssignments)
          .innerJoin(users, eq(users.id, deliveryAssignments.deliveryPersonId))
          .where(and(inArray(deliveryAssignments.orderId, ids), eq(deliveryAssignments.isCurrent, true))),
        offersByLine(db, ids),
      ])
    : [[], [], new Map()];
  const counts = Object.fromEntries(PART_STATUS_ORDER.map((s) => [s, 0])) as Record<PartStatus, number>;
  for (const r of byStatus) counts[r.status] = r.n;
  return {
    items: rows.map(({ part, order, cityName, ...outlet }) => {
      const own = lines.filter((l) => l.orderId === order.id);
      const value = linesValue(own);
      const rider = riders.find((r) => r.orderId === order.id);
      const open = PART_WORK_STATUSES.includes(order.status);
      return {
        order_id: order.id,
        order_number: order.orderNumber,
        order_date: iso(order.createdAt)!,
        order_status: order.status,
        restaurant_name: order.restaurantName,
        ...outletViewOf(outlet),
        city_name: cityName,
        expected_by: promisedDay(order),
        delivery_slot: orderSlot(order),
        status: part.status,
        reason: part.reason,
        pickup_code: part.pickupCode,
        accepted_at: iso(part.acceptedAt),
        packed_at: iso(part.packedAt),
        handed_over_at: iso(part.handedOverAt),
        rejected_at: iso(part.rejectedAt),
        overdue: part.status === 'new' && part.overdueAt !== null,
        version: part.version,
        next: open ? [...PART_STATUS_TABLE[part.status].moves.supplier] : [],
        items: own.map((l) => ({
          id: l.id,
          product_id: l.productId,
          kind: l.kind,
          product_name: l.productName,
          unit: l.unit,
          hsn_code: l.hsnCode,
          sold_by: l.soldBy,
          ...weighingOf(l),
          quantity: fromStored(l.quantity, l.soldBy),
          supplied_quantity: fromStored(l.quantity - l.shortQuantity, l.soldBy),
          price: toRupees(l.pricePaise),
          ...priceRuleOf(l),
          line_total: toRupees(l.lineTotalPaise),
          gst_rate: l.gstRate,
          tax: toRupees(l.taxPaise),
          ...substitutionFields(l, offers),
        })),
        subtotal: toRupees(value.subtotalPaise),
        gst_amount: toRupees(value.gstPaise),
        total: toRupees(value.subtotalPaise + value.gstPaise),
        rider: rider ? { name: rider.name, status: rider.status } : null,
      };
    }),
    counts,
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

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
