import { type ApprovalReason, type Database, parListItems, parLists } from '@app/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { CheckoutGate, Read } from '../orders/index.ts';
import { toRupees } from '../shared/money.ts';
import { guard } from '../shared/write-guard.ts';
import { categorySpentSql, orderSpendByCategory } from './category-budgets.ts';
import { type Budgets, type Repeat, type RulesRows, ruledBy, rulesRead, spentSql } from './rules.ts';

export interface Gated {
  outletId: string;
  /**
   * An owner ordering, or an approver's approval being placed: its order needs no approval; a
   * budget the owner set to refuse still refuses it.
   */
  approved: boolean;
  now: number;
  /** Checkout's requester and idempotency key: a key that saved an approval request is a repeat. */
  repeat?: Repeat;
}

/** The outlet's lists' products among these: a line on none of them is "off the list" (0117). */
async function listed(db: Database, outletId: string, productIds: string[]) {
  const rows = await db
    .selectDistinct({ id: parListItems.productId })
    .from(parListItems)
    .innerJoin(parLists, eq(parLists.id, parListItems.listId))
    .where(and(eq(parLists.outletId, outletId), inArray(parListItems.productId, productIds)));
  return new Set(rows.map((r) => r.id));
}

/** The repeat of a checkout whose idempotency key saved an approval request (decision 0118). */
export class AskedBefore extends Error {
  constructor(readonly requestId: string) {
    super('the key saved an approval request');
  }
}

/** The budgets this order would pass: the outlet's, and each category budget's it touches. */
export function budgetsPassed(read: Budgets, order: Pick<Read, 'cart' | 'priced' | 'charges' | 'price'>) {
  const budget = read.rules?.monthlyBudgetPaise ?? null;
  const total = order.price.totalPaise;
  const spend = orderSpendByCategory(order);
  const categories = read.categories
    .filter((c) => spend.has(c.categoryId))
    .map((c) => ({
      ...c,
      orderPaise: spend.get(c.categoryId)!,
      over: c.spentPaise + spend.get(c.categoryId)! > c.budgetPaise,
    }));
  const outlet = budget === null ? null : { budget, over: read.spent + total > budget };
  return { outlet, categories, any: Boolean(outlet?.over) || categories.some((c) => c.over) };
}

/**
 * The outlet's rules at checkout (decisions 0113, 0118): the reasons an order needs approval, a
 * refusal of an order past a budget set to refuse, or the guards that keep each budget exact when
 * orders of the outlet are placed at once (the batch is refused and checkout reads again). The
 * rules and budgets are read with the cart (decision 0120); with a budget, read again at the end
 * of the order's batch, for the owners' alerts (`tellBudgetLevels`). Given the checkout's
 * idempotency key, a key that saved an approval request throws AskedBefore from the read, before
 * the cart is looked at: a repeat answers its request whatever the cart holds, even nothing.
 */
export const outletGate = (db: Database, g: Gated): CheckoutGate<RulesRows> => ({
  read: async () => {
    const rows = await rulesRead(db, g.outletId, g.now, g.repeat);
    const asked = rows[0]?.asked;
    if (asked) throw new AskedBefore(asked);
    return rows;
  },
  rule: async (order, rows) => {
    const { now } = g;
    const read = ruledBy(rows);
    const { rules, spent } = read;
    if (!rules) return { hold: [], guards: [] };
    const total = order.price.totalPaise;
    const hold: ApprovalReason[] = [];
    if (!g.approved && rules.approvalAbovePaise !== null && total > rules.approvalAbovePaise)
      hold.push('over_limit');
    if (!g.approved && rules.offListNeedsApproval) {
      const on = await listed(
        db,
        g.outletId,
        order.cart.map((l) => l.productId),
      );
      if (order.cart.some((l) => !on.has(l.productId))) hold.push('off_list');
    }
    const passed = budgetsPassed(read, order);
    if (passed.any && rules.budgetMode === 'refuse') throw budgetRefused(passed, spent);
    if (passed.any && !g.approved) hold.push('over_budget');
    const guards = [
      passed.outlet &&
        !passed.outlet.over &&
        guard(db, sql`${spentSql(g.outletId, now)} + ${total} <= ${passed.outlet.budget}`),
      ...passed.categories
        .filter((c) => !c.over)
        .map((c) =>
          guard(
            db,
            sql`${categorySpentSql(g.outletId, c.categoryId, now)} + ${c.orderPaise} <= ${c.budgetPaise}`,
          ),
        ),
    ];
    const budgeted = Boolean(rules.monthlyBudgetPaise) || read.categories.some((c) => c.budgetPaise > 0);
    return {
      hold,
      guards: guards.filter((x) => !!x),
      ...(budgeted ? { after: rulesRead(db, g.outletId, now) } : {}),
    };
  },
});

/** 409 budget_refused: what is left of the first budget the order passes, the outlet's or a category's. */
function budgetRefused(passed: ReturnType<typeof budgetsPassed>, spent: number) {
  const left = (budget: number, used: number) => toRupees(Math.max(0, budget - used)).toFixed(2);
  if (passed.outlet?.over)
    return fail.conflict(
      'budget_refused',
      msg('error.approvals.budgetRefused', { left: left(passed.outlet.budget, spent) }),
    );
  const c = passed.categories.find((x) => x.over)!;
  return fail
    .conflict(
      'budget_refused',
      msg('error.approvals.categoryBudgetRefused', {
        category: c.name,
        left: left(c.budgetPaise, c.spentPaise),
      }),
    )
    .with({ details: { category_id: c.categoryId } });
}
