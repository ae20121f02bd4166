import {
  cashHandoverOrders,
  cashHandovers,
  type Database,
  deliveryAssignments,
  newId,
  orders,
  type Tx,
} from '@app/db';
import { and, asc, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { reaches } from '../access/rules.ts';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify, notifyStaff } from '../notifications/index.ts';
import { changeOrderStatus } from '../orders/index.ts';
import { formatRupees, toPaise, toRupees } from '../shared/money.ts';
import { istDayOf } from '../shared/query.ts';
import { endDeliveryWithOrder } from './lifecycle.ts';
import type { confirmCashInput } from './schemas.ts';
import type { Scope } from './staff.ts';

type Reader = Database | Tx;
const money = (paise: number) => formatRupees(toRupees(paise));

/**
 * The cash columns of the rider's delivered step (decision 0065): a COD order needs the cash
 * collected, recorded against the order's total then (short lines have lowered it); an online
 * order takes none. Other steps carry no cash.
 */
export function cashAtDoor(
  order: { paymentMethod: 'COD' | 'ONLINE'; totalPaise: number },
  input: { status: string; cash_collected?: number },
) {
  const given = input.cash_collected !== undefined;
  if (input.status !== 'delivered' || order.paymentMethod !== 'COD') {
    if (given)
      throw fail.badRequest(
        'cash_not_expected',
        order.paymentMethod === 'COD'
          ? msg('error.delivery.cashOnlyWhenDelivered')
          : msg('error.delivery.paidOnline'),
      );
    return undefined;
  }
  if (!given)
    throw fail.badRequest(
      'cash_required',
      msg('error.delivery.cashRequired', { amount: money(order.totalPaise) }),
    );
  return { cashDuePaise: order.totalPaise, cashCollectedPaise: toPaise(input.cash_collected!) };
}

/** Delivered COD orders of the rider whose cash is in no handover yet. */
const inHandSql = (riderId: string) =>
  and(
    eq(deliveryAssignments.deliveryPersonId, riderId),
    eq(deliveryAssignments.status, 'delivered'),
    isNotNull(deliveryAssignments.cashCollectedPaise),
    notExists(
      sql`(select 1 from ${cashHandoverOrders} where ${cashHandoverOrders.orderId} = ${deliveryAssignments.orderId})`,
    ),
  );

async function cashRows(db: Reader, riderId: string) {
  return db
    .select({
      assignmentId: deliveryAssignments.id,
      orderId: deliveryAssignments.orderId,
      orderNumber: orders.orderNumber,
      cityId: orders.cityId,
      due: deliveryAssignments.cashDuePaise,
      collected: deliveryAssignments.cashCollectedPaise,
    })
    .from(deliveryAssignments)
    .innerJoin(orders, eq(orders.id, deliveryAssignments.orderId))
    .where(inHandSql(riderId))
    .orderBy(asc(deliveryAssignments.deliveryTime));
}

const orderDto = (r: {
  orderId: string;
  orderNumber: string;
  due: number | null;
  collected: number | null;
}) => ({
  order_id: r.orderId,
  order_number: r.orderNumber,
  expected: toRupees(r.due ?? 0),
  collected: toRupees(r.collected ?? 0),
});

/** The rider's cash in hand: what they collected and have not handed over, order by order. */
export async function cashInHand(db: Reader, riderId: string) {
  const rows = await cashRows(db, riderId);
  return {
    amount: toRupees(rows.reduce((sum, r) => sum + (r.collected ?? 0), 0)),
    expected: toRupees(rows.reduce((sum, r) => sum + (r.due ?? 0), 0)),
    order_count: rows.length,
    orders: rows.map(orderDto),
  };
}

/**
 * The rider hands the cash in hand to staff: one handover of every delivered COD order not in one
 * yet (an order's primary key in cash_handover_orders keeps it in at most one). Staff are told.
 */
export async function handOverCash(db: Database, rider: { id: string; username: string }, now: number) {
  return db.write(async (tx) => {
    const rows = await cashRows(tx, rider.id);
    if (rows.length === 0) throw fail.conflict('no_cash_in_hand', msg('error.delivery.noCashInHand'));
    const due = rows.reduce((sum, r) => sum + (r.due ?? 0), 0);
    const collected = rows.reduce((sum, r) => sum + (r.collected ?? 0), 0);
    const cityId = rows[0]!.cityId;
    const id = newId('cho');
    await tx.insert(cashHandovers).values({
      id,
      riderId: rider.id,
      cityId,
      day: istDayOf(now),
      orderCount: rows.length,
      duePaise: due,
      collectedPaise: collected,
      createdAt: now,
    });
    await tx
      .insert(cashHandoverOrders)
      .values(rows.map((r) => ({ orderId: r.orderId, handoverId: id, assignmentId: r.assignmentId })));
    await notifyStaff(
      tx,
      cityId,
      {
        type: 'cash_handover',
        title: msg('cash.handedOver.title', { rider: rider.username }),
        message: msg('cash.handedOver.message', { amount: money(collected), count: rows.length }),
      },
      now,
    );
    return {
      id,
      day: istDayOf(now),
      expected: toRupees(due),
      amount: toRupees(collected),
      order_count: rows.length,
    };
  });
}

