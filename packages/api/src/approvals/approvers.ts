import { businesses, businessMembers, type Database, memberOutlets, outlets, users } from '@app/db';
import { and, eq, ne, or, sql } from 'drizzle-orm';

/** Who may approve for an outlet: its business's owners and the purchase managers given it. */
const approverOf = (outletId: string) =>
  and(
    eq(outlets.id, outletId),
    or(
      eq(businessMembers.role, 'owner'),
      and(
        eq(businessMembers.role, 'purchase_manager'),
        sql`exists (select 1 from ${memberOutlets} mo where mo.member_id = ${businessMembers.id}
          and mo.outlet_id = ${outlets.id})`,
      ),
    ),
  );

const approversQuery = (db: Database, outletId: string, userId?: string) =>
  db
    .select({ id: users.id, language: users.preferredLanguage, role: businessMembers.role })
    .from(outlets)
    .innerJoin(businesses, eq(businesses.id, outlets.businessId))
    .innerJoin(businessMembers, eq(businessMembers.businessId, businesses.id))
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(and(approverOf(outletId), eq(users.isActive, true), userId ? eq(users.id, userId) : undefined));

/** The approvers to tell of a request: every one but the person who made it. */
export const approversToTell = async (db: Database, outletId: string, requesterId: string) =>
  (await approversQuery(db, outletId)).filter((a) => a.id !== requesterId);

/** Whether this person approves for the outlet (an owner of its business, or its purchase manager). */
export async function approves(db: Database, userId: string, outletId: string) {
  const [row] = await approversQuery(db, outletId, userId);
  return Boolean(row);
}

/** The outlets a person approves for: all of the businesses it owns, and those it manages purchases for. */
export const approvedOutlets = (db: Database, userId: string) =>
  db
    .select({ id: outlets.id })
    .from(outlets)
    .innerJoin(businessMembers, eq(businessMembers.businessId, outlets.businessId))
    .where(
      and(
        eq(businessMembers.userId, userId),
        ne(businessMembers.role, 'outlet_staff'),
        or(
          eq(businessMembers.role, 'owner'),
          sql`exists (select 1 from ${memberOutlets} mo where mo.member_id = ${businessMembers.id}
            and mo.outlet_id = ${outlets.id})`,
        ),
      ),
    );
