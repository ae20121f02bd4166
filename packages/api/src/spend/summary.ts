import { claims, type Database, orders, taxDocuments } from '@app/db';
import { and, count, eq, inArray, ne, sum } from 'drizzle-orm';
import { toRupees } from '../shared/money.ts';
import { istDayOf, withinRange } from '../shared/query.ts';
import { type ChargedLine, chargedLines, orderRows } from './counted.ts';
import type { SpendGroup, SpendRange } from './schemas.ts';

/** The row of the delivery and platform fees (and, by category, suppliers' charges): no one category or supplier. */
export const FEES_KEY = 'fees';
/** The operator's own listings, sold by no supplier. */
export const OPERATOR_KEY = 'operator';

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

async function grouped(db: Database, customerId: string, range: SpendRange, by: SpendGroup) {
  const groups = new Map<string, Sums>();
  const placed = await orderRows(db, customerId, range);
  if (by === 'month') {
    for (const o of placed) {
      const month = istDayOf(o.createdAt).slice(0, 7);
      const g = group(groups, month, month);
      g.goods += o.subtotalPaise;
      g.gst += o.gstPaise;
      g.fees += o.chargesPaise + o.feesPaise;
      g.total += o.totalPaise;
      g.orders.add(o.id);
    }
    return { placed, groups };
  }
  for (const l of await chargedLines(db, customerId, range)) {
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

const amounts = (g: Omit<Sums, 'name' | 'orders'>) => ({
  goods_value: toRupees(g.goods),
  gst: toRupees(g.gst),
  fees: toRupees(g.fees),
  total: toRupees(g.total),
});

/**
 * A customer's spend in a range of India days (decision 0099), grouped by the month placed, the
 * category or the supplier; totals read the orders' own amounts. Credit notes issued and claims
 * approved in the range are told apart: the orders' amounts already have them taken off.
 */
export async function spendSummary(
  db: Database,
  customerId: string,
  input: SpendRange & { group_by: SpendGroup },
) {
  const { placed, groups } = await grouped(db, customerId, input, input.group_by);
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
    ...(await recovered(db, customerId, input)),
  };
}

/** Credit notes issued on the customer's kept orders, and claims approved for it, in the range. */
async function recovered(db: Database, customerId: string, range: SpendRange) {
  const [notes] = await db
    .select({ count: count(), paise: sum(taxDocuments.totalPaise) })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        ne(orders.status, 'cancelled'),
        eq(taxDocuments.kind, 'credit_note'),
        withinRange(taxDocuments.issuedAt, range),
      ),
    );
  const [approved] = await db
    .select({ count: count(), paise: sum(claims.creditPaise) })
    .from(claims)
    .where(
      and(
        eq(claims.customerId, customerId),
        inArray(claims.status, ['approved', 'partly_approved']),
        withinRange(claims.decidedAt, range),
      ),
    );
  return {
    credit_notes: { count: notes?.count ?? 0, amount: toRupees(Number(notes?.paise ?? 0)) },
    claims: { count: approved?.count ?? 0, amount: toRupees(Number(approved?.paise ?? 0)) },
  };
}