/**
 * Staff of the handover's city confirm the cash they counted, once (409 after). Each order whose
 * customer paid in full becomes paid; the handover is a mismatch when the amount received differs
 * from the amount due or any order's cash differs from its total, and staff are then told.
 */
export async function confirmCashHandover(
  db: Database,
  scope: Scope,
  actorId: string,
  input: z.infer<typeof confirmCashInput>,
  now: number,
) {
  return db.write(async (tx) => {
    const [h] = await tx.select().from(cashHandovers).where(eq(cashHandovers.id, input.id));
    if (!h || !reaches(scope, h.cityId)) throw fail.notFound(msg('error.delivery.handoverNotFound'));
    if (h.status !== 'awaiting')
      throw fail.conflict('already_confirmed', msg('error.delivery.handoverConfirmed'));
    const lines = await tx
      .select({
        orderId: cashHandoverOrders.orderId,
        orderNumber: orders.orderNumber,
        due: deliveryAssignments.cashDuePaise,
        collected: deliveryAssignments.cashCollectedPaise,
      })
      .from(cashHandoverOrders)
      .innerJoin(orders, eq(orders.id, cashHandoverOrders.orderId))
      .innerJoin(deliveryAssignments, eq(deliveryAssignments.id, cashHandoverOrders.assignmentId))
      .where(eq(cashHandoverOrders.handoverId, h.id));
    const received = toPaise(input.received);
    const short = lines.filter((l) => l.collected !== l.due);
    const mismatch = received !== h.duePaise || short.length > 0;
    const status = mismatch ? ('mismatch' as const) : ('confirmed' as const);
    const note = input.note ?? '';
    const [done] = await tx
      .update(cashHandovers)
      .set({ status, receivedPaise: received, note, confirmedAt: now, confirmedById: actorId })
      .where(and(eq(cashHandovers.id, h.id), eq(cashHandovers.status, 'awaiting')))
      .returning({ id: cashHandovers.id });
    if (!done) throw fail.conflict('already_confirmed', msg('error.delivery.handoverConfirmedMeanwhile'));

    const paid = lines.filter((l) => (l.collected ?? 0) >= (l.due ?? 0));
    for (const l of paid) {
      await changeOrderStatus(tx, l.orderId, 'delivered', {
        actor: 'system',
        now,
        paymentStatus: 'paid',
        note: msg('cash.received'),
        orderEnd: endDeliveryWithOrder,
      });
    }
    await audit(
      tx,
      {
        actorId,
        action: `cash_handover.${status}`,
        entity: 'cash_handover',
        entityId: h.id,
        before: { status: h.status, expected_paise: h.duePaise, collected_paise: h.collectedPaise },
        after: {
          status,
          received_paise: received,
          note,
          paid_orders: paid.map((l) => l.orderNumber),
          ...(mismatch ? { mismatched_orders: short.map((l) => l.orderNumber) } : {}),
        },
      },
      now,
    );
    const diff = received - h.duePaise;
    const amounts = { received: money(received), due: money(h.duePaise) };
    if (mismatch)
      await notifyStaff(
        tx,
        h.cityId,
        {
          type: 'cash_mismatch',
          title: msg('cash.mismatch.title', { day: h.day }),
          message: [
            msg('cash.mismatch.summary', {
              ...amounts,
              difference: `${diff >= 0 ? '+' : '−'}${money(Math.abs(diff))}`,
            }),
            short.length > 0 &&
              msg('cash.mismatch.orders', {
                orders: short.map((l) =>
                  msg('cash.mismatch.order', {
                    number: l.orderNumber,
                    collected: money(l.collected ?? 0),
                    due: money(l.due ?? 0),
                  }),
                ),
              }),
          ],
        },
        now,
      );
    await notify(
      tx,
      h.riderId,
      {
        type: 'cash_handover',
        title: msg(mismatch ? 'cash.rider.mismatch' : 'cash.rider.confirmed'),
        message: msg('cash.rider.message', { ...amounts, count: h.orderCount }),
      },
      now,
    );
    return { ok: true, id: h.id, status, mismatch };
  });
}
