import { auditLog, products } from '@app/db';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';

// Decision 0115: a supplier sets the stock, or changes the price by a percent, of many of its
// listings at once; each goes through the one-listing rule and a refused one is answered with why.
let t: TestApp;
let supplier: { id: string; token: string };
beforeEach(async () => {
  t = await createTestApp();
  supplier = await t.userWithToken('supplier', { restaurantName: 'Malwa Wholesale' });
});
afterEach(() => t.close());

/** Rice by the kg at ₹65, ₹62 from 25 kg; or `pack` listings at ₹120 with 10 in stock. */
const listing = (extra: Partial<typeof products.$inferInsert> = {}) =>
  makeProduct(t, {
    supplierId: supplier.id,
    cityId: 'city_indore',
    soldBy: 'kg',
    unit: 'kg',
    pricePaise: 6_500,
    step: 1_000,
    minQuantity: 1_000,
    stockQuantity: 40_000,
    priceBreaks: [{ from: 25_000, pricePaise: 6_200 }],
    approvalStatus: 'approved',
    ...extra,
  });
const pack = (extra: Partial<typeof products.$inferInsert> = {}) =>
  listing({
    soldBy: 'pack',
    unit: '1kg',
    step: 1,
    minQuantity: 1,
    stockQuantity: 10,
    pricePaise: 12_000,
    priceBreaks: [],
    ...extra,
  });
const bulk = (body: unknown, token = supplier.token, headers?: Record<string, string>) =>
  t.call('POST', '/api/supplier/products/bulk', { token, body, headers });
const rows = (ids: string[]) => t.db.select().from(products).where(inArray(products.id, ids));
const audits = (ids: string[]) => t.db.select().from(auditLog).where(inArray(auditLog.entityId, ids));

