import {
  type Database,
  products,
  standingOrderLines,
  type standingOrderRuns,
  standingOrders,
  supplierTerms,
  users,
} from '@app/db';
import { asc, eq } from 'drizzle-orm';
import { atPrice, type CartLine, lineIssue, listingColumns, termsIn } from '../cart/index.ts';
import { type Language, type Message, msg, render } from '../messages/index.ts';
import { formatQuantity } from '../shared/measure.ts';
import { dayRefusal, minimumRefusal, supplierSubtotals, termsOf } from '../terms/index.ts';

type Run = typeof standingOrderRuns.$inferSelect;
export interface NotOrdered {
  name: string | null;
  reason: string;
}

/** What a run for `day` would order: the standing lines at that date's quantities, priced as checkout prices them. */
export async function runLines(
  db: Database,
  standingId: string,
  cityId: string | null,
  day: string,
  run?: Run,
) {
  const rows = await db
    .select({
      id: standingOrderLines.id,
      productId: standingOrderLines.productId,
      quantity: standingOrderLines.quantity,
      ...listingColumns(standingOrders.customerId, cityId, day),
    })
    .from(standingOrderLines)
    .innerJoin(standingOrders, eq(standingOrders.id, standingOrderLines.standingOrderId))
    .innerJoin(products, eq(products.id, standingOrderLines.productId))
    .innerJoin(users, eq(users.id, products.supplierId))
    .leftJoin(supplierTerms, termsIn(cityId))
    .where(eq(standingOrderLines.standingOrderId, standingId))
    .orderBy(asc(standingOrderLines.position));
  const changed = new Map(run?.lines?.map((l) => [l.productId, l.quantity]));
  return rows
    .map((r) => ({ ...r, quantity: changed.get(r.productId) ?? r.quantity }))
    .filter((r) => r.quantity > 0)
    .map(atPrice);
}

/** Why a run cannot order a line, in a run's words (the cart's ask the buyer to fix the cart). */
function runIssue(l: CartLine): Message {
  const { name } = l;
  if (!l.live) return msg('error.standing.lineGone', { name });
  if (l.stock <= 0) return msg('error.standing.lineOut', { name });
  if (l.quantity > l.stock)
    return msg('error.standing.lineShort', { name, stock: formatQuantity(l.stock, l.soldBy) });
  return lineIssue(l)!;
}

/**
 * The lines a run can order, and each it cannot with why: a line that cannot be bought as it is,
 * and every line of a supplier whose minimum it misses or that does not deliver on the date (a
 * dated run: one with a slot).
 * Checkout would refuse the whole order for any of them; a run orders the rest and reports these.
 */
export function sortLines(
  lines: CartLine[],
  run: { day: string; dated: boolean; now: number; language: Language },
) {
  const { day, now, language } = run;
  const notOrdered: NotOrdered[] = [];
  let kept = lines.filter((l) => {
    const issue = lineIssue(l) && runIssue(l);
    if (issue) notOrdered.push({ name: l.name, reason: render(language, issue) });
    return !issue;
  });
  const subtotals = supplierSubtotals(kept);
  for (const terms of termsOf(kept)) {
    const refusal = minimumRefusal([terms], subtotals) ?? (run.dated ? dayRefusal([terms], day, now) : null);
    if (!refusal) continue;
    for (const l of kept.filter((x) => x.supplierId === terms.supplierId))
      notOrdered.push({ name: l.name, reason: render(language, refusal) });
    kept = kept.filter((x) => x.supplierId !== terms.supplierId);
  }
  return { kept, notOrdered };
}
