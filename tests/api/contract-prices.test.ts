import { auditLog, contractPrices, orderItems } from '@app/db';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY, istDayOf } from '../../packages/api/src/shared/query.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, makeProduct } from '../support/catalog.ts';
import { goodsLeave } from '../support/gst.ts';
import { insertOrder } from '../support/orders.ts';
import { warmUpPdfRenderer } from '../support/pdf.ts';

// Issue 37 item 4 / decision 0094: a supplier's price for one customer, applied on the server.
let t: TestApp;
let supplier: Awaited<ReturnType<TestApp['userWithToken']>>;
let chef: Awaited<ReturnType<TestApp['userWithToken']>>;
let rice: string;
beforeAll(() => warmUpPdfRenderer());
beforeEach(async () => {
  t = await createTestApp();
  supplier = await t.userWithToken('supplier', { restaurantName: 'Malwa Wholesale' });
  chef = await t.userWithToken('customer', { restaurantName: 'Tandoor House' });
  rice = await makeProduct(t, {
    name: 'Sona Masoori Rice',
    supplierId: supplier.id,
    pricePaise: 6_500,
    priceBreaks: [{ from: 25, pricePaise: 6_200 }],
  });
  await insertOrder(t.db, chef, {}, [
    { productId: rice, supplierId: supplier.id, pricePaise: 6_500, quantity: 1 },
  ]);
});
afterEach(() => t.close());

/** An Indian calendar day `offset` days from today. */
const day = (offset: number) => istDayOf(Date.now() + offset * DAY);
const give = (body: Record<string, unknown>, token = supplier.token) =>
  t.call('POST', '/api/supplier/price-lists', {
    token,
    body: {
      customer_email: chef.email,
      product_id: rice,
      price: 60,
      valid_from: day(0),
      valid_to: day(30),
      ...body,
    },
  });
const line = async (token: string) => (await t.call('GET', '/api/cart', { token })).data.items[0];
const addRice = (token: string, quantity: number) =>
  t.call('POST', '/api/cart', { token, body: { product_id: rice, quantity } });

describe('a supplier gives a customer a price', () => {
  it('lists it for both, audited, and withdraws it', async () => {
    const made = await give({ weekly_quantity: 40 });
    expect(made.status, JSON.stringify(made.data)).toBe(201);
    expect(made.data).toMatchObject({
      product_name: 'Sona Masoori Rice',
      price: 60,
      list_price: 65,
      customer_name: 'Tandoor House',
      customer_email: chef.email,
      weekly_quantity: 40,
      status: 'current',
    });
    const mine = await t.call('GET', '/api/account/prices', { token: chef.token });
    expect(mine.data.items).toEqual([
      expect.objectContaining({
        id: made.data.id,
        price: 60,
        supplier_name: 'Malwa Wholesale',
        status: 'current',
      }),
    ]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, made.data.id));
    expect(entry).toMatchObject({ action: 'contract_price.create', actorId: supplier.id });
    expect(
      (await t.call('DELETE', `/api/supplier/price-lists/${made.data.id}`, { token: supplier.token })).status,
    ).toBe(200);
    expect((await t.call('GET', '/api/account/prices', { token: chef.token })).data.items).toEqual([]);
  });

  it("refuses another supplier's listing, a customer who never ordered from it, overlapping days and past days", async () => {
    const other = await t.userWithToken('supplier');
    expect((await give({}, other.token)).status).toBe(404);
    const stranger = await t.userWithToken('customer');
    const unknown = await give({ customer_email: stranger.email });
    expect(unknown.status).toBe(404);
    expect(unknown.data.code).toBe('not_found');
    expect((await give({})).status).toBe(201);
    const overlap = await give({ valid_from: day(20), valid_to: day(40) });
    expect(overlap.status).toBe(409);
    expect(overlap.data.code).toBe('overlapping_price');
    expect((await give({ valid_from: day(31), valid_to: day(60) })).status).toBe(201);
    expect((await give({ valid_from: day(-10), valid_to: day(-1) })).data.code).toBe('already_ended');
    const backwards = await give({ valid_from: day(70), valid_to: day(65) });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.data)).toContain('The last day is on or after the first');
    expect((await give({ weekly_quantity: 2.5 })).status).toBe(400);
  });

  it('offers only the customers who have ordered from the supplier', async () => {
    await t.userWithToken('customer');
    const other = await t.userWithToken('supplier');
    const customers = async (token: string) =>
      (await t.call('GET', '/api/supplier/customers', { token })).data.items;
    expect(await customers(supplier.token)).toEqual([
      { customer_name: 'Tandoor House', customer_email: chef.email },
    ]);
    expect(await customers(other.token)).toEqual([]);
  });

  it('lets nobody else withdraw it, and no other customer or supplier read it', async () => {
    const made = await give({});
    const other = await t.userWithToken('supplier');
    expect(
      (await t.call('DELETE', `/api/supplier/price-lists/${made.data.id}`, { token: other.token })).status,
    ).toBe(404);
    expect((await t.call('GET', '/api/supplier/price-lists', { token: other.token })).data.items).toEqual([]);
    const neighbour = await t.userWithToken('customer');
    expect((await t.call('GET', '/api/account/prices', { token: neighbour.token })).data.items).toEqual([]);
  });
});

