import {
  categories,
  type Database,
  newId,
  orderItems,
  orderParts,
  orders,
  settlementLines,
  settlementRuns,
  settlements,
  type Tx,
  taxDocuments,
  users,
} from '@app/db';
import { and, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { supplied } from '../shared/pricing.ts';
import { istDayOf, istRange, shiftDay, weekdayOf } from '../shared/query.ts';
import { emitEvent } from '../webhooks/index.ts';
import { lineCommission, type Returns, settlementFigures } from './figures.ts';

/** The Monday (YYYY-MM-DD) of the week, Monday to Sunday, that holds `day`. */
export const mondayOf = (day: string) => shiftDay(day, -((weekdayOf(day) + 6) % 7));

/**
 * Supplier lines of delivered orders, delivered before `before` (epoch ms) and in no settlement
 * yet; a rejected part's lines were never supplied. One supplier's, or everyone's.
 */
export function unsettledLines(db: Database | Tx, before: number, supplierId?: string) {
  return db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      supplierId: orderParts.supplierId,
      productId: orderItems.productId,
      soldBy: orderItems.soldBy,
      quantity: orderItems.quantity,
      shortQuantity: orderItems.shortQuantity,
      pricePaise: orderItems.pricePaise,
      lineTotalPaise: orderItems.lineTotalPaise,
      taxPaise: orderItems.taxPaise,
      sellerGstin: orderItems.sellerGstin,
      commissionBps: categories.commissionBps,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(
      orderParts,
      and(eq(orderParts.orderId, orders.id), eq(orderParts.supplierId, orderItems.supplierId)),
    )
    .leftJoin(categories, eq(categories.id, orderItems.categoryId))
    .leftJoin(settlementLines, eq(settlementLines.orderItemId, orderItems.id))
    .where(
      and(
        eq(orders.status, 'delivered'),
        lt(orders.deliveredAt, before),
        ne(orderParts.status, 'rejected'),
        isNull(settlementLines.orderItemId),
        supplierId ? eq(orderParts.supplierId, supplierId) : undefined,
      ),
    );
}

type Line = Awaited<ReturnType<typeof unsettledLines>>[number];

/** What was delivered of a line: a supplier that shipped less is paid for what it shipped. */
export const settledLine = (l: Line) => ({
  taxablePaise: supplied(l).lineTotalPaise,
  taxPaise: supplied(l).taxPaise,
  // A category deleted since falls back to the default rate.
  commissionBps: l.commissionBps ?? 500,
  registered: l.sellerGstin !== null,
});

/** Credit notes the supplier issued on these orders after their delivery: goods returned. */
export async function returnsOf(db: Database | Tx, supplierId: string, orderIds: string[]): Promise<Returns> {
  if (orderIds.length === 0) return { taxablePaise: 0, taxPaise: 0, registeredTaxablePaise: 0 };
  const original = alias(taxDocuments, 'original');
  const notes = await db
    .select({ doc: taxDocuments, originalKind: original.kind })
    .from(taxDocuments)
    .leftJoin(original, eq(original.id, taxDocuments.againstId))
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(
      and(
        eq(taxDocuments.sellerId, supplierId),
        eq(taxDocuments.kind, 'credit_note'),
        inArray(taxDocuments.orderId, orderIds),
        // Before delivery a credit note cancels what was never supplied (a short line, a rejected
        // part): that is already out of the settled lines.
        gt(taxDocuments.issuedAt, orders.deliveredAt),
      ),
    );
  const sum = (f: (n: (typeof notes)[number]) => number) => notes.reduce((s, n) => s + f(n), 0);
  return {
    taxablePaise: sum((n) => n.doc.taxablePaise),
    taxPaise: sum((n) => n.doc.cgstPaise + n.doc.sgstPaise + n.doc.igstPaise),
    registeredTaxablePaise: sum((n) => (n.originalKind === 'tax_invoice' ? n.doc.taxablePaise : 0)),
  };
}

const BATCH = 200;

/**
 * Closes the week that ended just before `monday`: one settlement per supplier holding its
 * unsettled lines delivered before then (a straggler from an earlier week is taken in too), each
 * line in exactly one settlement. Returns how many settlements it made.
 */
export async function settleWeek(tx: Tx, monday: string, now: number) {
  const before = istRange({ from: monday }).start!;
  const periodStart = shiftDay(monday, -7);
  const periodEnd = shiftDay(monday, -1);
  const bySupplier = new Map<string, Line[]>();
  for (const l of await unsettledLines(tx, before))
    bySupplier.set(l.supplierId, [...(bySupplier.get(l.supplierId) ?? []), l]);
  let made = 0;
  for (const [supplierId, lines] of bySupplier) {
    const orderIds = [...new Set(lines.map((l) => l.orderId))];
    const figures = settlementFigures(lines.map(settledLine), await returnsOf(tx, supplierId, orderIds));
    const [supplier] = await tx.select({ cityId: users.cityId }).from(users).where(eq(users.id, supplierId));
    const [settlement] = await tx
      .insert(settlements)
      .values({
        id: newId('stl'),
        supplierId,
        cityId: supplier?.cityId ?? null,
        periodStart,
        periodEnd,
        orderCount: orderIds.length,
        lineCount: lines.length,
        ...figures,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: settlements.id });
    if (!settlement) continue;
    for (let i = 0; i < lines.length; i += BATCH)
      await tx.insert(settlementLines).values(
        lines.slice(i, i + BATCH).map((l) => {
          const settled = settledLine(l);
          return {
            settlementId: settlement.id,
            orderItemId: l.id,
            orderId: l.orderId,
            commissionBps: settled.commissionBps,
            commissionPaise: lineCommission(settled),
          };
        }),
      );
    await notify(
      tx,
      supplierId,
      {
        type: 'settlement_ready',
        title: msg('settlement.ready.title', { start: periodStart, end: periodEnd }),
        message: msg('settlement.ready.message', {
          amount: formatRupees(toRupees(figures.payablePaise)),
          count: orderIds.length,
        }),
      },
      now,
    );
    await emitEvent(
      tx,
      'settlement.ready',
      {
        settlement_id: settlement.id,
        supplier_id: supplierId,
        period_start: periodStart,
        period_end: periodEnd,
        order_count: orderIds.length,
        payable_amount: toRupees(figures.payablePaise),
      },
      { supplierId, cityId: supplier?.cityId ?? null },
      now,
    );
    made += 1;
  }
  return made;
}

/**
 * Background work: once a week has ended (Monday 00:00 in India), settle it. Runs every few
 * seconds, so the common case is one primary-key read; the run row is the claim that keeps two
 * runs at once from settling the same week.
 */
export async function closeSettlements(db: Database, now: number) {
  const monday = mondayOf(istDayOf(now));
  const periodEnd = shiftDay(monday, -1);
  const [done] = await db
    .select({ periodEnd: settlementRuns.periodEnd })
    .from(settlementRuns)
    .where(eq(settlementRuns.periodEnd, periodEnd));
  if (done) return 0;
  return db.write(async (tx) => {
    const [claimed] = await tx
      .insert(settlementRuns)
      .values({ periodEnd, ranAt: now })
      .onConflictDoNothing()
      .returning({ periodEnd: settlementRuns.periodEnd });
    return claimed ? settleWeek(tx, monday, now) : 0;
  });
}
