import { normaliseName, parseUnit, pricePerBase, unitKey } from '@app/api/shared';
import { auditLog, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct, makeSupplier } from '../support/catalog.ts';
import { productRow } from '../support/products.ts';

describe('unit parser', () => {
  it.each([
    ['1kg', { quantity: 1, base: 'kg' }],
    ['500g', { quantity: 0.5, base: 'kg' }],
    ['500 gm', { quantity: 0.5, base: 'kg' }],
    ['5 L', { quantity: 5, base: 'l' }],
    ['250ml', { quantity: 0.25, base: 'l' }],
    ['12 pcs', { quantity: 12, base: 'pc' }],
    ['1 dozen', { quantity: 12, base: 'pc' }],
    ['5kg bag', { quantity: 5, base: 'kg' }],
    ['1.5 Ltr bottle', { quantity: 1.5, base: 'l' }],
    ['kg', { quantity: 1, base: 'kg' }],
  ])('reads %s', (written, parsed) => {
    expect(parseUnit(written)).toEqual(parsed);
  });

  it.each(['1 bunch', '2x500g', '', 'box', '0kg', 'half kg'])('cannot read %j', (written) => {
    expect(parseUnit(written)).toBeNull();
  });

  it('prices per kg, litre or piece in paise, rounded', () => {
    // ₹460 for 5 kg is ₹92/kg; ₹2,150 for 25 kg is ₹86/kg: the big pack is cheaper per kg.
    expect(pricePerBase(46_000, '5kg')).toEqual({ per: 'kg', paise: 9_200 });
    expect(pricePerBase(215_000, '25 kg bag')).toEqual({ per: 'kg', paise: 8_600 });
    expect(pricePerBase(4_500, '500g')).toEqual({ per: 'kg', paise: 9_000 });
    expect(pricePerBase(3_000, '250ml')).toEqual({ per: 'l', paise: 12_000 });
    // ₹100 for 12 eggs: 833.33 paise each, rounded to 833.
    expect(pricePerBase(10_000, '1 dozen')).toEqual({ per: 'pc', paise: 833 });
    expect(pricePerBase(10_000, '1 bunch')).toBeNull();
  });

  it('normalises names and units for matching', () => {
    expect(normaliseName('  Besan (Gram Flour) - Pack ')).toBe('besan gram flour');
    expect(unitKey('500 g')).toBe(unitKey('0.5kg'));
    expect(unitKey('1 Bunch')).toBe('1 bunch');
  });
});

let t: TestApp;
type User = Awaited<ReturnType<TestApp['userWithToken']>>;
let admin: User;
let indoreSub: User;
let customer: User;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.userWithToken('admin');
  indoreSub = await t.userWithToken('sub_admin', { permissions: ['manage_products'] });
  customer = await t.userWithToken('customer');
});
afterEach(() => t.close());

const indore = { cityId: 'city_indore' };
const suggestions = async (token: string) => {
  const res = await t.call('GET', '/api/admin/items/suggestions', { token });
  expect(res.status).toBe(200);
  return res.data as { name: string; unit: string; item_id: string | null; listings: { id: string }[] }[];
};
const confirm = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/admin/items', { token, body });

describe('suggestions', () => {
  it('groups the same name and unit, never different units or categories', async () => {
    const a = await makeProduct(t, { ...indore, name: 'Besan', unit: '1kg' });
    const b = await makeProduct(t, { ...indore, name: 'BESAN - pack', unit: '1000 g' });
    await makeProduct(t, { ...indore, name: 'Besan', unit: '5kg' });
    await makeProduct(t, { ...indore, name: 'Besan', unit: '1kg', categoryId: 'cat_pulses' });
    await makeProduct(t, { ...indore, name: 'Besan', unit: '1kg', approvalStatus: 'pending' });
    const groups = await suggestions(admin.token);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ unit: '1kg', item_id: null });
    expect(groups[0]!.listings.map((l) => l.id).sort()).toEqual([a, b].sort());
  });

  it("leaves out another city's listings for a sub-admin", async () => {
    const bhopal = await makeSupplier(t, { cityId: 'city_bhopal' });
    await makeProduct(t, { cityId: 'city_bhopal', supplierId: bhopal, name: 'Besan' });
    await makeProduct(t, { cityId: 'city_bhopal', supplierId: bhopal, name: 'Besan' });
    expect(await suggestions(indoreSub.token)).toEqual([]);
    expect(await suggestions(admin.token)).toHaveLength(1);
  });
});

