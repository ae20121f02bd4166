import { type Database, productRevisions, products, type Tx, users } from '@app/db';
import { and, asc, eq, gt, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { reaches } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import type { ImageStore } from '../ports.ts';
import { matchesAny } from '../shared/query.ts';
import { emitEvent } from '../webhooks/index.ts';
import { releaseImage } from './images.ts';
import { joinMatchingItem } from './items-join.ts';
import { stockAnswer } from './measures.ts';
import { type ProductRow, productDto, selectProducts } from './product-rows.ts';
import { decideRevision } from './revisions.ts';

export interface StaffActor {
  id: string;
  cityId: string | null;
  /** Whether the actor may also remove live (approved) products. */
  managesProducts: boolean;
}

/**
 * A sub-admin's products: those sold only in its city, and all-city products of suppliers based
 * in its city. Null city (super admin): everything.
 */
export function inCityScope(cityId: string | null): SQL | undefined {
  const own = inScope(products.cityId, { cityId });
  return own && or(own, and(isNull(products.cityId), inScope(users.cityId, { cityId })));
}

/** Waiting for review: pending products, and approved ones with a pending revision. */
const waiting = or(eq(products.approvalStatus, 'pending'), isNotNull(productRevisions.productId));
/** When it started waiting: a revision's submission, else the product's creation. */
const since = sql<number>`coalesce(${productRevisions.createdAt}, ${products.createdAt})`;

/** Products waiting for review, oldest first (first come, first reviewed), a page at a time. */
export async function listPending(
  db: Database,
  cityId: string | null,
  page: { limit: number; cursor?: string | null; search?: string; kind?: 'all' | 'new' | 'changes' },
) {
  const kind =
    page.kind === 'new'
      ? eq(products.approvalStatus, 'pending')
      : page.kind === 'changes'
        ? isNotNull(productRevisions.productId)
        : undefined;
  const search = matchesAny(page.search ?? '', [products.name, products.brand, users.restaurantName]);
  let after: SQL | undefined;
  if (page.cursor) {
    const [last] = await db
      .select({ since, id: products.id })
      .from(products)
      .leftJoin(productRevisions, eq(productRevisions.productId, products.id))
      .where(eq(products.id, page.cursor));
    if (last) after = or(gt(since, last.since), and(eq(since, last.since), gt(products.id, last.id)));
  }
  const rows = await selectProducts(db, and(waiting, inCityScope(cityId), kind, search, after))
    .orderBy(asc(since), asc(products.id))
    .limit(page.limit);
  return rows.map(productDto);
}

export async function countPending(db: Database, cityId: string | null) {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .leftJoin(productRevisions, eq(productRevisions.productId, products.id))
    .where(and(waiting, inCityScope(cityId)));
  return { count: row?.n ?? 0 };
}

/** 404 for an unknown id, 403 for a product outside the sub-admin's city. */
async function scopedProduct(tx: Tx, actor: StaffActor, id: string) {
  const [row] = await selectProducts(tx, eq(products.id, id));
  if (!row) throw fail.notFound(msg('error.catalog.productNotFound'));
  const [inScope] = await selectProducts(tx, and(eq(products.id, id), inCityScope(actor.cityId)));
  if (!inScope) throw fail.forbidden(msg('error.catalog.notInCity'));
  return row;
}

const snapshot = (p: { approvalStatus: string; rejectionReason: string | null }) => ({
  approval_status: p.approvalStatus,
  rejection_reason: p.rejectionReason,
});

type Decision = { status: 'approved' | 'rejected'; reason: string | null };

/**
 * Staff's decision: on an approved listing's pending revision (catalog/revisions.ts), else on a
 * pending product. Releases the image the decision left unused.
 */
async function decide(
  db: Database,
  images: ImageStore,
  actor: StaffActor,
  id: string,
  decision: Decision,
  now: number,
) {
  const { dto, released } = await db.write(async (tx) => {
    const row = await scopedProduct(tx, actor, id);
    if (row.revision) {
      const { p, released } = await decideRevision(tx, actor.id, row, decision, now);
      const [after] = await selectProducts(tx, eq(products.id, id));
      return { dto: productDto(after!), released: released && { url: released, ownerId: p.supplierId } };
    }
    return { dto: await decideProduct(tx, actor, row, decision, now), released: null };
  });
  if (released) await releaseImage(db, images, released.url, released.ownerId);
  return dto;
}

async function decideProduct(tx: Tx, actor: StaffActor, row: ProductRow, decision: Decision, now: number) {
  const id = row.p.id;
  if (decision.status === 'approved' && row.p.priceNeeded)
    throw fail.conflict('price_needed', msg('error.catalog.priceNeeded'));
  // Conditional on still pending: two reviewers acting at once cannot both decide.
  const [updated] = await tx
    .update(products)
    .set({ approvalStatus: decision.status, rejectionReason: decision.reason, updatedAt: now })
    .where(and(eq(products.id, id), eq(products.approvalStatus, 'pending')))
    .returning();
  if (!updated)
    throw fail.conflict('not_pending', msg('error.catalog.notPending', { status: row.p.approvalStatus }));
  // An exact match (name, unit, category) joins its item; anything else waits for staff (decision 0074).
  if (decision.status === 'approved')
    updated.itemId = await joinMatchingItem(tx, updated, row.supplierCityId);
  const name = row.p.name;
  await emitEvent(
    tx,
    decision.status === 'approved' ? 'product.approved' : 'product.rejected',
    {
      product_id: id,
      name,
      supplier_id: row.p.supplierId,
      price: updated.pricePaise / 100,
      sold_by: updated.soldBy,
      stock_quantity: stockAnswer(updated),
      ...(decision.status === 'rejected' ? { reason: decision.reason } : {}),
    },
    { supplierId: row.p.supplierId, cityId: row.p.cityId },
    now,
  );
  await notify(
    tx,
    row.p.supplierId,
    decision.status === 'approved'
      ? {
          type: 'product_approved',
          title: msg('product.approved.title'),
          message: msg('product.approved.message', { name }),
        }
      : {
          type: 'product_rejected',
          title: msg('product.rejected.title'),
          message: msg('product.rejected.message', { name, reason: decision.reason ?? '' }),
        },
    now,
  );
  await audit(
    tx,
    {
      actorId: actor.id,
      action: decision.status === 'approved' ? 'product.approve' : 'product.reject',
      entity: 'product',
      entityId: id,
      before: snapshot(row.p),
      after: snapshot(updated),
    },
    now,
  );
  return productDto({ ...row, p: updated });
}

export const approveProduct = (
  db: Database,
  images: ImageStore,
  actor: StaffActor,
  id: string,
  now: number,
) => decide(db, images, actor, id, { status: 'approved', reason: null }, now);

export const rejectProduct = (
  db: Database,
  images: ImageStore,
  actor: StaffActor,
  id: string,
  reason: string,
  now: number,
) => decide(db, images, actor, id, { status: 'rejected', reason }, now);

/**
 * The approval screen's Delete. Pending and rejected listings need approve_products; removing
 * a live (approved) product also needs manage_products. Order lines keep their snapshot.
 */
export async function deleteProductAsStaff(
  db: Database,
  images: ImageStore,
  actor: StaffActor,
  id: string,
  now: number,
) {
  const row = await db.write(async (tx) => {
    const found = await scopedProduct(tx, actor, id);
    // As staff's product calls (catalog/staff.ts): a product of every city lies outside any one
    // city's scope, so only the super admin removes it (reviewing it stays with its supplier's city).
    if (!reaches({ cityId: actor.cityId }, found.p.cityId))
      throw fail.forbidden(msg('error.catalog.allCitiesSuperOnly'));
    if (found.p.approvalStatus === 'approved' && !actor.managesProducts)
      throw fail.forbidden(msg('error.catalog.removeLive'));
    await tx.delete(products).where(eq(products.id, id));
    await notify(
      tx,
      found.p.supplierId,
      {
        type: 'product_deleted',
        title: msg('product.deleted.title'),
        message: msg('product.deleted.message', { name: found.p.name }),
      },
      now,
    );
    await audit(
      tx,
      {
        actorId: actor.id,
        action: 'product.delete',
        entity: 'product',
        entityId: id,
        before: productDto(found),
      },
      now,
    );
    return found;
  });
  await releaseImage(db, images, row.p.imageUrl, row.p.supplierId);
  if (row.revision) await releaseImage(db, images, row.revision.imageUrl, row.p.supplierId);
  return { ok: true, id };
}
