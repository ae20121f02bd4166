import { cartItems, newId, orderItems, orders, products } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from './app.ts';

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

/** Inserts a product directly (any status), answering its id. */
export async function insertProduct(
  t: TestApp,
  supplierId: string,
  over: Partial<typeof products.$inferInsert> = {},
) {
  const id = newId('prd');
  await t.db.insert(products).values({
    id,
    supplierId,
    categoryId: 'cat_rice',
    name: 'Seeded product',
    pricePaise: 10_000,
    unit: '1kg',
    stockQuantity: 50,
    approvalStatus: 'approved',
    ...over,
  });
  return id;
}

export const productRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0];

export const productCount = async (t: TestApp, supplierId?: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)` })
      .from(products)
      .where(supplierId ? eq(products.supplierId, supplierId) : undefined)
  )[0]!.n;

/** An order of `customerId` with one line per product, straight into the tables. */
export async function insertOrder(
  t: TestApp,
  customerId: string,
  lines: { productId: string; supplierId: string; pricePaise: number; quantity: number }[],
  status: typeof orders.$inferInsert.status = 'delivered',
) {
  const id = newId('ord');
  const subtotal = lines.reduce((s, l) => s + l.pricePaise * l.quantity, 0);
  await t.db.insert(orders).values({
    id,
    orderNumber: `SB-TEST-${id.slice(-6)}`,
    invoiceNumber: `INV/TEST/${id.slice(-8)}`,
    customerId,
    status,
    paymentMethod: 'COD',
    subtotalPaise: subtotal,
    gstPaise: 0,
    deliveryFeePaise: 0,
    platformFeePaise: 100,
    totalPaise: subtotal + 100,
    restaurantName: 'Test Kitchen',
    customerName: 'Test Customer',
    customerEmail: 'c@test.in',
    deliveryAddress: '1 Test Road',
    phone: '9876543210',
    deliveryOtp: '1234',
  });
  await t.db.insert(orderItems).values(
    lines.map((l) => ({
      id: newId('itm'),
      orderId: id,
      productId: l.productId,
      supplierId: l.supplierId,
      categoryId: 'cat_rice',
      productName: 'Snapshot name',
      unit: '1kg',
      hsnCode: '1006',
      pricePaise: l.pricePaise,
      quantity: l.quantity,
      lineTotalPaise: l.pricePaise * l.quantity,
    })),
  );
  return id;
}

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