describe('confirm, move, rename', () => {
  it('confirms a group into an item, audited', async () => {
    const ids = [await makeProduct(t, { name: 'Besan' }), await makeProduct(t, { name: 'Besan' })];
    const res = await confirm(indoreSub.token, { name: 'Besan', product_ids: ids });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Besan',
      key: 'besan|1kg',
      unit_base: 'kg',
      city_id: 'city_indore',
    });
    expect(res.data.listings).toHaveLength(2);
    expect((await productRow(t, ids[0]!))?.itemId).toBe(res.data.id);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, res.data.id));
    expect(entry?.action).toBe('catalog_item.confirm');
    expect(await suggestions(admin.token)).toEqual([]);
  });

  it('refuses different units or categories unless staff allow mixing', async () => {
    const kg = await makeProduct(t, { name: 'Besan', unit: '1kg' });
    const fiveKg = await makeProduct(t, { name: 'Besan', unit: '5kg' });
    const pulses = await makeProduct(t, { name: 'Besan', unit: '1kg', categoryId: 'cat_pulses' });
    for (const other of [fiveKg, pulses]) {
      const res = await confirm(admin.token, { name: 'Besan', product_ids: [kg, other] });
      expect(res.status).toBe(400);
      expect(res.data.code).toBe('mixed_item');
    }
    expect((await productRow(t, kg))?.itemId).toBeNull();
    const mixed = await confirm(admin.token, { name: 'Besan', product_ids: [kg, fiveKg], allow_mixed: true });
    expect(mixed.status).toBe(200);
    expect(mixed.data.listings).toHaveLength(2);
  });

  it('moves a listing into another item and out again, and renames an item', async () => {
    const ids = [await makeProduct(t, { name: 'Besan' }), await makeProduct(t, { name: 'Besan' })];
    const item = (await confirm(admin.token, { name: 'Besan', product_ids: ids })).data;
    const loose = await makeProduct(t, { name: 'Gram flour', unit: '1 kg' });
    const moved = await t.call('PUT', `/api/admin/products/${loose}/item`, {
      token: admin.token,
      body: { item_id: item.id },
    });
    expect(moved.data).toEqual({ ok: true, id: loose, item_id: item.id });
    const pack = await makeProduct(t, { name: 'Besan', unit: '5kg' });
    const refused = await t.call('PUT', `/api/admin/products/${pack}/item`, {
      token: admin.token,
      body: { item_id: item.id },
    });
    expect(refused.status).toBe(400);
    const out = await t.call('PUT', `/api/admin/products/${loose}/item`, {
      token: admin.token,
      body: { item_id: null },
    });
    expect(out.data.item_id).toBeNull();
    const renamed = await t.call('PUT', `/api/admin/items/${item.id}`, {
      token: admin.token,
      body: { name: 'Besan (Gram Flour)' },
    });
    expect(renamed.data).toMatchObject({ name: 'Besan (Gram Flour)', key: 'besan gram flour|1kg' });
  });

  it("answers 404 for another city's item or listing", async () => {
    const bhopal = await makeSupplier(t, { cityId: 'city_bhopal' });
    const ids = [
      await makeProduct(t, { cityId: 'city_bhopal', supplierId: bhopal }),
      await makeProduct(t, { cityId: 'city_bhopal', supplierId: bhopal }),
    ];
    const bhopalSub = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_products'],
    });
    const item = (await confirm(bhopalSub.token, { name: 'Rice', product_ids: ids })).data;
    expect((await confirm(indoreSub.token, { name: 'Rice', product_ids: ids })).status).toBe(404);
    const rename = await t.call('PUT', `/api/admin/items/${item.id}`, {
      token: indoreSub.token,
      body: { name: 'Mine' },
    });
    expect(rename.status).toBe(404);
    const own = await makeProduct(t, indore);
    const move = await t.call('PUT', `/api/admin/products/${own}/item`, {
      token: indoreSub.token,
      body: { item_id: item.id },
    });
    expect(move.status).toBe(404);
  });
});

