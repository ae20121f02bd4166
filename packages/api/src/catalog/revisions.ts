import { productRevisions, products, type Tx } from '@app/db';
import { eq } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { regroupAfterEdit } from './items-join.ts';
import { type ProductRow, type Reviewed, reviewedAnswer } from './product-rows.ts';

/**
 * What staff review of a listing (decision 0062). An approved listing's edit of any of these waits
 * in a pending revision while the approved values stay on sale; stock and price apply at once.
 */
export const REVIEWED = [
  'name',
  'categoryId',
  'cityId',
  'description',
  'unit',
  'imageUrl',
  'brand',
  'manufacturingDate',
  'expiryDate',
  'hsnCode',
  'gstRate',
] as const satisfies readonly (keyof Reviewed)[];

const reviewed = (p: Reviewed) => Object.fromEntries(REVIEWED.map((k) => [k, p[k]])) as Reviewed;

export const sameReviewed = (a: Reviewed, b: Reviewed) => REVIEWED.every((k) => a[k] === b[k]);

/** Drops the product's pending revision; answers the image it named, for release after commit. */
export async function dropRevision(tx: Tx, productId: string) {
  const [old] = await tx
    .delete(productRevisions)
    .where(eq(productRevisions.productId, productId))
    .returning({ imageUrl: productRevisions.imageUrl });
  return old?.imageUrl ?? null;
}

/**
 * An approved listing's edit: its reviewed values replace any pending revision, and an edit back
 * to exactly the approved values leaves none. Answers the image the dropped revision named.
 */
export async function proposeRevision(
  tx: Tx,
  approved: Reviewed & { id: string },
  next: Reviewed,
  now: number,
) {
  const dropped = await dropRevision(tx, approved.id);
  if (!sameReviewed(next, approved))
    await tx.insert(productRevisions).values({ productId: approved.id, ...reviewed(next), createdAt: now });
  return dropped;
}

/**
 * Staff's decision on a pending revision, inside the approval's write transaction. Approving puts
 * the proposed values on the listing (a new expiry date clears the expiry marks, as an edit did);
 * rejecting keeps the approved values on sale. Either way the revision goes, conditionally, so two
 * reviewers at once cannot both decide. Answers the product row and the image no longer named by it.
 */
export async function decideRevision(
  tx: Tx,
  actorId: string,
  row: ProductRow,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
  now: number,
) {
  const { p } = row;
  const [taken] = await tx.delete(productRevisions).where(eq(productRevisions.productId, p.id)).returning();
  if (!taken) throw fail.conflict('not_pending', msg('error.catalog.changesReviewed'));
  const proposed = reviewed(taken);
  if (decision.status === 'rejected') {
    await notify(
      tx,
      p.supplierId,
      {
        type: 'product_revision_rejected',
        title: msg('revision.rejected.title'),
        message: msg('revision.rejected.message', { name: p.name, reason: decision.reason ?? '' }),
      },
      now,
    );
    await audit(
      tx,
      {
        actorId,
        action: 'product.revision_rejected',
        entity: 'product',
        entityId: p.id,
        before: reviewedAnswer(proposed),
        after: { rejection_reason: decision.reason },
      },
      now,
    );
    return { p, released: proposed.imageUrl === p.imageUrl ? null : proposed.imageUrl };
  }
  const newDate = proposed.expiryDate !== p.expiryDate;
  const [updated] = await tx
    .update(products)
    .set({ ...proposed, ...(newDate && { expired: false, expiryWarned: false }), updatedAt: now })
    .where(eq(products.id, p.id))
    .returning();
  updated!.itemId = await regroupAfterEdit(tx, p, updated!, row.supplierCityId);
  await notify(
    tx,
    p.supplierId,
    {
      type: 'product_revision_approved',
      title: msg('revision.approved.title'),
      message: msg('revision.approved.message', { name: proposed.name }),
    },
    now,
  );
  await audit(
    tx,
    {
      actorId,
      action: 'product.revision_approved',
      entity: 'product',
      entityId: p.id,
      before: reviewedAnswer(p),
      after: reviewedAnswer(proposed),
    },
    now,
  );
  return { p: updated!, released: proposed.imageUrl === p.imageUrl ? null : p.imageUrl };
}
