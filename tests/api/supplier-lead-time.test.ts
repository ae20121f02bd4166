import { catalogItems, newId } from '@app/db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, gstinOf, makeProduct } from '../support/catalog.ts';
import { insertSlot } from '../support/slots.ts';

// Decision 0109: a supplier shipping from another city has a lead time there; offers say where they
// ship from and the first day they arrive, rank by it, and checkout holds the order to it.
const IST = 330 * 60_000;
/** The instant of a minute of an Indian day. Monday 7 Dec 2026 is the test's today. */
const at = (day: string, minute: number) => Date.parse(`${day}T00:00:00Z`) - IST + minute * 60_000;
const MONDAY = '2026-12-07';

let t: TestApp;
let now: number;
beforeEach(async () => {
  now = at(MONDAY, 12 * 60);
  t = await createTestApp({ clock: { now: () => now } });
});
afterEach(() => t.close());

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const TERMS = { minimum_order: 0, delivery_days: EVERY_DAY, order_by: null };

/** A Mumbai supplier's all-city rice at ₹90 with 2 days' lead time to Indore, and an Indore one's at ₹100. */
async function remoteAndLocal() {
  const remote = await t.userWithToken('supplier', {
    restaurantName: 'Bombay Grains',
    cityId: 'city_mumbai',
    gstin: gstinOf('27'),
  });
  const local = await t.userWithToken('supplier', { restaurantName: 'Meena Traders', gstin: gstinOf('23') });
  const itemId = newId('itm');
  await t.db.insert(catalogItems).values({
    id: itemId,
    name: 'Basmati Rice',
    key: 'basmati rice|1kg',
    unitBase: 'kg',
    categoryId: 'cat_rice',
  });
  const same = { itemId, unit: '1kg', stockQuantity: 100 };
  const far = await makeProduct(t, { ...same, supplierId: remote.id, pricePaise: 9_000 });
  const near = await makeProduct(t, { ...same, supplierId: local.id, pricePaise: 10_000 });
  const set = await t.call('PUT', '/api/supplier/terms/city_indore', {
    token: remote.token,
    body: { ...TERMS, lead_days: 2 },
  });
  expect(set.status).toBe(200);
  expect(set.data).toMatchObject({ city_id: 'city_indore', lead_days: 2 });
  return { remote, local, far, near, itemId };
}

const place = (token: string, body: object = {}) =>
  t.call('POST', '/api/orders', { token, body: { ...CHECKOUT, ...body } });

interface OfferAnswer {
  product_id: string;
  ships_from: string | null;
  local: boolean;
  arrives: string | null;
}

describe('a supplier sets its lead time per city', () => {
  it('defaults to none and refuses a lead time that is not 0 to 7 whole days', async () => {
    const s = await t.userWithToken('supplier');
    const plain = await t.call('PUT', '/api/supplier/terms/city_indore', { token: s.token, body: TERMS });
    expect(plain.data.lead_days).toBe(0);
    for (const [lead_days, detail] of [
      [-1, 'Lead time cannot be negative'],
      [8, 'Lead time: at most 7 days'],
      [1.5, 'Lead time: whole days'],
    ] as const) {
      const res = await t.call('PUT', '/api/supplier/terms/city_indore', {
        token: s.token,
        body: { ...TERMS, lead_days },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.data)).toContain(detail);
    }
    const hindi = await t.call('PUT', '/api/supplier/terms/city_indore', {
      token: s.token,
      headers: { 'Accept-Language': 'hi' },
      body: { ...TERMS, lead_days: 8 },
    });
    expect(JSON.stringify(hindi.data)).toContain('डिलीवरी समय: अधिकतम 7 दिन');
  });
});