describe('approval', () => {
  it('joins an exactly matching item; anything else waits for staff', async () => {
    const reviewer = await t.userWithToken('sub_admin', { permissions: ['approve_products'] });
    const ids = [await makeProduct(t, { name: 'Besan' }), await makeProduct(t, { name: 'Besan' })];
    const item = (await confirm(admin.token, { name: 'Besan', product_ids: ids })).data;
    const same = await makeProduct(t, { name: 'besan.', unit: '1000g', approvalStatus: 'pending' });
    const otherUnit = await makeProduct(t, { name: 'Besan', unit: '5kg', approvalStatus: 'pending' });
    const otherCategory = await makeProduct(t, {
      name: 'Besan',
      categoryId: 'cat_pulses',
      approvalStatus: 'pending',
    });
    for (const id of [same, otherUnit, otherCategory]) {
      const res = await t.call('POST', `/api/admin/products/${id}/approve`, { token: reviewer.token });
      expect(res.status).toBe(200);
    }
    expect((await productRow(t, same))?.itemId).toBe(item.id);
    expect((await productRow(t, otherUnit))?.itemId).toBeNull();
    expect((await productRow(t, otherCategory))?.itemId).toBeNull();
  });
});

describe('customer views', () => {
  it('GET /api/products gains item_id and price per base unit', async () => {
    const id = await makeProduct(t, { name: 'Atta', unit: '5kg bag', pricePaise: 46_000 });
    const odd = await makeProduct(t, { name: 'Coriander', unit: '1 bunch' });
    const res = await t.call('GET', '/api/products', { token: customer.token });
    const byId = new Map(res.data.products.map((p: { id: string }) => [p.id, p]));
    expect(byId.get(id)).toMatchObject({ item_id: null, price_per_base: { per: 'kg', price: 92 } });
    expect(byId.get(odd)).toMatchObject({ unit: '1 bunch', price_per_base: null });
  });

  it('GET /api/items: one row per item, offers in stock first then cheapest per kg', async () => {
    const dear = await makeProduct(t, { name: 'Besan', unit: '1kg', pricePaise: 9_500, stockQuantity: 5 });
    const cheap = await makeProduct(t, { name: 'Besan', unit: '1kg', pricePaise: 8_800, stockQuantity: 50 });
    const gone = await makeProduct(t, { name: 'Besan', unit: '1kg', pricePaise: 7_000, stockQuantity: 0 });
    const bhopal = await makeSupplier(t, { cityId: 'city_bhopal' });
    const elsewhere = await makeProduct(t, { name: 'Besan', cityId: 'city_bhopal', supplierId: bhopal });
    const item = (await confirm(admin.token, { name: 'Besan', product_ids: [dear, cheap, gone, elsewhere] }))
      .data;
    await t.db.update(products).set({ itemId: null }).where(eq(products.id, elsewhere));
    const res = await t.call('GET', '/api/items', { token: customer.token });
    expect(res.status).toBe(200);
    expect(res.data.items).toHaveLength(1);
    expect(res.data.items[0]).toMatchObject({
      id: item.id,
      name: 'Besan',
      unit: '1kg',
      unit_base: 'kg',
      from_price: 88,
      from_price_per_base: { per: 'kg', price: 88 },
      supplier_count: 3,
    });
    expect(res.data.items[0].offers.map((o: { product_id: string }) => o.product_id)).toEqual([
      cheap,
      dear,
      gone,
    ]);
    expect(res.data.items[0].offers[2].stock_label).toBe('Out of Stock');
    const searched = await t.call('GET', '/api/items?search=bes', { token: customer.token });
    expect(searched.data.items).toHaveLength(1);
    const none = await t.call('GET', '/api/items?category_id=cat_pulses', { token: customer.token });
    expect(none.data.items).toEqual([]);
  });

  it("leaves out items with no live offer in the customer's city", async () => {
    const bhopal = await makeSupplier(t, { cityId: 'city_bhopal' });
    const ids = [
      await makeProduct(t, { cityId: 'city_bhopal', supplierId: bhopal }),
      await makeProduct(t, { cityId: 'city_bhopal', supplierId: bhopal }),
    ];
    expect((await confirm(admin.token, { name: 'Rice', product_ids: ids })).status).toBe(200);
    const res = await t.call('GET', '/api/items', { token: customer.token });
    expect(res.data.items).toEqual([]);
  });
});
