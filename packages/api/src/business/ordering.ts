import {
  businesses,
  businessMembers,
  type Database,
  memberOutlets,
  orders,
  outlets,
  sessions,
  users,
} from '@app/db';
import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { SessionUser } from '../accounts/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { perKey } from '../shared/per-key.ts';
import { ensureOwnBusiness } from './membership.ts';

/** The header naming the outlet a request orders for (decision 0112); the only outlet without it. */
export const OUTLET_HEADER = 'x-outlet';

/** Who buys in this request: for which business and outlet, as whom, and which orders it may see. */
export interface Buying {
  /**
   * The account holder, whose orders, cart and credit are the business's (decision 0102), as the
   * outlet buys: for an outlet other than the one made of the profile, its city, address, FSSAI
   * licence and GSTIN (decision 0112).
   */
  buyer: SessionUser;
  /** Whether the buyer's details are an outlet's rather than the holder's profile. */
  fromOutlet: boolean;
  outletId: string;
  /** The person calling: the holder itself, or a member ordering for the business. */
  placedBy: string;
  /** The outlets whose orders it sees; null for an owner (every outlet, and orders naming none). */
  outletIds: string[] | null;
}

/**
 * The outlets a person reaches, each with its business's holder (null when it is the person) and
 * the business's first outlet, on indexes. The business's first outlet is the holder's profile
 * (migration 0046, ensureOwnBusiness); made in the same millisecond as another, it was still
 * inserted first.
 */
const reachOf = (db: Database, who: SQL) => {
  const holder = alias(users, 'holder');
  return db
    .select({
      customerId: businesses.customerId,
      role: businessMembers.role,
      outlet: outlets,
      first: sql<string>`(select o2.id from ${outlets} o2 where o2.business_id = ${businesses.id}
        order by o2.created_at, o2.rowid limit 1)`,
      holder,
    })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .innerJoin(outlets, eq(outlets.businessId, businesses.id))
    .leftJoin(
      holder,
      and(eq(holder.id, businesses.customerId), ne(businesses.customerId, businessMembers.userId)),
    )
    .where(
      and(
        eq(businessMembers.userId, who),
        or(
          eq(businessMembers.role, 'owner'),
          sql`exists (select 1 from ${memberOutlets} mo where mo.member_id = ${businessMembers.id}
            and mo.outlet_id = ${outlets.id})`,
        ),
      ),
    )
    .orderBy(asc(businessMembers.createdAt), asc(outlets.createdAt), sql`${outlets}.rowid`);
};
// Prepared once per database (building this select cost more CPU than running it): by the person,
// and by the session, read with its lookup on every buying call (trpc.ts) without waiting for it.
const reachByUser = perKey((db: Database) => reachOf(db, sql`${sql.placeholder('user')}`).prepare());
const reachBySession = perKey((db: Database) =>
  reachOf(
    db,
    sql`(select ${sessions.userId} from ${sessions} where ${sessions.id} = ${sql.placeholder('id')})`,
  ).prepare(),
);
const reach = (db: Database, userId: string) => reachByUser(db).all({ user: userId });

/** What a person reaches (`buyingFor`), read beside the session's own lookup: no round trip of its own. */
export const outletReach = (db: Database, sessionId: string) => reachBySession(db).all({ id: sessionId });

export type Reach = Awaited<ReturnType<typeof reach>>;

/**
 * Resolves the outlet a customer call buys for: the one the header names, which the caller must
 * reach (an owner reaches every outlet of its business, a member those it was given), else the
 * first outlet of its own business, else of the first business it joined. 403 for an outlet it
 * does not reach, named or not: an unknown id and a stranger's outlet answer alike. `known` is
 * what it reaches read with the session (`outletReach`), read here otherwise.
 */
export async function buyingFor(
  db: Database,
  user: SessionUser,
  header: string | null | undefined,
  now: number,
  known?: Reach,
): Promise<Buying> {
  let rows = known ?? (await reach(db, user.id));
  if (rows.length === 0) {
    await ensureOwnBusiness(db, user.id, now);
    rows = await reach(db, user.id);
  }
  const wanted = header?.trim();
  const row = wanted
    ? rows.find((r) => r.outlet.id === wanted)
    : (rows.find((r) => r.customerId === user.id) ?? rows[0]);
  if (!row) throw fail.forbidden(msg(wanted ? 'error.business.notYourOutlet' : 'error.business.noOutlet'));
  const mine = rows.filter((r) => r.customerId === row.customerId);
  const holder = row.customerId === user.id ? user : row.holder;
  if (!holder?.isActive) throw fail.forbidden(msg('error.business.noOutlet'));
  return {
    buyer: row.outlet.id === row.first ? holder : asOutlet(holder, row.outlet),
    fromOutlet: row.outlet.id !== row.first,
    outletId: row.outlet.id,
    placedBy: user.id,
    outletIds: mine.some((r) => r.role === 'owner') ? null : mine.map((r) => r.outlet.id),
  };
}

const asOutlet = (holder: SessionUser, o: Reach[number]['outlet']): SessionUser => ({
  ...holder,
  cityId: o.cityId ?? holder.cityId,
  address: o.address || holder.address,
  fssaiNumber: o.fssaiNumber,
  gstin: o.gstin,
});

/**
 * Whether a person sees an order of a business: the account holder, an owner, or a member
 * reaching the outlet it was for (an order naming no outlet is the owner's alone).
 */
export async function seesOrder(
  db: Database,
  userId: string,
  order: { customerId: string; outletId: string | null },
) {
  if (order.customerId === userId) return true;
  const [row] = await db
    .select({ id: businessMembers.id })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(
      and(
        eq(businessMembers.userId, userId),
        eq(businesses.customerId, order.customerId),
        or(
          eq(businessMembers.role, 'owner'),
          sql`exists (select 1 from ${memberOutlets} mo where mo.member_id = ${businessMembers.id}
            and mo.outlet_id = ${order.outletId})`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * 403 for an order of the business the caller does not see (another outlet's); any other order is
 * left to the call, which answers for it as it always has (404 or 403 for another account's).
 */
export async function orderInReach(db: Database, buying: Buying, orderId: string) {
  if (buying.outletIds === null) return;
  const [order] = await db
    .select({ outletId: orders.outletId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, buying.buyer.id)));
  if (order && !(order.outletId && buying.outletIds.includes(order.outletId)))
    throw fail.forbidden(msg('error.orders.otherAccount'));
}

/**
 * The city whose catalogue a customer call reads, and whose prices: the account's own without
 * X-Outlet (no extra read on the catalogue's hot path), else the named outlet's, at its business's.
 */
export async function catalogueBuyer(db: Database, user: SessionUser, header: string | null, now: number) {
  if (!header) return { cityId: user.cityId, buyerId: user.id };
  const { buyer } = await buyingFor(db, user, header, now);
  return { cityId: buyer.cityId, buyerId: buyer.id };
}
