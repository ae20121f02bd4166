import {
  type Database,
  deliverySlots,
  orders,
  products,
  standingOrderLines,
  standingOrderRuns,
  standingOrders,
  type Tx,
} from '@app/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { fromStored } from '../shared/measure.ts';
import { istDayOf } from '../shared/query.ts';
import { slotTimes } from '../shared/slot-text.ts';
import { maskDays } from '../shared/weekdays.ts';
import { nextDays } from './schedule.ts';

type Reader = Database | Tx;
const UPCOMING = 5;
const RECENT = 5;

/** Whose standing orders a call reaches: the account's, of the outlet bought for (decision 0117). */
export interface StandingOwner {
  customerId: string;
  outletId: string;
}

/**
 * A standing order of the outlet bought for, or 404: another outlet's, like another customer's,
 * is answered as absent.
 */
export async function ownStanding(db: Reader, owner: StandingOwner, id: string) {
  const [row] = await db
    .select()
    .from(standingOrders)
    .where(
      and(
        eq(standingOrders.id, id),
        eq(standingOrders.customerId, owner.customerId),
        eq(standingOrders.outletId, owner.outletId),
      ),
    );
  if (!row) throw fail.notFound(msg('error.standing.notFound'));
  return row;
}

/** Standing orders as the API answers them: their lines, next dates and latest runs. */
export async function standingDtos(db: Reader, rows: (typeof standingOrders.$inferSelect)[], now: number) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const slotIds = rows.flatMap((r) => (r.slotId ? [r.slotId] : []));
  const today = istDayOf(now);
  const [lines, runs, slots] = await Promise.all([
    db
      .select({
        standingOrderId: standingOrderLines.standingOrderId,
        productId: standingOrderLines.productId,
        quantity: standingOrderLines.quantity,
        name: products.name,
        unit: products.unit,
        soldBy: products.soldBy,
      })
      .from(standingOrderLines)
      .innerJoin(products, eq(products.id, standingOrderLines.productId))
      .where(inArray(standingOrderLines.standingOrderId, ids))
      .orderBy(asc(standingOrderLines.position)),
    db
      .select({ run: standingOrderRuns, orderNumber: orders.orderNumber })
      .from(standingOrderRuns)
      .leftJoin(orders, eq(orders.id, standingOrderRuns.orderId))
      .where(
        and(
          inArray(standingOrderRuns.standingOrderId, ids),
          // Today's and later rows, and only the latest past runs: a daily order gains a row a day.
          sql`(${standingOrderRuns.runDate} >= ${today} or ${standingOrderRuns.runDate} in (
            select r.run_date from standing_order_runs r
            where r.standing_order_id = ${standingOrderRuns.standingOrderId} and r.run_date < ${today}
              and r.status <> 'scheduled' order by r.run_date desc limit ${RECENT}))`,
        ),
      )
      .orderBy(desc(standingOrderRuns.runDate)),
    slotIds.length ? db.select().from(deliverySlots).where(inArray(deliverySlots.id, slotIds)) : [],
  ]);
  return rows.map((r) => {
    const mine = lines.filter((l) => l.standingOrderId === r.id);
    const soldBy = new Map(mine.map((l) => [l.productId, l.soldBy]));
    const own = runs.filter((x) => x.run.standingOrderId === r.id);
    const byDate = new Map(own.map((x) => [x.run.runDate, x.run]));
    const slot = slots.find((s) => s.id === r.slotId);
    const upcoming =
      r.status === 'paused'
        ? []
        : nextDays(r, today, UPCOMING + own.filter((x) => x.run.runDate >= today).length)
            .filter((d) => {
              const run = byDate.get(d);
              return !run || run.status === 'scheduled' || run.status === 'skipped';
            })
            .slice(0, UPCOMING);
    return {
      id: r.id,
      name: r.name,
      outlet_id: r.outletId,
      status: r.status,
      weekdays: maskDays(r.weekdays),
      interval_weeks: r.intervalWeeks,
      starts_on: r.startsOn,
      slot: slot
        ? {
            id: slot.id,
            start_minute: slot.startMinute,
            end_minute: slot.endMinute,
            label: slotTimes(slot.startMinute, slot.endMinute),
          }
        : null,
      payment_method: r.paymentMethod,
      delivery_address: r.deliveryAddress,
      phone: r.phone,
      contact_person: r.contactPerson,
      alternate_phone: r.alternatePhone,
      landmark: r.landmark,
      delivery_notes: r.deliveryNotes,
      lines: mine.map((l) => ({
        product_id: l.productId,
        product_name: l.name,
        unit: l.unit,
        sold_by: l.soldBy,
        quantity: fromStored(l.quantity, l.soldBy),
      })),
      upcoming: upcoming.map((date) => {
        const run = byDate.get(date);
        return {
          date,
          skipped: run?.status === 'skipped',
          lines:
            run?.lines?.map((l) => ({
              product_id: l.productId,
              quantity: fromStored(l.quantity, soldBy.get(l.productId) ?? 'pack'),
            })) ?? null,
        };
      }),
      recent: own
        .filter((x) => x.run.status !== 'scheduled' && (x.run.status !== 'skipped' || x.run.runDate < today))
        .slice(0, RECENT)
        .map((x) => ({
          date: x.run.runDate,
          status: x.run.status as 'placed' | 'failed' | 'skipped' | 'running',
          order_id: x.run.orderId,
          order_number: x.orderNumber,
          not_ordered: x.run.report ?? [],
        })),
    };
  });
}
export type StandingDto = Awaited<ReturnType<typeof standingDtos>>[number];
