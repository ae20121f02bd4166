import {
  budgetAlerts,
  businesses,
  businessMembers,
  type Database,
  orders,
  outletRules,
  outlets,
  users,
} from '@app/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { ownerOf } from '../business/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notificationInsert } from '../notifications/index.ts';
import { toPaise, toRupees } from '../shared/money.ts';

const IST_OFFSET = 330 * 60_000;
/** The IST calendar month of a moment, YYYY-MM: a budget's period. */
export const monthOf = (now: number) => new Date(now + IST_OFFSET).toISOString().slice(0, 7);
export const monthStart = (now: number) => Date.parse(`${monthOf(now)}-01T00:00:00Z`) - IST_OFFSET;

/** What the outlet's orders of this IST month cost, cancelled ones aside: what its budget has spent. */
export const spentSql = (outletId: string, now: number) =>
  sql<number>`(select coalesce(sum(${orders.totalPaise}), 0) from ${orders}
    where ${orders.outletId} = ${outletId} and ${orders.createdAt} >= ${monthStart(now)}
    and ${orders.status} != 'cancelled')`;

export type Rules = typeof outletRules.$inferSelect;

/** The outlet's rules and what its budget has spent this month, in one statement (not yet sent). */
export const rulesRead = (db: Database, outletId: string, now: number) =>
  db
    .select({ rules: outletRules, spent: spentSql(outletId, now) })
    .from(outletRules)
    .where(eq(outletRules.outletId, outletId));
export type RulesRows = Awaited<ReturnType<typeof rulesRead>>;

/** The rules read (none: null), its spending a number. */
export const ruledBy = ([row]: RulesRows) => (row ? { rules: row.rules, spent: Number(row.spent) } : null);

/** The outlet's rules (none: null) and what its budget has spent this month, in one statement. */
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
}

/** The owner sets an outlet's approval rule and budget (decision 0113); null amounts: none. */
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
  await db
    .insert(outletRules)
    .values({ outletId: outlet.id, ...values })
    .onConflictDoUpdate({ target: outletRules.outletId, set: values });
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
    }));
}

const LEVELS = [80, 100] as const;

/**
 * Tells the business's owners once per month when an outlet's spending reaches 80% and 100% of
 * its budget: the alert row is claimed first, so a level is told once also with two servers.
 * `rows`: the rules read already, with the order counted (in the order's batch), else read here.
 */
export async function tellBudgetLevels(db: Database, outletId: string, now: number, rows?: RulesRows) {
  const read = rows ? ruledBy(rows) : await rulesOf(db, outletId, now);
  const budget = read?.rules.monthlyBudgetPaise;
  if (!read || budget == null || budget === 0) return;
  const month = monthOf(now);
  for (const level of LEVELS) {
    if (read.spent * 100 < budget * level) continue;
    const claimed = await db
      .insert(budgetAlerts)
      .values({ outletId, month, level, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) continue;
    const owners = await db
      .select({ id: users.id, language: users.preferredLanguage, outlet: outlets.name })
      .from(outlets)
      .innerJoin(businesses, eq(businesses.id, outlets.businessId))
      .innerJoin(businessMembers, eq(businessMembers.businessId, businesses.id))
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(and(eq(outlets.id, outletId), eq(businessMembers.role, 'owner'), ne(users.isActive, false)));
    if (owners.length === 0) continue;
    const vars = {
      outlet: owners[0]!.outlet,
      level,
      spent: toRupees(read.spent).toFixed(2),
      budget: toRupees(budget).toFixed(2),
    };
    await notificationInsert(
      db,
      owners,
      {
        type: 'budget_level',
        title: msg(level === 100 ? 'notify.budget.reachedTitle' : 'notify.budget.nearTitle', vars),
        message: msg('notify.budget.message', vars),
      },
      now,
    );
  }
}
