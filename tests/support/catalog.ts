import { gstinCheckChar } from '@app/api/shared';
import { categories, type Database, newId, products, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { nextUserSerial, type TestApp } from './app.ts';

/** A valid GSTIN of a state (GST code) and PAN: the check character computed. */
export const gstinOf = (stateCode: string, pan = 'AAACF1234A') =>
  `${stateCode}${pan}1Z${gstinCheckChar(`${stateCode}${pan}1Z`)}`;

/** A supplier row (no login needed) in Indore, registered for GST there, unless told otherwise. */
export async function makeSupplier(t: TestApp, extra: Partial<typeof users.$inferInsert> = {}) {
  const id = newId('usr');
  const n = nextUserSerial();
  await t.db.insert(users).values({
    id,
    email: `supplier-${n}@test.in`,
    username: `Supplier ${n}`,
    passwordHash: 'x',
    userType: 'supplier',
    restaurantName: `Fresh Supply ${n}`,
    cityId: 'city_indore',
    gstin: gstinOf('23'),
    state: 'Madhya Pradesh',
    ...extra,
  });
  return id;
}

/** The HSN code and GST rate a product of the category gets when it names none (as the API stores). */
export async function categoryTax(db: Database, categoryId: string) {
  const [c] = await db
    .select({ hsnCode: categories.hsnCode, gstRate: categories.gstRate })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return c ?? { hsnCode: '', gstRate: 5 };
}

/** An approved, active, all-city product (₹100.00, stock 50) unless overridden. */
export async function makeProduct(t: TestApp, extra: Partial<typeof products.$inferInsert> = {}) {
  const id = extra.id ?? newId('prd');
  await t.db.insert(products).values({
    id,
    supplierId: extra.supplierId ?? (await makeSupplier(t)),
    categoryId: 'cat_rice',
    ...(await categoryTax(t.db, extra.categoryId ?? 'cat_rice')),
    cityId: null,
    name: 'Basmati Rice',
    brand: 'India Gate',
    description: 'Long grain',
    pricePaise: 10_000,
    unit: '1kg',
    stockQuantity: 50,
    imageUrl: '/images/seed/1f35a.webp',
    manufacturingDate: '2026-01-01',
    expiryDate: '2027-01-01',
    approvalStatus: 'approved',
    ...extra,
  });
  return id;
}

/** A customer with the given products in the cart (through the real API). */
export async function customerWithCart(
  t: TestApp,
  lines: [productId: string, quantity: number][],
  extra: Parameters<TestApp['userWithToken']>[1] = {},
) {
  const c = await t.userWithToken('customer', extra);
  for (const [product_id, quantity] of lines) {
    const res = await t.call('POST', '/api/cart', { token: c.token, body: { product_id, quantity } });
    if (res.status !== 200) throw new Error(`add to cart failed: ${JSON.stringify(res.data)}`);
  }
  return c;
}

export const CHECKOUT = {
  delivery_address: '12 MG Road, Indore',
  phone: '9876543210',
  payment_method: 'COD',
} as const;

/** A product's stock as the database holds it. */
export const stockOf = async (db: Database, id: string) =>
  (await db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;
