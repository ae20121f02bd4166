import {
  budgetAlerts,
  businesses,
  businessMembers,
  categoryBudgetAlerts,
  type Database,
  outlets,
  users,
} from '@app/db';
import { and, eq, ne } from 'drizzle-orm';
import { msg } from '../messages/index.ts';
import { notificationInsert } from '../notifications/index.ts';
import { toRupees } from '../shared/money.ts';
import { monthOf } from './months.ts';
import { type RulesRows, ruledBy, rulesOf } from './rules.ts';

const LEVELS = [80, 100] as const;

/** The levels of a budget its spending has reached (none for a zero budget: nothing to share). */
const reached = (spent: number, budget: number) =>
  budget === 0 ? [] : LEVELS.filter((level) => spent * 100 >= budget * level);

async function ownersOf(db: Database, outletId: string) {
  return db
    .select({ id: users.id, language: users.preferredLanguage, outlet: outlets.name })
    .from(outlets)
    .innerJoin(businesses, eq(businesses.id, outlets.businessId))
    .innerJoin(businessMembers, eq(businessMembers.businessId, businesses.id))
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(eq(outlets.id, outletId), eq(businessMembers.role, 'owner'), ne(users.isActive, false)));
}

/**
 * Tells the business's owners once per month when an outlet's spending reaches 80% and 100% of its
 * budget, and each category budget's (decision 0118): the alert row is claimed first, so a level is
 * told once also with two servers. `rows`: the rules read already, with the order counted (in the
 * order's batch, decision 0120), else read here.
 */
export async function tellBudgetLevels(db: Database, outletId: string, now: number, rows?: RulesRows) {
  const read = rows ? ruledBy(rows) : await rulesOf(db, outletId, now);
  const month = monthOf(now);
  const budget = read.rules?.monthlyBudgetPaise ?? null;
  const told: { level: number; spent: string; budget: string; category?: string }[] = [];
  for (const level of budget === null ? [] : reached(read.spent, budget)) {
    const claimed = await db
      .insert(budgetAlerts)
      .values({ outletId, month, level, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (claimed.length > 0)
      told.push({ level, spent: toRupees(read.spent).toFixed(2), budget: toRupees(budget!).toFixed(2) });
  }
  for (const c of read.categories)
    for (const level of reached(c.spentPaise, c.budgetPaise)) {
      const claimed = await db
        .insert(categoryBudgetAlerts)
        .values({ outletId, categoryId: c.categoryId, month, level, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (claimed.length > 0)
        told.push({
          level,
          category: c.name,
          spent: toRupees(c.spentPaise).toFixed(2),
          budget: toRupees(c.budgetPaise).toFixed(2),
        });
    }
  if (told.length === 0) return;
  const owners = await ownersOf(db, outletId);
  if (owners.length === 0) return;
  for (const { category, ...figures } of told) {
    const vars = { ...figures, outlet: owners[0]!.outlet };
    const full = figures.level === 100;
    const title =
      category === undefined
        ? msg(full ? 'notify.budget.reachedTitle' : 'notify.budget.nearTitle', vars)
        : msg(full ? 'notify.budget.categoryReachedTitle' : 'notify.budget.categoryNearTitle', {
            ...vars,
            category,
          });
    const message =
      category === undefined
        ? msg('notify.budget.message', vars)
        : msg('notify.budget.categoryMessage', { ...vars, category });
    await notificationInsert(db, owners, { type: 'budget_level', title, message }, now);
  }
}
