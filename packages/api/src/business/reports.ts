import { businesses, businessMembers, type Database, outlets, users } from '@app/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../accounts/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { buyingFor } from './ordering.ts';

/** Whose figures a report reads, and which of its outlets (decision 0112). */
export interface ReportReach {
  /** The account holder, whose orders are the business's. */
  customerId: string;
  /** The outlets it reads; null for an owner: every outlet, and orders naming none. */
  outletIds: string[] | null;
}

/**
 * The business a caller's spend and purchase register read (decisions 0099, 0097, 0112): the one of
 * its X-Outlet header, else its own, else the first it joined, as for ordering. An owner reads every
 * outlet, a purchase manager those it was given; outlet staff order but never read the business's
 * spend or tax documents, so 403.
 */
export async function reportReach(
  db: Database,
  user: SessionUser,
  header: string | null | undefined,
  now: number,
): Promise<ReportReach> {
  const buying = await buyingFor(db, user, header, now);
  const customerId = buying.buyer.id;
  if (buying.outletIds === null) return { customerId, outletIds: null };
  const [member] = await db
    .select({ role: businessMembers.role })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(and(eq(businessMembers.userId, user.id), eq(businesses.customerId, customerId)));
  if (member?.role !== 'purchase_manager') throw fail.forbidden(msg('error.business.reportsNotForStaff'));
  return { customerId, outletIds: buying.outletIds };
}

/** Narrows a reach to one outlet it reads: 403 for any other, an unknown id alike. */
export async function narrowedTo(db: Database, reach: ReportReach, outletId: string | undefined) {
  if (!outletId) return reach;
  const ok =
    reach.outletIds === null
      ? (await businessOutlets(db, reach.customerId)).some((o) => o.id === outletId)
      : reach.outletIds.includes(outletId);
  if (!ok) throw fail.forbidden(msg('error.business.notYourOutlet'));
  return { ...reach, outletIds: [outletId] };
}

/**
 * A business's outlets in order, each with its name and the GSTIN its orders carry: the first
 * outlet's is the holder's profile GSTIN (decision 0112), the others' their own.
 */
export async function businessOutlets(db: Database, customerId: string) {
  const rows = await db
    .select({ id: outlets.id, name: outlets.name, gstin: outlets.gstin, profileGstin: users.gstin })
    .from(outlets)
    .innerJoin(businesses, eq(businesses.id, outlets.businessId))
    .innerJoin(users, eq(users.id, businesses.customerId))
    .where(eq(businesses.customerId, customerId))
    .orderBy(asc(outlets.createdAt), sql`${outlets}.rowid`);
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    gstin: (i === 0 ? r.profileGstin : r.gstin) || null,
  }));
}