describe('offers say where they ship from and when they arrive', () => {
  it('ranks a local offer arriving next morning above a cheaper one from Mumbai arriving Wednesday', async () => {
    await insertSlot(t.db);
    const { far, near, itemId } = await remoteAndLocal();
    const me = await t.userWithToken('customer');
    const page = await t.call('GET', '/api/items?category_id=cat_rice', { token: me.token });
    expect(page.status).toBe(200);
    const row = page.data.items.find((r: { id: string }) => r.id === itemId);
    expect(row.offers.map((o: OfferAnswer) => [o.product_id, o.ships_from, o.local, o.arrives])).toEqual([
      [near, 'Indore', true, '2026-12-08'],
      [far, 'Mumbai', false, '2026-12-09'],
    ]);
    // The from-price is still the cheapest whatever arrives first.
    expect(row.from_price).toBe(90);
    const detail = await t.call('GET', `/api/items/${far}`, { token: me.token });
    expect(detail.data.item.offers.map((o: OfferAnswer) => [o.product_id, o.arrives])).toEqual([
      [near, '2026-12-08'],
      [far, '2026-12-09'],
    ]);
  });

  it('ranks by price again once both arrive on the same day, and moves the day with the clock', async () => {
    await insertSlot(t.db);
    const { far, near } = await remoteAndLocal();
    const me = await t.userWithToken('customer');
    // Tuesday after 10 pm: Wednesday's 6 am slot has closed, so both arrive on Thursday at the earliest.
    now = at('2026-12-08', 22 * 60 + 30);
    const detail = await t.call('GET', `/api/items/${near}`, { token: me.token });
    expect(detail.data.item.offers.map((o: OfferAnswer) => [o.product_id, o.arrives])).toEqual([
      [far, '2026-12-10'],
      [near, '2026-12-10'],
    ]);
  });

  it('lets a supplier from another city without a lead time rank as it truly delivers', async () => {
    await insertSlot(t.db);
    const { remote, far, near } = await remoteAndLocal();
    await t.call('PUT', '/api/supplier/terms/city_indore', { token: remote.token, body: TERMS });
    const me = await t.userWithToken('customer');
    const detail = await t.call('GET', `/api/items/${far}`, { token: me.token });
    expect(detail.data.item.offers.map((o: OfferAnswer) => [o.product_id, o.ships_from, o.arrives])).toEqual([
      [far, 'Mumbai', '2026-12-08'],
      [near, 'Indore', '2026-12-08'],
    ]);
  });
});

describe('checkout holds a supplier to its lead time', () => {
  it('refuses a slot before the earliest day, naming the supplier and the day, in English and Hindi', async () => {
    const slot = await insertSlot(t.db);
    const { far } = await remoteAndLocal();
    const me = await customerWithCart(t, [[far, 2]]);
    const offered = (await t.call('GET', '/api/delivery-slots', { token: me.token })).data.slots;
    expect(offered[0].date).toBe('2026-12-09');
    const early = await place(me.token, { slot_id: slot.id, slot_date: '2026-12-08' });
    expect(early.status).toBe(409);
    expect(early.data.code).toBe('supplier_delivery_day');
    expect(early.data.detail).toBe(
      'Bombay Grains ships from another city and delivers here on 9 Dec at the earliest; pick a later slot or order its goods apart.',
    );
    const hindi = await t.call('POST', '/api/orders', {
      token: me.token,
      headers: { 'Accept-Language': 'hi' },
      body: { ...CHECKOUT, slot_id: slot.id, slot_date: '2026-12-08' },
    });
    expect(hindi.status).toBe(409);
    expect(hindi.data.detail).toContain('Bombay Grains दूसरे शहर से भेजता है');
    expect(hindi.data.detail).toContain('9 दिस॰');
    // Without a choice the earliest day its lead time allows is booked.
    const placed = await place(me.token);
    expect(placed.status).toBe(201);
    expect(placed.data.delivery_slot.date).toBe('2026-12-09');
  });

  it('keeps a mixed cart to the latest supplier’s day, and the local part alone to the next morning', async () => {
    await insertSlot(t.db);
    const { local, far, near } = await remoteAndLocal();
    const me = await customerWithCart(t, [
      [far, 2],
      [near, 2],
    ]);
    const alone = await place(me.token, { supplier_id: local.id });
    expect(alone.status).toBe(201);
    expect(alone.data.delivery_slot.date).toBe('2026-12-08');
    const rest = await place(me.token);
    expect(rest.status).toBe(201);
    expect(rest.data.delivery_slot.date).toBe('2026-12-09');
  });
});
