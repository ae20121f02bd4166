import {
  cashHandoverOrders,
  cashHandovers,
  cities,
  type Database,
  deliveryAssignments,
  orders,
  users,
} from '@app/db';
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { z } from 'zod';
import { inScope } from '../access/scope.ts';
import { csvFile } from '../shared/csv.ts';
import { toRupees } from '../shared/money.ts';
import { iso } from '../shared/query.ts';
import type { cashReportInput } from './schemas.ts';
import type { Scope } from './staff.ts';

const confirmer = alias(users, 'confirmer');

/**
 * Staff's cash report (decision 0065): one row per handover (a rider's cash of a day), newest
 * first, with the orders behind it; filtered by Indian day, rider and status, within the city.
 */
export async function cashReport(db: Database, scope: Scope, input: z.infer<typeof cashReportInput>) {
  const rows = await db
    .select({
      h: cashHandovers,
      riderName: users.username,
      cityName: cities.name,
      confirmedBy: confirmer.username,
    })
    .from(cashHandovers)
    .innerJoin(users, eq(users.id, cashHandovers.riderId))
    .leftJoin(cities, eq(cities.id, cashHandovers.cityId))
    .leftJoin(confirmer, eq(confirmer.id, cashHandovers.confirmedById))
    .where(
      and(
        inScope(cashHandovers.cityId, scope, input.city_id),
        input.from ? gte(cashHandovers.day, input.from) : undefined,
        input.to ? lte(cashHandovers.day, input.to) : undefined,
        input.rider_id ? eq(cashHandovers.riderId, input.rider_id) : undefined,
        input.status ? eq(cashHandovers.status, input.status) : undefined,
      ),
    )
    .orderBy(desc(cashHandovers.day), desc(cashHandovers.createdAt))
    .limit(input.limit);
  const lines = await ordersOf(
    db,
    rows.map((r) => r.h.id),
  );
  const items = rows.map(({ h, riderName, cityName, confirmedBy }) => ({
    id: h.id,
    day: h.day,
    rider_id: h.riderId,
    rider_name: riderName,
    city_id: h.cityId,
    city_name: cityName,
    status: h.status,
    order_count: h.orderCount,
    expected: toRupees(h.duePaise),
    collected: toRupees(h.collectedPaise),
    received: h.receivedPaise === null ? null : toRupees(h.receivedPaise),
    difference: h.receivedPaise === null ? null : toRupees(h.receivedPaise - h.duePaise),
    note: h.note,
    handed_over_at: iso(h.createdAt)!,
    confirmed_at: iso(h.confirmedAt),
    confirmed_by_name: confirmedBy,
    orders: lines.get(h.id) ?? [],
  }));
  const sum = (pick: (h: typeof cashHandovers.$inferSelect) => number | null) =>
    toRupees(rows.reduce((s, r) => s + (pick(r.h) ?? 0), 0));
  return {
    items,
    totals: {
      expected: sum((h) => h.duePaise),
      collected: sum((h) => h.collectedPaise),
      received: sum((h) => h.receivedPaise),
      awaiting: rows.filter((r) => r.h.status === 'awaiting').length,
      mismatches: rows.filter((r) => r.h.status === 'mismatch').length,
    },
  };
}

async function ordersOf(db: Database, handoverIds: string[]) {
  const map = new Map<
    string,
    {
      order_id: string;
      order_number: string;
      expected: number;
      collected: number;
      payment_status: (typeof orders.$inferSelect)['paymentStatus'];
    }[]
  >();
  if (handoverIds.length === 0) return map;
  const rows = await db
    .select({
      handoverId: cashHandoverOrders.handoverId,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      paymentStatus: orders.paymentStatus,
      due: deliveryAssignments.cashDuePaise,
      collected: deliveryAssignments.cashCollectedPaise,
    })
    .from(cashHandoverOrders)
    .innerJoin(orders, eq(orders.id, cashHandoverOrders.orderId))
    .innerJoin(deliveryAssignments, eq(deliveryAssignments.id, cashHandoverOrders.assignmentId))
    .where(inArray(cashHandoverOrders.handoverId, handoverIds))
    .orderBy(asc(orders.orderNumber));
  for (const r of rows) {
    const list = map.get(r.handoverId) ?? [];
    list.push({
      order_id: r.orderId,
      order_number: r.orderNumber,
      expected: toRupees(r.due ?? 0),
      collected: toRupees(r.collected ?? 0),
      payment_status: r.paymentStatus,
    });
    map.set(r.handoverId, list);
  }
  return map;
}

const STATUS_LABEL = { awaiting: 'Awaiting confirmation', confirmed: 'Confirmed', mismatch: 'Mismatch' };

/** The same report as CSV: one row per handover, its orders named in the last column. */
export async function cashReportCsv(
  db: Database,
  scope: Scope,
  input: z.infer<typeof cashReportInput>,
  now: number,
) {
  const { items } = await cashReport(db, scope, input);
  return csvFile(
    'cash-handovers',
    now,
    [
      'Day',
      'Rider',
      'City',
      'Status',
      'Orders',
      'Expected (INR)',
      'Collected (INR)',
      'Received (INR)',
      'Difference (INR)',
      'Confirmed by',
      'Note',
      'Order numbers',
    ],
    items.map((h) => [
      h.day,
      h.rider_name,
      h.city_name ?? '',
      STATUS_LABEL[h.status],
      h.order_count,
      h.expected.toFixed(2),
      h.collected.toFixed(2),
      h.received?.toFixed(2) ?? '',
      h.difference?.toFixed(2) ?? '',
      h.confirmed_by_name ?? '',
      h.note,
      h.orders
        .map((o) =>
          o.collected === o.expected
            ? o.order_number
            : `${o.order_number} (${o.collected.toFixed(2)} of ${o.expected.toFixed(2)})`,
        )
        .join('; '),
    ]),
  );
}
