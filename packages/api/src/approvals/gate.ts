import { type ApprovalReason, type Database, parListItems, parLists } from '@app/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { CheckoutGate } from '../orders/index.ts';
import { toRupees } from '../shared/money.ts';
import { guard } from '../shared/write-guard.ts';
import { type RulesRows, ruledBy, rulesRead, spentSql } from './rules.ts';

export interface Gated {
  outletId: string;
  /**
   * An owner ordering, or an approver's approval being placed: its order needs no approval; a
   * budget the owner set to refuse still refuses it.
   */
  approved: boolean;
  now: number;
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

/**
 * The outlet's rules at checkout (decision 0113): the reasons an order needs approval, a refusal
 * of an order past a budget set to refuse, or the guard that keeps the budget exact when orders
 * of the outlet are placed at once (the batch is refused and checkout reads again). The rules
 * are read with the cart (decision 0120); with a budget, read again at the end of the order's
 * batch, for the owners' alerts (`tellBudgetLevels`).
 */
export const outletGate = (db: Database, g: Gated): CheckoutGate<RulesRows> => ({
  read: () => rulesRead(db, g.outletId, g.now),
  rule: async ({ cart, price }, rows) => {
    const { now } = g;
    const read = ruledBy(rows);
    if (!read) return { hold: [], guards: [] };
    const { rules, spent } = read;
    const total = price.totalPaise;
    const hold: ApprovalReason[] = [];
    if (!g.approved && rules.approvalAbovePaise !== null && total > rules.approvalAbovePaise)
      hold.push('over_limit');
    if (!g.approved && rules.offListNeedsApproval) {
      const on = await listed(
        db,
        g.outletId,
        cart.map((l) => l.productId),
      );
      if (cart.some((l) => !on.has(l.productId))) hold.push('off_list');
    }
    const budget = rules.monthlyBudgetPaise;
    const over = budget !== null && spent + total > budget;
    if (over && rules.budgetMode === 'refuse')
      throw fail.conflict(
        'budget_refused',
        msg('error.approvals.budgetRefused', { left: toRupees(Math.max(0, budget - spent)).toFixed(2) }),
      );
    if (over && !g.approved) hold.push('over_budget');
    const guarded = budget !== null && !over;
    return {
      hold,
      guards: guarded ? [guard(db, sql`${spentSql(g.outletId, now)} + ${total} <= ${budget}`)] : [],
      ...(budget ? { after: rulesRead(db, g.outletId, now) } : {}),
    };
  },
});
