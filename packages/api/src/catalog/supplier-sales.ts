import { type Database, orderItems, orderParts, orders } from '@app/db';
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import { isRevenueOrder } from '../analytics/index.ts';
import { mondayOf } from '../settlements/index.ts';
import { fromStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { supplied } from '../shared/pricing.ts';
import { istDayOf, istRange, shiftDay } from '../shared/query.ts';

export const SALES_WEEKS = 8;

const productOf = (
  l: Pick<typeof orderItems.$inferSelect, 'productId' | 'productName' | 'unit' | 'soldBy'>,
) => ({
  productId: l.productId,
  name: l.productName,
  unit: l.unit,
  soldBy: l.soldBy,
  stored: 0,
  paise: 0,
  orders: new Set<string>(),
});

/**
 * A supplier's sales over this week and the seven before it (Monday to Sunday, India time, by
 * order date), per week and per product. A sale is a goods line of an order the admin console
 * counts as revenue (paid or delivered, never cancelled or refunded), less what the supplier did
 * not ship: a rejected part's lines and short quantities are out, as in its settlements. Amounts
 * are the taxable value, before GST.
 */
export async function supplierSales(db: Database, supplierId: string, now: number) {
  const thisWeek = mondayOf(istDayOf(now));
  const from = shiftDay(thisWeek, -7 * (SALES_WEEKS - 1));
  const to = shiftDay(thisWeek, 6);
  const { start, end } = istRange({ from, to });
  const lines = await db
    .select({
      createdAt: orders.createdAt,
      orderId: orders.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      unit: orderItems.unit,
      soldBy: orderItems.soldBy,
      quantity: orderItems.quantity,
      shortQuantity: orderItems.shortQuantity,
      pricePaise: orderItems.pricePaise,
      lineTotalPaise: orderItems.lineTotalPaise,
      taxPaise: orderItems.taxPaise,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(
      orderParts,
      and(eq(orderParts.orderId, orders.id), eq(orderParts.supplierId, orderItems.supplierId)),
    )
    .where(
      and(
        eq(orderItems.supplierId, supplierId),
        eq(orderItems.kind, 'goods'),
        ne(orderParts.status, 'rejected'),
        gte(orders.createdAt, start!),
        lt(orders.createdAt, end!),
        isRevenueOrder,
      ),
    );

  const weeks = Array.from({ length: SALES_WEEKS }, (_, i) => ({
    week_start: shiftDay(from, 7 * i),
    paise: 0,
    orders: new Set<string>(),
  }));
  const byProduct = new Map<string, ReturnType<typeof productOf>>();
  for (const l of lines) {
    const got = supplied(l);
    if (got.quantity === 0) continue;
    const week = weeks.find((w) => w.week_start === mondayOf(istDayOf(l.createdAt)))!;
    week.paise += got.lineTotalPaise;
    week.orders.add(l.orderId);
    // A deleted listing's lines keep their snapshot: they group by name and unit.
    const key = l.productId ?? `${l.productName}\u0000${l.unit}`;
    const p = byProduct.get(key) ?? productOf(l);
    p.stored += got.quantity;
    p.paise += got.lineTotalPaise;
    p.orders.add(l.orderId);
    byProduct.set(key, p);
  }
  const products = [...byProduct.values()].sort((a, b) => b.paise - a.paise || a.name.localeCompare(b.name));
  return {
    from,
    to,
    total: toRupees(weeks.reduce((s, w) => s + w.paise, 0)),
    weeks: weeks.map((w) => ({ week_start: w.week_start, orders: w.orders.size, sales: toRupees(w.paise) })),
    products: products.map((p) => ({
      product_id: p.productId,
      name: p.name,
      unit: p.unit,
      sold_by: p.soldBy,
      quantity: fromStored(p.stored, p.soldBy),
      orders: p.orders.size,
      sales: toRupees(p.paise),
    })),
  };
}