describe('the cart and checkout', () => {
  it('charge the customer its own price while it is lower, and nobody else', async () => {
    await give({});
    await addRice(chef.token, 3);
    expect(await line(chef.token)).toMatchObject({
      product_price: 60,
      list_price: 65,
      price_rule: 'contract',
      line_total: 180,
    });
    const neighbour = await t.userWithToken('customer');
    await addRice(neighbour.token, 3);
    expect(await line(neighbour.token)).toMatchObject({ product_price: 65, price_rule: 'list' });
    const placed = await t.call('POST', '/api/orders', { token: chef.token, body: CHECKOUT });
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    const [row] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.data.id));
    expect(row).toMatchObject({
      pricePaise: 6_000,
      priceRule: 'contract',
      listPricePaise: 6_500,
      lineTotalPaise: 18_000,
    });
    await goodsLeave(t, placed.data.id);
    const pdf = await t.call('GET', `/api/orders/${placed.data.id}/invoice`, { token: chef.token });
    const { text } = await extractText(await getDocumentProxy(pdf.data as Uint8Array), { mergePages: true });
    expect(text).toContain('Sona Masoori Rice (your agreed price; list 65.00)');
  });

  it('pay a volume break instead when it is lower than the own price', async () => {
    await give({ price: 63 });
    await addRice(chef.token, 30);
    expect(await line(chef.token)).toMatchObject({ product_price: 62, price_rule: 'volume' });
  });

  it('no longer apply a price that has ended, nor one not yet started', async () => {
    // One that ran until yesterday, as time leaves it.
    await t.db.insert(contractPrices).values({
      id: 'cpr_ended',
      supplierId: supplier.id,
      customerId: chef.id,
      productId: rice,
      pricePaise: 5_000,
      validFrom: day(-30),
      validTo: day(-1),
      createdAt: Date.now(),
      updatedAt: Date.now(),
    });
    await give({ valid_from: day(5), valid_to: day(9) });
    await addRice(chef.token, 3);
    expect(await line(chef.token)).toMatchObject({ product_price: 65, price_rule: 'list' });
    const upcoming = (await t.call('GET', '/api/account/prices', { token: chef.token })).data.items;
    expect(upcoming.map((p: { status: string }) => p.status)).toEqual(['upcoming']);
  });
});

describe('staff give a price on a supplier’s behalf', () => {
  const staffGive = (token: string) =>
    t.call('POST', `/api/admin/suppliers/${supplier.id}/price-lists`, {
      token,
      body: { customer_email: chef.email, product_id: rice, price: 58, valid_from: day(0), valid_to: day(7) },
    });

  it('within their reach, audited as theirs, and the customer’s line pays it', async () => {
    const admin = await t.userWithToken('admin');
    // The form offers the supplier's listings but those staff rejected, by name.
    await makeProduct(t, { name: 'Basmati', supplierId: supplier.id, approvalStatus: 'rejected' });
    const listings = await t.call('GET', `/api/admin/suppliers/${supplier.id}/price-listings`, {
      token: admin.token,
    });
    expect(listings.data.items).toEqual([
      { id: rice, name: 'Sona Masoori Rice', unit: expect.any(String), sold_by: 'pack', price: 65 },
    ]);
    const made = await staffGive(admin.token);
    expect(made.status, JSON.stringify(made.data)).toBe(201);
    const [log] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, made.data.id));
    expect(log).toMatchObject({ actorId: admin.id, action: 'contract_price.create' });
    await addRice(chef.token, 2);
    expect(await line(chef.token)).toMatchObject({ product_price: 58, price_rule: 'contract' });
    // The supplier sees it in its own list.
    const own = await t.call('GET', '/api/supplier/price-lists', { token: supplier.token });
    expect(own.data.items.map((i: { id: string }) => i.id)).toContain(made.data.id);

    const bhopal = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_suppliers'],
    });
    expect((await staffGive(bhopal.token)).status).toBe(404);
    const seen = await t.call('GET', `/api/admin/suppliers/${supplier.id}/price-lists`, {
      token: bhopal.token,
    });
    expect(seen.data.items).toEqual([]);
    expect(
      (await t.call('DELETE', `/api/admin/price-lists/${made.data.id}`, { token: bhopal.token })).status,
    ).toBe(404);
    expect(
      (await t.call('DELETE', `/api/admin/price-lists/${made.data.id}`, { token: admin.token })).status,
    ).toBe(200);
  });
});