describe('a supplier changes many listings at once', () => {
  it('sets the stock of each, answering a refused one with the reason and keeping the others, audited', async () => {
    const rice = await listing();
    const oil = await pack();
    const empty = await pack({ stockQuantity: 0 });
    const res = await bulk({ ids: [rice, oil, empty], action: 'set_stock', stock_quantity: 2.5 });
    expect(res.status).toBe(200);
    expect(res.data.results[0]).toEqual({ id: rice, ok: true });
    expect(res.data.results[1]).toMatchObject({ id: oil, ok: false, code: 'invalid_input' });
    expect(res.data.results[1].reason).toMatch(/whole/i);
    expect(res.data.results[2]).toMatchObject({ id: empty, ok: false });
    const stock = Object.fromEntries((await rows([rice, oil, empty])).map((r) => [r.id, r.stockQuantity]));
    expect(stock).toEqual({ [rice]: 2_500, [oil]: 10, [empty]: 0 });
    expect(await audits([rice, oil, empty])).toMatchObject([
      {
        actorId: supplier.id,
        action: 'product.stock',
        entityId: rice,
        before: { price: 65, stock_quantity: 40 },
        after: { price: 65, stock_quantity: 2.5 },
      },
    ]);

    const out = await bulk({ ids: [oil, empty], action: 'set_stock', stock_quantity: 0 });
    expect(out.data.results).toEqual([
      { id: oil, ok: true },
      { id: empty, ok: true },
    ]);
    expect((await rows([oil]))[0]!.stockQuantity).toBe(0);
    // An unchanged count is not a change: only the oil's went into the log.
    expect((await audits([empty])).length).toBe(0);

    const hindi = await bulk({ ids: [rice], action: 'set_stock', stock_quantity: 1.5 }, supplier.token, {
      'accept-language': 'hi',
    });
    expect(hindi.data.results).toEqual([{ id: rice, ok: true }]);
    const hindiRefusal = await bulk(
      { ids: [oil], action: 'set_stock', stock_quantity: 1.5 },
      supplier.token,
      {
        'accept-language': 'hi',
      },
    );
    expect(hindiRefusal.data.results[0].reason).toMatch(/[\u0900-\u097F]/);
  });

  it('changes prices by a percent under the volume-price rule of a single price, each audited', async () => {
    const rice = await listing();
    const oil = await pack({ approvalStatus: 'rejected', rejectionReason: 'Price too high' });
    const down = await bulk({ ids: [rice, oil], action: 'change_price', percent: -10 });
    expect(down.status).toBe(200);
    // ₹65 less 10% is ₹58.50, not above the ₹62 volume price: refused as the row's own save is.
    expect(down.data.results[0]).toMatchObject({ id: rice, ok: false, code: 'break_not_cheaper' });
    expect(down.data.results[0].reason).toMatch(/^Volume prices must stay cheaper than the price/);
    expect(down.data.results[1]).toEqual({ id: oil, ok: true });
    const after = Object.fromEntries((await rows([rice, oil])).map((r) => [r.id, r]));
    expect(after[rice]!.pricePaise).toBe(6_500);
    expect(after[oil]).toMatchObject({
      pricePaise: 10_800,
      approvalStatus: 'pending',
      rejectionReason: null,
    });

    const up = await bulk({ ids: [rice], action: 'change_price', percent: 2.5 });
    expect(up.data.results).toEqual([{ id: rice, ok: true }]);
    // ₹65 × 1.025 = ₹66.625: to the paisa.
    expect((await rows([rice]))[0]!.pricePaise).toBe(6_663);
    const entries = await audits([rice, oil]);
    expect(entries.map((e) => [e.entityId, e.action, e.before, e.after])).toEqual(
      expect.arrayContaining([
        [oil, 'product.price', { price: 120, stock_quantity: 10 }, { price: 108, stock_quantity: 10 }],
        [rice, 'product.price', { price: 65, stock_quantity: 40 }, { price: 66.63, stock_quantity: 40 }],
      ]),
    );
    expect(entries).toHaveLength(2);
  });

  it("refuses the whole change if one id is another supplier's, and answers an unknown one as not found", async () => {
    const mine = await listing();
    const other = await t.userWithToken('supplier');
    const theirs = await makeProduct(t, { supplierId: other.id, stockQuantity: 7 });
    const res = await bulk({ ids: [mine, theirs], action: 'set_stock', stock_quantity: 0 });
    expect(res.status).toBe(403);
    expect(res.data.detail).toBe('This product belongs to another supplier.');
    expect((await rows([mine]))[0]!.stockQuantity).toBe(40_000);
    expect((await rows([theirs]))[0]!.stockQuantity).toBe(7);

    const gone = await bulk({ ids: [mine, 'prd_missing'], action: 'set_stock', stock_quantity: 3 });
    expect(gone.status).toBe(200);
    expect(gone.data.results).toEqual([
      { id: mine, ok: true },
      { id: 'prd_missing', ok: false, code: 'not_found', reason: 'Product not found.' },
    ]);
    for (const role of ['customer', 'delivery', 'admin'] as const) {
      const u = await t.userWithToken(role);
      expect((await bulk({ ids: [mine], action: 'set_stock', stock_quantity: 1 }, u.token)).status).toBe(403);
    }
  });

  it('answers bad input with 400 naming the field, never 500', async () => {
    const id = await listing();
    const cases: [unknown, string[], string][] = [
      [{ ids: [], action: 'set_stock', stock_quantity: 1 }, ['ids'], 'Choose at least one listing'],
      [
        { ids: Array.from({ length: 201 }, (_, i) => `prd_${i}`), action: 'set_stock', stock_quantity: 1 },
        ['ids'],
        'At most 200 listings at a time',
      ],
      [{ ids: [id], action: 'delete' }, ['action'], 'Action is set_stock or change_price'],
      [{ ids: [id], action: 'set_stock' }, ['stock_quantity'], 'Stock quantity is required'],
      [
        { ids: [id], action: 'set_stock', stock_quantity: -1 },
        ['stock_quantity'],
        'Stock cannot be negative',
      ],
      [{ ids: [id], action: 'change_price' }, ['percent'], 'Percent is required'],
      [{ ids: [id], action: 'change_price', percent: 0 }, ['percent'], 'Percent must not be 0'],
      [{ ids: [id], action: 'change_price', percent: -95 }, ['percent'], 'Percent is at least -90'],
      [{ ids: [id], action: 'change_price', percent: '5' }, ['percent'], 'Percent must be a number'],
    ];
    for (const [body, path, message] of cases) {
      const res = await bulk(body);
      expect(res.status, message).toBe(400);
      expect(res.data.errors, message).toContainEqual({ path, message });
    }
    expect((await bulk('nonsense')).status).toBe(400);
    const hindi = await bulk({ ids: [id], action: 'change_price' }, supplier.token, {
      'accept-language': 'hi',
    });
    expect(hindi.data.errors[0].message).toBe('प्रतिशत ज़रूरी है');
    const tooMany = await bulk(
      { ids: Array.from({ length: 201 }, (_, i) => `prd_${i}`), action: 'set_stock', stock_quantity: 1 },
      supplier.token,
      { 'accept-language': 'hi' },
    );
    expect(tooMany.data.errors[0].message).toBe('एक बार में ज़्यादा से ज़्यादा 200 लिस्टिंग');
    expect((await rows([id]))[0]!.stockQuantity).toBe(40_000);
    expect(await audits([id])).toHaveLength(0);
  });
});

describe('the single-row stock call', () => {
  it('audits a changed count as the bulk change does', async () => {
    const id = await listing();
    const res = await t.call('PUT', `/api/supplier/products/${id}/stock`, {
      token: supplier.token,
      body: { stock_quantity: 12 },
    });
    expect(res.status).toBe(200);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entries).toMatchObject([{ action: 'product.stock', after: { stock_quantity: 12 } }]);
  });
});
