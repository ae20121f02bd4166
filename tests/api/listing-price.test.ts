import { auditLog, products } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';

// Decision 0108: a listing's price set alone from a table row, by its supplier or by staff, under
// the product forms' rules (volume prices stay cheaper), audited with the old price.
let t: TestApp;
let supplier: { id: string; token: string };
beforeEach(async () => {
  t = await createTestApp();
  supplier = await t.userWithToken('supplier', { restaurantName: 'Malwa Wholesale' });
});
afterEach(() => t.close());

/** Rice at ₹65/kg and ₹62/kg from 25 kg, in steps of 1 kg from 5 kg. */
const rice = (extra: Partial<typeof products.$inferInsert> = {}) =>
  makeProduct(t, {
    supplierId: supplier.id,
    cityId: 'city_indore',
    soldBy: 'kg',
    unit: 'kg',
    pricePaise: 6_500,
    step: 1_000,
    minQuantity: 5_000,
    stockQuantity: 40_000,
    priceBreaks: [{ from: 25_000, pricePaise: 6_200 }],
    approvalStatus: 'approved',
    ...extra,
  });
const row = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
const audits = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
const setOwn = (id: string, price: unknown, token = supplier.token, headers?: Record<string, string>) =>
  t.call('PUT', `/api/supplier/products/${id}/price`, { token, body: { price }, headers });
const setStaff = (id: string, price: unknown, token: string) =>
  t.call('PUT', `/api/admin/inventory/${id}/price`, { token, body: { price } });

describe('a supplier sets a price alone', () => {
  it('refuses a price a volume price would not be below, naming the break, and changes nothing', async () => {
    const id = await rice();
    const res = await setOwn(id, 62);
    expect(res.status).toBe(400);
    expect(res.data.code).toBe('break_not_cheaper');
    expect(res.data.detail).toBe(
      'Volume prices must stay cheaper than the price: from 25 kg this listing sells at ₹62.00, not below ₹62.00. Lower or remove that volume price in the product form first.',
    );
    expect((await row(id)).pricePaise).toBe(6_500);
    expect(await audits(id)).toHaveLength(0);

    const hindi = await setOwn(id, 60, supplier.token, { 'accept-language': 'hi' });
    expect(hindi.data.detail).toMatch(/[\u0900-\u097F]/);
  });

  it('keeps an approved listing on sale at the new price with its volume prices, audited', async () => {
    const id = await rice();
    const res = await setOwn(id, 68.5);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      price_per_unit: 68.5,
      approval_status: 'approved',
      price_breaks: [{ from_quantity: 25, price: 62 }],
    });
    expect((await row(id)).pricePaise).toBe(6_850);
    const [entry] = await audits(id);
    expect(entry).toMatchObject({
      actorId: supplier.id,
      action: 'product.price',
      before: { price: 65, stock_quantity: 40 },
      after: { price: 68.5, stock_quantity: 40 },
    });
  });

  it('sends a rejected listing back for review, clearing the reason and the price-needed mark', async () => {
    const id = await rice({
      approvalStatus: 'rejected',
      rejectionReason: 'Price too high',
      priceNeeded: true,
      priceBreaks: [],
    });
    const res = await setOwn(id, 55);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      approval_status: 'pending',
      rejection_reason: null,
      price_needed: false,
    });
  });

  it("refuses a bad price, another supplier's listing and an unknown one", async () => {
    const id = await rice();
    for (const [price, message] of [
      [0, 'Price must be more than 0'],
      [1.234, 'Price has at most 2 decimals'],
      ['60', 'Price must be a number'],
    ] as const) {
      const res = await setOwn(id, price);
      expect(res.status).toBe(400);
      expect(res.data.errors).toContainEqual({ path: ['price'], message });
    }
    const other = await t.userWithToken('supplier');
    expect((await setOwn(id, 70, other.token)).status).toBe(403);
    expect((await setOwn('prd_missing', 70)).status).toBe(404);
    expect((await row(id)).pricePaise).toBe(6_500);
  });
});

describe('staff set a price alone', () => {
  it("reach their city's listings only, under the same volume-price rule, audited", async () => {
    const sub = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_products'],
    });
    const bhopal = await rice({ cityId: 'city_bhopal' });
    const indore = await rice();
    expect((await setStaff(indore, 70, sub.token)).status).toBe(404);

    const clash = await setStaff(bhopal, 61, sub.token);
    expect(clash.status).toBe(400);
    expect(clash.data.code).toBe('break_not_cheaper');

    const res = await setStaff(bhopal, 70, sub.token);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ price: 70, approval_status: 'approved' });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, bhopal), eq(auditLog.action, 'update_price')));
    expect(entries).toMatchObject([{ actorId: sub.id, before: { price: 65 }, after: { price: 70 } }]);
    expect((await row(indore)).pricePaise).toBe(6_500);
  });

  it("take the staff form's price rule (0 for a listing without volume prices) and need manage_products", async () => {
    const admin = await t.userWithToken('admin');
    const free = await rice({ priceBreaks: [] });
    expect((await setStaff(free, 0, admin.token)).data).toMatchObject({ price: 0 });
    const negative = await setStaff(free, -1, admin.token);
    expect(negative.data.errors).toContainEqual({ path: ['price'], message: 'Must not be negative' });
    const orders = await t.userWithToken('sub_admin', {
      cityId: 'city_indore',
      permissions: ['manage_orders'],
    });
    expect((await setStaff(free, 5, orders.token)).status).toBe(403);
  });
});
