import { type Database, settlements, users } from '@app/db';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { reaches } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import { queueChannelMessages } from '../channels/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { iso, istDayOf, offsetOf, shiftDay } from '../shared/query.ts';
import { settlementFigures } from './figures.ts';
import type { markPaidInput, settlementPageInput, staffSettlementPageInput } from './schemas.ts';
import { mondayOf, returnsOf, settledLine, unsettledLines } from './settle.ts';
import { canMoveSettlement } from './status.ts';

type Row = typeof settlements.$inferSelect;
type Scope = { cityId: string | null };

const rupees = (f: ReturnType<typeof settlementFigures>) => ({
  taxable_value: toRupees(f.taxablePaise),
  gst: toRupees(f.gstPaise),
  gross_value: toRupees(f.grossPaise),
  returns_value: toRupees(f.returnsPaise),
  commission: toRupees(f.commissionPaise),
  commission_gst: toRupees(f.commissionGstPaise),
  tcs: toRupees(f.tcsPaise),
  tds: toRupees(f.tdsPaise),
  payable: toRupees(f.payablePaise),
});

const dto = (s: Row, supplierName: string) => ({
  id: s.id,
  supplier_id: s.supplierId,
  supplier_name: supplierName,
  city_id: s.cityId,
  period_start: s.periodStart,
  period_end: s.periodEnd,
  order_count: s.orderCount,
  line_count: s.lineCount,
  ...rupees(s),
  status: s.status,
  reference: s.reference,
  paid_at: iso(s.paidAt),
  created_at: iso(s.createdAt)!,
});

const supplierName = users.restaurantName;

async function settlementPage(
  db: Database,
  where: SQL | undefined,
  input: { page: number; page_size: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ s: settlements, name: supplierName, username: users.username })
      .from(settlements)
      .innerJoin(users, eq(users.id, settlements.supplierId))
      .where(where)
      .orderBy(desc(settlements.periodEnd), desc(settlements.createdAt))
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size)),
    db.select({ n: count() }).from(settlements).where(where),
  ]);
  return {
    items: rows.map((r) => dto(r.s, r.name || r.username)),
    total: total?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

/**
 * The week still open: what the supplier has been delivered so far and would be paid if the week
 * closed now, and the day its settlement is drawn up (the next Monday, India time).
 */
async function openWeek(db: Database, supplierId: string, now: number) {
  const lines = await unsettledLines(db, now + 1, supplierId);
  const orderIds = [...new Set(lines.map((l) => l.orderId))];
  const figures = settlementFigures(lines.map(settledLine), await returnsOf(db, supplierId, orderIds));
  const monday = mondayOf(istDayOf(now));
  return {
    period_start: monday,
    period_end: shiftDay(monday, 6),
    settles_on: shiftDay(monday, 7),
    order_count: orderIds.length,
    line_count: lines.length,
    ...rupees(figures),
  };
}

/** A supplier's own settlements, newest first, and the week still open. */
export async function supplierSettlements(
  db: Database,
  supplierId: string,
  input: z.infer<typeof settlementPageInput>,
  now: number,
) {
  const [page, upcoming] = await Promise.all([
    settlementPage(db, eq(settlements.supplierId, supplierId), input),
    openWeek(db, supplierId, now),
  ]);
  return { ...page, upcoming };
}

/** Staff: settlements of suppliers in their city (every city for the super admin). */
export function staffSettlements(
  db: Database,
  scope: Scope,
  input: z.infer<typeof staffSettlementPageInput>,
) {
  return settlementPage(
    db,
    and(
      inScope(settlements.cityId, scope, input.city_id),
      input.status ? eq(settlements.status, input.status) : undefined,
    ),
    input,
  );
}

/** A settlement its supplier, or staff reaching its city, may read; anyone else gets 404. */
export async function readableSettlement(
  db: Database,
  reader: { supplierId?: string; scope?: Scope },
  id: string,
) {
  const [row] = await db
    .select({ s: settlements, name: supplierName, username: users.username })
    .from(settlements)
    .innerJoin(users, eq(users.id, settlements.supplierId))
    .where(eq(settlements.id, id));
  const allowed =
    row &&
    (reader.supplierId ? row.s.supplierId === reader.supplierId : reaches(reader.scope!, row.s.cityId));
  if (!allowed) throw fail.notFound(msg('error.settlements.notFound'));
  return { row: row.s, supplierName: row.name || row.username };
}

/** Staff record the bank transfer that paid a settlement; once only, audit-logged, supplier told. */
export async function markSettlementPaid(
  db: Database,
  scope: Scope,
  actorId: string,
  input: z.infer<typeof markPaidInput>,
  now: number,
) {
  const { row } = await readableSettlement(db, { scope }, input.id);
  if (!canMoveSettlement('staff', row.status, 'paid'))
    throw fail.conflict(
      'already_paid',
      msg('error.settlements.alreadyPaid', { reference: String(row.reference) }),
    );
  return db.write(async (tx) => {
    const [paid] = await tx
      .update(settlements)
      .set({ status: 'paid', reference: input.reference, paidAt: now, paidById: actorId })
      .where(and(eq(settlements.id, row.id), eq(settlements.status, 'ready')))
      .returning();
    if (!paid) throw fail.conflict('already_paid', msg('error.settlements.paidMeanwhile'));
    await audit(
      tx,
      {
        actorId,
        action: 'settlement.paid',
        entity: 'settlement',
        entityId: row.id,
        before: { status: row.status },
        after: { status: 'paid', reference: input.reference },
      },
      now,
    );
    await notify(
      tx,
      row.supplierId,
      {
        type: 'settlement_paid',
        title: msg('settlement.paid.title', { start: row.periodStart, end: row.periodEnd }),
        message: msg('settlement.paid.message', {
          amount: formatRupees(toRupees(row.payablePaise)),
          reference: input.reference,
        }),
      },
      now,
    );
    await queueChannelMessages(
      tx,
      'settlement_paid',
      [row.supplierId],
      { amount: formatRupees(toRupees(row.payablePaise)), reference: input.reference },
      { key: row.id, now },
    );
    return { ok: true, id: paid.id };
  });
}
