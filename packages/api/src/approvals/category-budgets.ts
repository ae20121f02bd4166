import { cartItems, categories, categoryBudgets, type Database, orderItems, orders, products } from '@app/db';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Read } from '../orders/index.ts';
import { lineAmount } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { lineTaxes, taxedLines } from '../shared/pricing.ts';
import { monthStart } from './months.ts';

/**
 * What an outlet's orders of this IST month (cancelled ones aside, as its budget counts them) spent
 * on a category's goods (decision 0118): each goods line with its GST, less what was not shipped.
 * Fees and suppliers' delivery charges belong to no category: they count on the outlet's budget only.
 */
export const categorySpentSql = (outletId: SQL | string, categoryId: SQL | string, now: number) =>
  sql<number>`(select coalesce(sum((i.line_total_paise + i.tax_paise) * (i.quantity - i.short_quantity)
    / i.quantity), 0) from ${orderItems} i join ${orders} o on o.id = i.order_id
    where o.outlet_id = ${outletId} and o.created_at >= ${monthStart(now)} and o.status != 'cancelled'
    and i.kind = 'goods' and i.category_id = ${categoryId})`;

export interface CategoryBudget {
  categoryId: string;
  name: string;
  budgetPaise: number;
  spentPaise: number;
}

/** The outlet's category budgets with this month's spending, as one JSON column of a statement. */
export const categoryBudgetsSql = (outletId: SQL | string, now: number) =>
  sql<string>`(select json_group_array(json_object('categoryId', c.category_id, 'name', c.name,
    'budgetPaise', c.budget, 'spentPaise', c.spent)) from (
    select cb.category_id, k.name, cb.monthly_budget_paise as budget,
      ${categorySpentSql(sql`cb.outlet_id`, sql`cb.category_id`, now)} as spent
    from ${categoryBudgets} cb join ${categories} k on k.id = cb.category_id
    where cb.outlet_id = ${outletId} order by k.sort_order, k.name) c)`;

export const parseCategoryBudgets = (json: string | null): CategoryBudget[] =>
  json ? (JSON.parse(json) as CategoryBudget[]) : [];

/**
 * What this order spends per category: each goods line at its taxable value plus its GST, the GST
 * shared out exactly as the order's lines will carry it (taxed with the charges, as writeOrder does).
 */
export function orderSpendByCategory(read: Pick<Read, 'cart' | 'priced' | 'charges'>) {
  const taxes = lineTaxes(taxedLines([...read.priced, ...read.charges]));
  const spend = new Map<string, number>();
  read.cart.forEach((l, i) => {
    const paise = lineAmount(l.pricePaise, l.quantity, l.soldBy) + taxes[i]!;
    spend.set(l.categoryId, (spend.get(l.categoryId) ?? 0) + paise);
  });
  return spend;
}

/** A category budget as answered: rupees, and what is left (never below 0). */
export const categoryBudgetView = (c: CategoryBudget) => ({
  category_id: c.categoryId,
  category_name: c.name,
  monthly_budget: toRupees(c.budgetPaise),
  spent: toRupees(c.spentPaise),
  left: toRupees(Math.max(0, c.budgetPaise - c.spentPaise)),
});

/** The categories of the outlet's cart: the category budgets the cart screen shows. */
export async function cartCategories(db: Database, userId: string, outletId: string) {
  const rows = await db
    .selectDistinct({ id: products.categoryId })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), sql`${cartItems.outletId} is ${outletId}`));
  return new Set(rows.map((r) => r.id));
}
