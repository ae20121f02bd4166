import { type Database, productRevisions, products, type Tx } from '@app/db';
import { eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { ImageStore } from '../ports.ts';
import { isServableImageKey, ownedImageKey } from './product-rows.ts';

/** 503 with Retry-After: the image store failed, nothing was changed. The operator sees one line. */
export function storeUnavailable(operation: string, cause: unknown) {
  console.warn(`Image store ${operation} failed:`, cause instanceof Error ? cause.message : String(cause));
  return fail.unavailable('image_store_unavailable', msg('error.catalog.imageStoreDown'), 5);
}

/**
 * A product may only point at one of our images (`/images/...`) that the store holds, so a failed
 * or never-finished upload can never be shown as a broken picture. Outside addresses are the
 * supplier's own responsibility and are not fetched. Runs inside the product's write
 * transaction: `releaseImage` deletes inside one too, so a check and a delete never interleave.
 */
export async function requireStoredImage(images: ImageStore, url: string) {
  if (!url.startsWith('/images/')) return;
  const missing = () => fail.badRequest('image_missing', msg('error.catalog.imageMissing'));
  const key = url.slice('/images/'.length);
  // The same key rule as the image route: anything else can never be served.
  if (!isServableImageKey(key)) throw missing();
  let found: Awaited<ReturnType<ImageStore['get']>>;
  try {
    found = await images.get(key);
  } catch (e) {
    throw storeUnavailable('get', e);
  }
  if (!found) throw missing();
  if (found.body instanceof ReadableStream) await found.body.cancel();
}

/** Whether a product, or a pending revision waiting to become one, shows the image. */
export async function imageInUse(tx: Tx, url: string) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.imageUrl, url))
    .limit(1);
  if (product) return true;
  const [revision] = await tx
    .select({ id: productRevisions.productId })
    .from(productRevisions)
    .where(eq(productRevisions.imageUrl, url))
    .limit(1);
  return revision !== undefined;
}

/**
 * Removes the owner's uploaded file once no product or pending revision shows it any more, after
 * the change that dropped it has committed (best effort: a leftover file costs storage, a missing
 * one a picture).
 */
export async function releaseImage(db: Database, images: ImageStore, url: string, ownerId: string) {
  const key = ownedImageKey(url, ownerId);
  if (!key) return;
  await db.write(async (tx: Tx) => {
    if (await imageInUse(tx, url)) return;
    try {
      await images.delete(key);
    } catch {
      // The product change itself has succeeded; the file stays until cleaned up by hand.
    }
  });
}
