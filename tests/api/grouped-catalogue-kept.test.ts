import { catalogItems, newId, products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { customerWithCart, gstinOf, makeProduct } from '../support/catalog.ts';
import { insertSlot } from '../support/slots.ts';

// The grouped catalogue (GET /api/items) is kept per catalogue version and city, and its offers'
// arrival days are put on it once per minute (decision 0123). What a caller reads must still be
// what the database and the clock say now, and never another city's page.
const IST = 330 * 60_000;
const at = (day: string, minute: number) => Date.parse(`${day}T00:00:00Z`) - IST + minute * 60_000;
const MONDAY = '2026-12-07';

let t: TestApp;
let now: number;
beforeEach(async () => {
  now = at(MONDAY, 12 * 60);
  t = await createTestApp({ clock: { now: () => now } });
});
afterEach(() => t.close());

interface Offer {
  product_id: string;
  price: number;
  stock_quantity: number;
  ships_from: string | null;
  local: boolean;
  arrives: string | null;
}
interface Row {
  id: string | null;
  offers: Offer[];
}

const read = async (token: string, query = '?category_id=cat_rice&limit=50') => {
  const res = await t.call('GET', `/api/items${query}`, { token });
  expect(res.status).toBe(200);
  return res;
};
const rowOf = async (token: string, itemId: string) =>
  ((await read(token)).data.items as Row[]).find((r) => r.id === itemId);

/** An item with an Indore supplier's all-city offer and a Mumbai supplier's, the latter 2 days away from Indore. */
async function riceItem() {
  const local = await t.userWithToken('supplier', { restaurantName: 'Meena Traders', gstin: gstinOf('23') });
  const remote = await t.userWithToken('supplier', {
    restaurantName: 'Bombay Grains',
    cityId: 'city_mumbai',
    gstin: gstinOf('27'),
  });
  const itemId = newId('itm');
  await t.db.insert(catalogItems).values({
    id: itemId,
    name: 'Basmati Rice',
    key: 'basmati rice|1kg',
    unitBase: 'kg',
    categoryId: 'cat_rice',
  });
  const near = await makeProduct(t, { itemId, unit: '1kg', supplierId: local.id, pricePaise: 10_000 });
  const far = await makeProduct(t, { itemId, unit: '1kg', supplierId: remote.id, pricePaise: 9_000 });
  const terms = { minimum_order: 0, delivery_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] };
  const set = await t.call('PUT', '/api/supplier/terms/city_indore', {
    token: remote.token,
    body: { ...terms, order_by: null, lead_days: 2 },
  });
  expect(set.status).toBe(200);
  return { itemId, near, far, local, remote, terms };
}

describe('a kept grouped page', () => {
  it('answers the same bytes again, and shows a price, stock or approval change on the next read', async () => {
    const { itemId, near, far } = await riceItem();
    const me = await t.userWithToken('customer');
    const first = await read(me.token);
    const again = await read(me.token);
    expect(JSON.stringify(again.data)).toBe(JSON.stringify(first.data));

    await t.db.update(products).set({ pricePaise: 8_500 }).where(eq(products.id, near));
    expect((await rowOf(me.token, itemId))?.offers.find((o) => o.product_id === near)?.price).toBe(85);

    const buyer = await customerWithCart(t, [[far, 3]]);
    const placed = await t.call('POST', '/api/orders', {
      token: buyer.token,
      body: { delivery_address: '1 Test Road', phone: '9876543210', payment_method: 'COD' },
    });
    expect(placed.status).toBe(201);
    expect((await rowOf(me.token, itemId))?.offers.find((o) => o.product_id === far)?.stock_quantity).toBe(
      47,
    );

    await t.db.update(products).set({ approvalStatus: 'pending' }).where(eq(products.id, far));
    expect((await rowOf(me.token, itemId))?.offers.map((o) => o.product_id)).toEqual([near]);
  });

  it('is never another city’s: each caller reads the offers, origins and days of their own city', async () => {
    await insertSlot(t.db);
    const { itemId, near, far } = await riceItem();
    const bhopalOnly = await makeProduct(t, { name: 'Bhopal Rice', cityId: 'city_bhopal' });
    const indore = await t.userWithToken('customer');
    const mumbai = await t.userWithToken('customer', { cityId: 'city_mumbai' });
    const bhopal = await t.userWithToken('customer', { cityId: 'city_bhopal' });

    const inIndore = await rowOf(indore.token, itemId);
    expect(inIndore?.offers.map((o) => [o.product_id, o.ships_from, o.local, o.arrives])).toEqual([
      [near, 'Indore', true, '2026-12-08'],
      [far, 'Mumbai', false, '2026-12-09'],
    ]);
    // Mumbai has no slots and the Mumbai supplier no lead time there: both arrive today, cheapest first.
    const inMumbai = await rowOf(mumbai.token, itemId);
    expect(inMumbai?.offers.map((o) => [o.product_id, o.ships_from, o.local, o.arrives])).toEqual([
      [far, 'Mumbai', true, MONDAY],
      [near, 'Indore', false, MONDAY],
    ]);
    const ids = async (token: string) =>
      ((await read(token)).data.items as Row[]).map((r) => r.id ?? r.offers[0]?.product_id);
    expect(await ids(bhopal.token)).toContain(bhopalOnly);
    expect(await ids(indore.token)).not.toContain(bhopalOnly);
    expect(await ids(mumbai.token)).not.toContain(bhopalOnly);
  });

  it('moves its arrival days at the very minute a cut-off passes, and when a supplier changes its terms', async () => {
    await insertSlot(t.db);
    const { itemId, near, far, remote, terms } = await riceItem();
    const me = await t.userWithToken('customer');
    const days = async () => (await rowOf(me.token, itemId))?.offers.map((o) => [o.product_id, o.arrives]);
    // Tuesday's 6 am slot closes at 10 pm on Monday (8 hours' cut-off).
    now = at(MONDAY, 22 * 60 - 1);
    const before = await days();
    expect(before?.[0]).toEqual([near, '2026-12-08']);
    now = at(MONDAY, 22 * 60) - 1;
    expect(await days()).toEqual(before);
    now = at(MONDAY, 22 * 60);
    // Both now arrive on Wednesday: the cheaper Mumbai offer comes first again.
    expect(await days()).toEqual([
      [far, '2026-12-09'],
      [near, '2026-12-09'],
    ]);

    // A lead time set now shows on the next read: terms move the catalogue version.
    now = at(MONDAY, 12 * 60);
    expect(await days()).toEqual([
      [near, '2026-12-08'],
      [far, '2026-12-09'],
    ]);
    const set = await t.call('PUT', '/api/supplier/terms/city_indore', {
      token: remote.token,
      body: { ...terms, order_by: null, lead_days: 4 },
    });
    expect(set.status).toBe(200);
    expect(await days()).toEqual([
      [near, '2026-12-08'],
      [far, '2026-12-11'],
    ]);
  });
});
