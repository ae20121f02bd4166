import {
  type BusinessRole,
  businesses,
  businessMembers,
  cartItems,
  cities,
  type Database,
  memberOutlets,
  newId,
  orders,
  outlets,
  parLists,
  standingOrders,
  type Tx,
  users,
} from '@app/db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';

/** The caller's place in one business: its role and the outlets it reaches (all, for an owner). */
export interface Membership {
  businessId: string;
  memberId: string;
  role: BusinessRole;
  /** Null for an owner: every outlet, present and future. */
  outletIds: string[] | null;
  /** The account whose orders, cart, lists and credit are the business's (decision 0102). */
  customerId: string;
  name: string;
}

/** The caller's membership, or 403: a removed person, or a stranger, reaches nothing of it. */
export async function membershipIn(
  db: Database | Tx,
  userId: string,
  businessId: string,
): Promise<Membership> {
  const [row] = await db
    .select({ member: businessMembers, business: businesses })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId)));
  if (!row) throw fail.forbidden(msg('error.business.notMember'));
  const outletIds =
    row.member.role === 'owner'
      ? null
      : (
          await db
            .select({ id: memberOutlets.outletId })
            .from(memberOutlets)
            .where(eq(memberOutlets.memberId, row.member.id))
        ).map((r) => r.id);
  return {
    businessId,
    memberId: row.member.id,
    role: row.member.role,
    outletIds,
    customerId: row.business.customerId,
    name: row.business.name,
  };
}

/** People and outlets are the owner's to manage. */
export async function ownerOf(db: Database | Tx, userId: string, businessId: string) {
  const m = await membershipIn(db, userId, businessId);
  if (m.role !== 'owner') throw fail.forbidden(msg('error.business.ownerOnly'));
  return m;
}

/**
 * A customer account belonging to no business gets its own, with one outlet made of its profile
 * and itself as owner: what the migration did for the accounts that existed (decision 0102), for
 * accounts made since (at registration, else on first read: staff-made and test accounts). A
 * person who registered through an invitation has a membership, so gets none.
 */
export async function ensureOwnBusiness(db: Database, userId: string, now: number) {
  const member = () =>
    db
      .select({ id: businessMembers.id })
      .from(businessMembers)
      .where(eq(businessMembers.userId, userId))
      .limit(1);
  if ((await member()).length) return;
  await db.write(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (user?.userType !== 'customer') return;
    const [again] = await tx
      .select({ id: businessMembers.id })
      .from(businessMembers)
      .where(eq(businessMembers.userId, userId))
      .limit(1);
    if (again) return;
    const businessId = newId('biz');
    const name = user.restaurantName.trim() || user.username;
    await tx
      .insert(businesses)
      .values({ id: businessId, name, customerId: user.id, createdAt: now, updatedAt: now });
    const outletId = newId('out');
    await tx.insert(outlets).values({
      id: outletId,
      businessId,
      name,
      address: user.address,
      cityId: user.cityId,
      fssaiNumber: user.fssaiNumber,
      gstin: user.gstin,
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(businessMembers).values({
      id: newId('mem'),
      businessId,
      userId: user.id,
      role: 'owner',
      createdAt: now,
      updatedAt: now,
    });
    // What migration 0049 did for the accounts that had a business then (decision 0112).
    await tx
      .update(cartItems)
      .set({ outletId })
      .where(and(eq(cartItems.userId, userId), isNull(cartItems.outletId)));
    await tx
      .update(orders)
      .set({ outletId })
      .where(and(eq(orders.customerId, userId), isNull(orders.outletId)));
    // And what migration 0054 did for their par lists and standing orders (decision 0117).
    await tx
      .update(parLists)
      .set({ outletId })
      .where(and(eq(parLists.userId, userId), isNull(parLists.outletId)));
    await tx
      .update(standingOrders)
      .set({ outletId })
      .where(and(eq(standingOrders.customerId, userId), isNull(standingOrders.outletId)));
  });
}

/** Outlets of a business the membership reaches, oldest first, with their city and state. */
export async function outletsOf(db: Database | Tx, m: Pick<Membership, 'businessId' | 'outletIds'>) {
  if (m.outletIds?.length === 0) return [];
  const rows = await db
    .select({ outlet: outlets, cityName: cities.name, state: cities.state })
    .from(outlets)
    .leftJoin(cities, eq(cities.id, outlets.cityId))
    .where(
      and(eq(outlets.businessId, m.businessId), m.outletIds ? inArray(outlets.id, m.outletIds) : undefined),
    )
    .orderBy(asc(outlets.createdAt), sql`${outlets}.rowid`);
  return rows.map((r) => ({
    id: r.outlet.id,
    name: r.outlet.name,
    address: r.outlet.address,
    city_id: r.outlet.cityId,
    city_name: r.cityName,
    state: r.state,
    fssai_number: r.outlet.fssaiNumber,
    gstin: r.outlet.gstin,
  }));
}

/** Every business the caller belongs to, with its role and reachable outlets. */
export async function myBusinesses(db: Database, user: SessionUser, now: number) {
  await ensureOwnBusiness(db, user.id, now);
  const rows = await db
    .select({ businessId: businessMembers.businessId })
    .from(businessMembers)
    .where(eq(businessMembers.userId, user.id))
    .orderBy(asc(businessMembers.createdAt));
  return Promise.all(
    rows.map(async ({ businessId }) => {
      const m = await membershipIn(db, user.id, businessId);
      const reach = await outletsOf(db, m);
      return {
        id: businessId,
        name: m.name,
        role: m.role,
        outlets: reach.map((o) => ({
          id: o.id,
          name: o.name,
          city_name: o.city_name,
          address: o.address,
          gstin: o.gstin,
        })),
      };
    }),
  );
}

/**
 * The outlet of an order placed without a chosen one (a standing order's run), as SQL read inside
 * checkout's insert: the one outlet the account reaches, or null when it reaches several.
 */
export const orderingOutlet = (userId: string) =>
  sql`(select case when count(distinct o.id) = 1 then max(o.id) end
    from ${businessMembers} m join ${outlets} o on o.business_id = m.business_id
    where m.user_id = ${userId} and (m.role = 'owner'
      or exists (select 1 from ${memberOutlets} mo where mo.member_id = m.id and mo.outlet_id = o.id)))`;
