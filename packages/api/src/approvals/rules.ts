import {
  approvalRequests,
  businessMembers,
  categories,
  categoryBudgets,
  type Database,
  orders,
  outletRules,
  outlets,
} from '@app/db';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ownerOf } from '../business/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { toPaise, toRupees } from '../shared/money.ts';
import { categoryBudgetsSql, categoryBudgetView, parseCategoryBudgets } from './category-budgets.ts';
import { monthStart } from './months.ts';
import { keyed } from './request-key.ts';

/** What the outlet's orders of this IST month cost, cancelled ones aside: what its budget has spent. */
export const spentSql = (outletId: string, now: number) =>
  sql<number>`(select coalesce(sum(${orders.totalPaise}), 0) from ${orders}
    where ${orders.outletId} = ${outletId} and ${orders.createdAt} >= ${monthStart(now)}
    and ${orders.status} != 'cancelled')`;

export type Rules = typeof outletRules.$inferSelect;

/** A checkout's requester and idempotency key: the approval request that key saved is looked up. */
export interface Repeat {
  requestedBy: string;
  key: string;
}

/**
 * The outlet's rules, what its budget and each category budget have spent this month (decision
 * 0118), and, given a requester's idempotency key, the approval request it saved: one statement,
 * not yet sent, so checkout sends it with its own reads (decision 0120).
 */
export const rulesRead = (db: Database, outletId: string, now: number, repeat?: Repeat) =>
  db
    .select({
      rules: outletRules,
      spent: sql<number>`case when ${outletRules.outletId} is null then 0 else ${spentSql(outletId, now)} end`,
      categories: categoryBudgetsSql(outletId, now),
      asked: repeat
        ? sql<string | null>`(select ${approvalRequests.id} from ${approvalRequests}
            where ${keyed(repeat.requestedBy, repeat.key)} limit 1)`
        : sql<string | null>`null`,
    })
    .from(outlets)
    .leftJoin(outletRules, eq(outletRules.outletId, outlets.id))
    .where(eq(outlets.id, outletId));
export type RulesRows = Awaited<ReturnType<typeof rulesRead>>;

/** The rules read (none: null), its spending a number, the category budgets parsed. */
export const ruledBy = ([row]: RulesRows) => ({
  rules: row?.rules ?? null,
  spent: Number(row?.spent ?? 0),
  categories: parseCategoryBudgets(row?.categories ?? null),
  askedId: row?.asked ?? null,
});
export type Budgets = ReturnType<typeof ruledBy>;

/** The outlet's rules and budgets with this month's spending, read now. */
export const rulesOf = async (db: Database, outletId: string, now: number) =>
  ruledBy(await rulesRead(db, outletId, now));

/** A budget as answered: rupees, what is left (never below 0) and how far it is used. */
export function budgetView(rules: Rules | null, spentPaise: number) {
  const budget = rules?.monthlyBudgetPaise ?? null;
  return {
    monthly_budget: budget === null ? null : toRupees(budget),
    spent: toRupees(spentPaise),
    left: budget === null ? null : toRupees(Math.max(0, budget - spentPaise)),
    budget_mode: rules?.budgetMode ?? 'approval',
  };
}

export interface RulesInput {
  business_id: string;
  outlet_id: string;
  approval_above: number | null;
  off_list_needs_approval: boolean;
  monthly_budget: number | null;
  budget_mode: 'approval' | 'refuse';
  /** The outlet's category budgets, all of them (absent: unchanged; empty: none). */
  category_budgets?: { category_id: string; monthly_budget: number }[];
}

/** Statements that make the outlet's category budgets these; unknown categories are refused first. */
async function categoryBudgetWrites(
  db: Database,
  outletId: string,
  wanted: RulesInput['category_budgets'],
  now: number,
) {
  if (!wanted) return [];
  const ids = wanted.map((c) => c.category_id);
  const known = ids.length
    ? await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))
    : [];
  if (known.length !== new Set(ids).size) throw fail.notFound(msg('error.approvals.categoryNotFound'));
  return [
    db
      .delete(categoryBudgets)
      .where(and(eq(categoryBudgets.outletId, outletId), notInArray(categoryBudgets.categoryId, ids))),
    ...wanted.map((c) => {
      const values = { monthlyBudgetPaise: toPaise(c.monthly_budget), updatedAt: now };
      return db
        .insert(categoryBudgets)
        .values({ outletId, categoryId: c.category_id, ...values })
        .onConflictDoUpdate({ target: [categoryBudgets.outletId, categoryBudgets.categoryId], set: values });
    }),
  ];
}

/** The owner sets an outlet's approval rule and budgets (decisions 0113, 0118); null amounts: none. */
export async function setRules(db: Database, actorId: string, input: RulesInput, now: number) {
  await ownerOf(db, actorId, input.business_id);
  const [outlet] = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(and(eq(outlets.id, input.outlet_id), eq(outlets.businessId, input.business_id)));
  if (!outlet) throw fail.notFound(msg('error.business.outletNotFound'));
  const values = {
    approvalAbovePaise: input.approval_above === null ? null : toPaise(input.approval_above),
    offListNeedsApproval: input.off_list_needs_approval,
    monthlyBudgetPaise: input.monthly_budget === null ? null : toPaise(input.monthly_budget),
    budgetMode: input.budget_mode,
    updatedAt: now,
  };
  const categoryWrites = await categoryBudgetWrites(db, outlet.id, input.category_budgets, now);
  await db.batch([
    db
      .insert(outletRules)
      .values({ outletId: outlet.id, ...values })
      .onConflictDoUpdate({ target: outletRules.outletId, set: values }),
    ...categoryWrites,
  ]);
  return rulesOfBusiness(db, actorId, input.business_id, now);
}

/** Every outlet of the business the caller reaches, with its rules and this month's spending. */
export async function rulesOfBusiness(db: Database, userId: string, businessId: string, now: number) {
  const rows = await db
    .select({
      id: outlets.id,
      name: outlets.name,
      rules: outletRules,
      spent: sql<number>`(select coalesce(sum(o.total_paise), 0) from ${orders} o
        where o.outlet_id = ${outlets.id} and o.created_at >= ${monthStart(now)} and o.status != 'cancelled')`,
      categories: categoryBudgetsSql(sql`${outlets.id}`, now),
      role: businessMembers.role,
      reaches: sql<number>`${businessMembers.role} = 'owner' or exists (select 1 from member_outlets mo
        where mo.member_id = ${businessMembers.id} and mo.outlet_id = ${outlets.id})`,
    })
    .from(outlets)
    .innerJoin(businessMembers, eq(businessMembers.businessId, outlets.businessId))
    .leftJoin(outletRules, eq(outletRules.outletId, outlets.id))
    .where(and(eq(outlets.businessId, businessId), eq(businessMembers.userId, userId)))
    .orderBy(outlets.createdAt, sql`${outlets}.rowid`);
  if (rows.length === 0) throw fail.forbidden(msg('error.business.notMember'));
  return rows
    .filter((r) => Boolean(r.reaches))
    .map((r) => ({
      outlet_id: r.id,
      outlet_name: r.name,
      approval_above: r.rules?.approvalAbovePaise == null ? null : toRupees(r.rules.approvalAbovePaise),
      off_list_needs_approval: r.rules?.offListNeedsApproval ?? false,
      ...budgetView(r.rules, Number(r.spent)),
      category_budgets: parseCategoryBudgets(r.categories).map(categoryBudgetView),
    }));
}
