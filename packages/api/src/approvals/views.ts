import { approvalRequests, type Database, outlets, products, users } from '@app/db';
import { desc, eq, inArray } from 'drizzle-orm';
import { fromStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { approvedOutlets } from './approvers.ts';

type Request = typeof approvalRequests.$inferSelect;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Requests as answered: outlet, requester and product names read once for the page. */
export async function requestViews(db: Database, rows: Request[]) {
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.flatMap((r) => r.lines.map((l) => l.productId)))];
  const [names, places, people] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, soldBy: products.soldBy })
      .from(products)
      .where(inArray(products.id, productIds)),
    db
      .select({ id: outlets.id, name: outlets.name })
      .from(outlets)
      .where(inArray(outlets.id, [...new Set(rows.map((r) => r.outletId))])),
    db
      .select({ id: users.id, name: users.username })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.requestedBy))])),
  ]);
  const product = new Map(names.map((p) => [p.id, p]));
  const outlet = new Map(places.map((o) => [o.id, o.name]));
  const person = new Map(people.map((p) => [p.id, p.name]));
  return rows.map((r) => ({
    id: r.id,
    outlet_id: r.outletId,
    outlet_name: outlet.get(r.outletId) ?? '',
    requested_by: r.requestedBy,
    requester_name: person.get(r.requestedBy) ?? '',
    reasons: r.reasons,
    total: toRupees(r.totalPaise),
    status: r.status,
    decision_note: r.decisionNote,
    order_id: r.orderId,
    lines: r.lines.map((l) => {
      const p = product.get(l.productId);
      return {
        product_id: l.productId,
        name: p?.name ?? '',
        quantity: p ? fromStored(l.quantity, p.soldBy) : l.quantity,
      };
    }),
    expires_at: iso(r.expiresAt)!,
    decided_at: iso(r.decidedAt),
    created_at: iso(r.createdAt)!,
  }));
}

const PAGE = 100;

/**
 * Requests a person sees: `decide`, those of the outlets it approves for that others made (pending
 * first, then newest); `mine`, its own, newest first.
 */
export async function listRequests(db: Database, userId: string, scope: 'decide' | 'mine') {
  const rows =
    scope === 'mine'
      ? await db
          .select()
          .from(approvalRequests)
          .where(eq(approvalRequests.requestedBy, userId))
          .orderBy(desc(approvalRequests.createdAt))
          .limit(PAGE)
      : await db
          .select()
          .from(approvalRequests)
          .where(inArray(approvalRequests.outletId, approvedOutlets(db, userId)))
          .orderBy(desc(eq(approvalRequests.status, 'pending')), desc(approvalRequests.createdAt))
          .limit(PAGE);
  return requestViews(
    db,
    rows.filter((r) => scope === 'mine' || r.requestedBy !== userId),
  );
}
