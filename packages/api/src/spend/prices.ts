import { catalogItems, type Database, products, supplierReliability, users } from '@app/db';
import type { SoldBy } from '@app/db/enums';
import { and, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ReportReach } from '../business/index.ts';
import { toRupees } from '../shared/money.ts';
import { istDayOf } from '../shared/query.ts';
import { parseUnit } from '../shared/unit-price.ts';
import { type ChargedLine, chargedLines } from './counted.ts';
import type { SpendRange } from './schemas.ts';

/** Kg, litre or piece when the unit can be read; else the pack as written. */
export type Per = 'kg' | 'l' | 'pc' | 'pack';

/**
 * A good supplier to compare with (decision 0099): rated on enough parts, and at least this share
 * of its orders filled and handed over on time in its last 30 days (decision 0090's figures).
 */
export const GOOD_FILL_RATE = 90;
export const GOOD_ON_TIME_RATE = 90;

/** How many base units `stored` is (grams and millilitres are thousandths), and which base. */
function measured(soldBy: SoldBy, unit: string, stored: number): { per: Per; amount: number } {
  if (soldBy !== 'pack') return { per: soldBy === 'kg' ? 'kg' : 'l', amount: stored / 1000 };
  const pack = parseUnit(unit);
  return pack ? { per: pack.base, amount: stored * pack.quantity } : { per: 'pack', amount: stored };
}

const keyOf = (l: ChargedLine, per: Per) =>
  `${l.itemId ? `item:${l.itemId}` : `product:${l.line.productId ?? l.line.productName}`}|${per}`;

const previousMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

const changePct = (now: number, before: number | undefined) =>
  before ? Math.round(((now - before) / before) * 1000) / 10 : null;

/**
 * Today's lowest price per base unit of each item from in-stock listings of good suppliers the
 * customer's city may buy from. Offers' past prices are not kept, so this is today's, not the day's.
 */
async function cheapestToday(db: Database, customerId: string, itemIds: string[]) {
  const cheapest = new Map<string, { paise: number; supplierName: string }>();
  if (itemIds.length === 0) return cheapest;
  const [me] = await db.select({ cityId: users.cityId }).from(users).where(eq(users.id, customerId));
  const offers = await db
    .select({
      itemId: products.itemId,
      soldBy: products.soldBy,
      unit: products.unit,
      pricePaise: products.pricePaise,
      supplierName: users.restaurantName,
    })
    .from(products)
    .innerJoin(supplierReliability, eq(supplierReliability.supplierId, products.supplierId))
    .innerJoin(users, eq(users.id, products.supplierId))
    .where(
      and(
        inArray(products.itemId, itemIds),
        eq(products.approvalStatus, 'approved'),
        eq(products.isActive, true),
        eq(products.expired, false),
        sql`${products.stockQuantity} >= ${products.minQuantity}`,
        me?.cityId ? or(isNull(products.cityId), eq(products.cityId, me.cityId)) : isNull(products.cityId),
        eq(supplierReliability.status, 'rated'),
        gte(supplierReliability.fillRate, GOOD_FILL_RATE),
        gte(supplierReliability.onTimeRate, GOOD_ON_TIME_RATE),
      ),
    );
  for (const o of offers) {
    // One base unit's price: a pack's price over what it holds.
    const { per, amount } = measured(o.soldBy, o.unit, o.soldBy === 'pack' ? 1 : 1000);
    const key = `item:${o.itemId}|${per}`;
    const paise = Math.round(o.pricePaise / amount);
    if (paise < (cheapest.get(key)?.paise ?? Number.POSITIVE_INFINITY))
      cheapest.set(key, { paise, supplierName: o.supplierName });
  }
  return cheapest;
}

interface Bought {
  itemId: string | null;
  name: string;
  per: Per;
  months: Map<string, { paise: number; amount: number }>;
  lines: { paise: number; amount: number }[];
}

/**
 * What the customer paid per kg, litre, piece or pack of each thing it bought, month by month
 * (before GST, as supplied: short quantities out), with the change on the month before; and what it
 * would have saved at today's cheapest good offer of the same catalogue item.
 */
export async function spendPrices(db: Database, reach: ReportReach, range: SpendRange) {
  const bought = new Map<string, Bought>();
  for (const l of await chargedLines(db, reach, range)) {
    if (l.line.kind !== 'goods' || l.quantity <= 0) continue;
    const { per, amount } = measured(l.line.soldBy, l.line.unit, l.quantity);
    const key = keyOf(l, per);
    const b: Bought = bought.get(key) ?? {
      itemId: l.itemId,
      name: l.line.productName,
      per,
      months: new Map(),
      lines: [],
    };
    bought.set(key, b);
    const month = istDayOf(l.createdAt).slice(0, 7);
    const m = b.months.get(month) ?? { paise: 0, amount: 0 };
    b.months.set(month, { paise: m.paise + l.suppliedPaise, amount: m.amount + amount });
    b.lines.push({ paise: l.suppliedPaise, amount });
  }
  const itemIds = [...new Set([...bought.values()].flatMap((b) => (b.itemId ? [b.itemId] : [])))];
  const names = new Map(
    itemIds.length === 0
      ? []
      : (
          await db
            .select({ id: catalogItems.id, name: catalogItems.name })
            .from(catalogItems)
            .where(inArray(catalogItems.id, itemIds))
        ).map((i) => [i.id, i.name]),
  );
  const cheapest = await cheapestToday(db, reach.customerId, itemIds);
  const items = [...bought.entries()].map(([key, b]) => {
    const price = new Map([...b.months].map(([month, m]) => [month, Math.round(m.paise / m.amount)]));
    const months = [...b.months.keys()].sort().map((month) => ({
      month,
      quantity: Math.round(b.months.get(month)!.amount * 1000) / 1000,
      spent: toRupees(b.months.get(month)!.paise),
      price: toRupees(price.get(month)!),
      change_pct: changePct(price.get(month)!, price.get(previousMonth(month))),
    }));
    const best = cheapest.get(key);
    const savings = best
      ? b.lines.reduce((s, l) => s + Math.max(0, Math.round(l.paise - best.paise * l.amount)), 0)
      : 0;
    return {
      key,
      item_id: b.itemId,
      name: (b.itemId && names.get(b.itemId)) || b.name,
      per: b.per,
      spent: toRupees(b.lines.reduce((s, l) => s + l.paise, 0)),
      price: months[months.length - 1]!.price,
      change_pct: months[months.length - 1]!.change_pct,
      months,
      cheapest_today: best ? { price: toRupees(best.paise), supplier_name: best.supplierName } : null,
      savings: toRupees(savings),
    };
  });
  items.sort((a, b) => b.spent - a.spent || a.name.localeCompare(b.name));
  return {
    from: range.from,
    to: range.to,
    compared_with: 'todays_offers' as const,
    items,
    savings: toRupees(Math.round(items.reduce((s, i) => s + i.savings * 100, 0))),
  };
}
