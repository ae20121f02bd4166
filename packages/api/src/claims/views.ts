import { claimPhotos, claims, type Database, orderItems, orders, type Tx, users } from '@app/db';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { fromStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { iso, offsetOf } from '../shared/query.ts';

/** Claims `where` picks, newest first, as every reader sees them (their photos by id). */
export async function claimRows(
  db: Database | Tx,
  where: SQL | undefined,
  page: { limit: number; offset: number } = { limit: 500, offset: 0 },
) {
  const rows = await db
    .select({
      claim: claims,
      orderNumber: orders.orderNumber,
      productName: orderItems.productName,
      soldBy: orderItems.soldBy,
      supplierName: users.restaurantName,
    })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .innerJoin(orderItems, eq(orderItems.id, claims.lineId))
    .innerJoin(users, eq(users.id, claims.supplierId))
    .where(where)
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(page.limit)
    .offset(page.offset);
  const photos = rows.length
    ? await db
        .select({ id: claimPhotos.id, claimId: claimPhotos.claimId })
        .from(claimPhotos)
        .where(
          inArray(
            claimPhotos.claimId,
            rows.map((r) => r.claim.id),
          ),
        )
        .orderBy(asc(claimPhotos.createdAt), asc(claimPhotos.id))
    : [];
  return rows.map(({ claim: c, ...r }) => ({
    id: c.id,
    order_id: c.orderId,
    order_number: r.orderNumber,
    line_id: c.lineId,
    product_name: r.productName,
    supplier_name: r.supplierName,
    sold_by: r.soldBy,
    quantity: fromStored(c.quantity, r.soldBy),
    reason: c.reason,
    note: c.note,
    photo_ids: photos.filter((p) => p.claimId === c.id).map((p) => p.id),
    status: c.status,
    supplier_response: c.supplierResponse,
    responded_at: iso(c.respondedAt),
    approved_quantity: c.approvedQuantity === null ? null : fromStored(c.approvedQuantity, r.soldBy),
    decision_reason: c.decisionReason,
    decided_at: iso(c.decidedAt),
    credit_note: c.creditNote,
    credited: toRupees(c.creditPaise),
    refund_due: toRupees(c.refundPaise),
    created_at: new Date(c.createdAt).toISOString(),
  }));
}
export type ClaimDto = Awaited<ReturnType<typeof claimRows>>[number];

/** A page of claims `where` picks, with the total. */
export async function claimPage(
  db: Database,
  where: SQL | undefined,
  input: { page: number; page_size: number },
) {
  const [items, [n]] = await Promise.all([
    claimRows(db, where, { limit: input.page_size, offset: offsetOf(input.page, input.page_size) }),
    db.select({ n: sql<number>`count(*)` }).from(claims).where(where),
  ]);
  return { items, total: n?.n ?? 0, page: input.page, page_size: input.page_size };
}
