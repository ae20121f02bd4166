import { cartItems, newId, products } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from './app.ts';
import { makeProduct } from './catalog.ts';

/** A valid supplier product form, as the SPA sends it. */
export const productBody = (over: Record<string, unknown> = {}) => ({
  name: 'Basmati Rice',
  category_id: 'cat_rice',
  city_id: null,
  description: 'Long grain',
  price: 650.5,
  unit: '5kg',
  stock_quantity: 120,
  image_url: '',
  brand: 'India Gate',
  manufacturing_date: '2026-01-10',
  expiry_date: '2027-01-10',
  ...over,
});

/**
 * Inserts a product directly (any status), answering its id: `makeProduct` with the bare
 * defaults these tests were written against (no brand, description, image or dates).
 */
export const insertProduct = (
  t: TestApp,
  supplierId: string,
  over: Partial<typeof products.$inferInsert> = {},
) =>
  makeProduct(t, {
    supplierId,
    name: 'Seeded product',
    brand: '',
    description: '',
    imageUrl: '',
    manufacturingDate: null,
    expiryDate: null,
    ...over,
  });

export const productRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0];

export const productCount = async (t: TestApp, supplierId?: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)` })
      .from(products)
      .where(supplierId ? eq(products.supplierId, supplierId) : undefined)
  )[0]!.n;

export async function addToCart(t: TestApp, userId: string, productId: string) {
  await t.db.insert(cartItems).values({ id: newId('crt'), userId, productId, quantity: 1 });
}

/** multipart/form-data with one `file` field. */
export function fileForm(name: string, bytes: Uint8Array | string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new File([bytes as BlobPart], name, { type }));
  return form;
}

/** A request whose answer is read as bytes (file downloads). */
export async function download(t: TestApp, path: string, token?: string) {
  const res = await t.app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** A real 1x1 PNG. */
export const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
