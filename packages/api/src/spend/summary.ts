import { claims, type Database, orders, outlets, taxDocuments } from '@app/db';
import { and, count, eq, inArray, ne, sum } from 'drizzle-orm';
import type { ReportReach } from '../business/index.ts';
import { toRupees } from '../shared/money.ts';
import { istDayOf, withinRange } from '../shared/query.ts';
import { type ChargedLine, chargedLines, orderRows } from './counted.ts';
import type { SpendGroup, SpendRange } from './schemas.ts';

/** The row of the delivery and platform fees (and, by category, suppliers' charges): no one category or supplier. */
export const FEES_KEY = 'fees';
/** The operator's own listings, sold by no supplier. */
export const OPERATOR_KEY = 'operator';
/** An owner's orders placed before ordering per outlet (decision 0112) that name no outlet. */
export const NO_OUTLET_KEY = 'none';

interface Sums {
  name: string | null;
  goods: number;
  gst: number;
  fees: number;
  total: number;
  orders: Set<string>;
}

const group = (groups: Map<string, Sums>, key: string, name: string | null) => {
  const g = groups.get(key) ?? { name, goods: 0, gst: 0, fees: 0, total: 0, orders: new Set<string>() };
  groups.set(key, g);
  return g;
};

/** Where a line's amounts go when grouped by category or supplier. */
function lineGroup(l: ChargedLine, by: 'category' | 'supplier'): [string, string | null] {
  if (by === 'supplier')
    return l.line.supplierId ? [l.line.supplierId, l.supplierName] : [OPERATOR_KEY, null];
  return l.line.kind === 'goods' ? [l.line.categoryId, l.categoryName] : [FEES_KEY, null];
}

async function grouped(db: Database, reach: ReportReach, range: SpendRange, by: SpendGroup) {
  const groups = new Map<string, Sums>();
  const placed = await orderRows(db, reach, range);
  if (by === 'month' || by === 'outlet') {
    const names = by === 'outlet' ? await outletNames(db, placed) : new Map<string, string>();
    for (const o of placed) {
      const month = istDayOf(o.createdAt).slice(0, 7);
      const key = by === 'month' ? month : (o.outletId ?? NO_OUTLET_KEY);
      const g = group(groups, key, by === 'month' ? month : (names.get(key) ?? null));
      g.goods += o.subtotalPaise;
      g.gst += o.gstPaise;
      g.fees += o.chargesPaise + o.feesPaise;
      g.total += o.totalPaise;
      g.orders.add(o.id);
    }
    return { placed, groups };
  }
  for (const l of await chargedLines(db, reach, range)) {
    const g = group(groups, ...lineGroup(l, by));
    if (l.line.kind === 'goods') g.goods += l.taxablePaise;
    else g.fees += l.taxablePaise;
    g.gst += l.taxPaise;
    g.total += l.taxablePaise + l.taxPaise;
    g.orders.add(l.line.orderId);
  }
  for (const o of placed.filter((o) => o.feesPaise > 0)) {
    const g = group(groups, FEES_KEY, null);
    g.fees += o.feesPaise;
    g.total += o.feesPaise;
    g.orders.add(o.id);
  }
  return { placed, groups };
}

/** The outlets' names, for the rows by outlet. */
async function outletNames(db: Database, placed: { outletId: string | null }[]) {
  const ids = [...new Set(placed.flatMap((o) => (o.outletId ? [o.outletId] : [])))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: outlets.id, name: outlets.name })
    .from(outlets)
    .where(inArray(outlets.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const amounts = (g: Omit<Sums, 'name' | 'orders'>) => ({
  goods_value: toRupees(g.goods),
  gst: toRupees(g.gst),
  fees: toRupees(g.fees),
  total: toRupees(g.total),
});

/**
 * A business's spend in a range of India days (decision 0099), of the outlets the caller reads
 * (decision 0112), grouped by the month placed, the outlet, the category or the supplier; totals
 * read the orders' own amounts. Credit notes issued and claims approved in the range are told
 * apart: the orders' amounts already have them taken off.
 */
export async function spendSummary(
  db: Database,
  reach: ReportReach,
  input: SpendRange & { group_by: SpendGroup },
) {
  const { placed, groups } = await grouped(db, reach, input, input.group_by);
  const rows = [...groups.entries()]
    .map(([key, g]) => ({ key, name: g.name, ...amounts(g), orders: g.orders.size }))
    .sort((a, b) =>
      input.group_by === 'month'
        ? a.key.localeCompare(b.key)
        : Number(a.key === FEES_KEY) - Number(b.key === FEES_KEY) || b.total - a.total,
    );
  const totals = placed.reduce(
    (t, o) => ({
      goods: t.goods + o.subtotalPaise,
      gst: t.gst + o.gstPaise,
      fees: t.fees + o.chargesPaise + o.feesPaise,
      total: t.total + o.totalPaise,
    }),
    { goods: 0, gst: 0, fees: 0, total: 0 },
  );
  return {
    from: input.from,
    to: input.to,
    group_by: input.group_by,
    rows,
    totals: { ...amounts(totals), orders: placed.length },
    ...(await recovered(db, reach, input)),
  };
}

/** Credit notes issued on the business's kept orders, and claims approved on them, in the range. */
async function recovered(db: Database, reach: ReportReach, range: SpendRange) {
  const ofOutlets = reach.outletIds ? inArray(orders.outletId, reach.outletIds) : undefined;
  const [notes] = await db
    .select({ count: count(), paise: sum(taxDocuments.totalPaise) })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(
      and(
        eq(orders.customerId, reach.customerId),
        ofOutlets,
        ne(orders.status, 'cancelled'),
        eq(taxDocuments.kind, 'credit_note'),
        withinRange(taxDocuments.issuedAt, range),
      ),
    );
  const [approved] = await db
    .select({ count: count(), paise: sum(claims.creditPaise) })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(
      and(
        eq(claims.customerId, reach.customerId),
        ofOutlets,
        inArray(claims.status, ['approved', 'partly_approved']),
        withinRange(claims.decidedAt, range),
      ),
    );
  return {
    credit_notes: { count: notes?.count ?? 0, amount: toRupees(Number(notes?.paise ?? 0)) },
    claims: { count: approved?.count ?? 0, amount: toRupees(Number(approved?.paise ?? 0)) },
  };
}
