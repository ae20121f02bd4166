import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct, makeSupplier } from '../support/catalog.ts';

// The catalogue for restaurant-sized orders (decision 0105): items by name or by price per kg or
// litre, narrowed by brand, stock and supplier; and one item's page with every offer and pack.
let t: TestApp;
type User = Awaited<ReturnType<TestApp['userWithToken']>>;
let admin: User;
let customer: User;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.userWithToken('admin');
  customer = await t.userWithToken('customer');
});
afterEach(() => t.close());

interface Offer {
  product_id: string;
  brand: string;
  supplier_id: string;
  stock_quantity: number;
  price_per_base: { per: string; price: number } | null;
}
interface Row {
  id: string | null;
  name: string;
  unit: string;
  from_price_per_base: { per: string; price: number } | null;
  offers: Offer[];
}
interface Page {
  items: Row[];
  next_cursor: string | null;
}
const page = async (query: string) => {
  const res = await t.call('GET', `/api/items?${query}`, { token: customer.token });
  expect(res.status).toBe(200);
  return res.data as Page;
};
const names = (p: Page) => p.items.map((r) => `${r.name} ${r.unit}`);
const group = async (name: string, product_ids: string[]) => {
  const res = await t.call('POST', '/api/admin/items', { token: admin.token, body: { name, product_ids } });
  expect(res.status).toBe(200);
  return res.data.id as string;
};

/** Rice in three packs, oil by the litre, eggs by the piece and a bunch of coriander (no readable unit). */
async function shelf() {
  const meena = await makeSupplier(t, { restaurantName: 'Meena Traders' });
  const malwa = await makeSupplier(t, { restaurantName: 'Malwa Wholesale' });
  const rice25 = [
    await makeProduct(t, { name: 'Rice', unit: '25kg', pricePaise: 150_000, supplierId: meena }), // ₹60/kg
    await makeProduct(t, {
      name: 'Rice',
      unit: '25 kg',
      pricePaise: 140_000,
      supplierId: malwa,
      brand: 'Daawat',
      stockQuantity: 0,
    }), // ₹56/kg, none left
  ];
  const rice25Item = await group('Rice', rice25);
  const rice1 = await makeProduct(t, { name: 'Rice', unit: '1kg', pricePaise: 7_000, supplierId: meena }); // ₹70/kg
  const rice5 = await makeProduct(t, { name: 'Rice', unit: '5kg', pricePaise: 32_500, supplierId: malwa }); // ₹65/kg
  const rice1Item = await group('Rice', [rice1]);
  const rice5Item = await group('Rice', [rice5]);
  const oil = await makeProduct(t, { name: 'Oil', unit: '1 L', pricePaise: 15_000, supplierId: malwa }); // ₹150/l
  const eggs = await makeProduct(t, { name: 'Eggs', unit: '30 pcs', pricePaise: 18_000, supplierId: meena }); // ₹6/pc
  const coriander = await makeProduct(t, {
    name: 'Coriander',
    unit: '1 bunch',
    pricePaise: 1_000,
    supplierId: meena,
  });
  return { meena, malwa, rice25, rice25Item, rice1Item, rice5Item, oil, eggs, coriander };
}

describe('order', () => {
  it('by name is the default; by unit price puts kg and litre cheapest first, pieces then unreadable units last', async () => {
    await shelf();
    const byName = await page('');
    expect(byName.items.map((r) => r.name)).toEqual(['Coriander', 'Eggs', 'Oil', 'Rice', 'Rice', 'Rice']);
    const byPrice = await page('order=unit_price');
    // The 25 kg sack stands at its in-stock offer's ₹60/kg, not the sold-out ₹56/kg.
    expect(names(byPrice)).toEqual([
      'Rice 25kg',
      'Rice 5kg',
      'Rice 1kg',
      'Oil 1l',
      'Eggs 30pc',
      'Coriander 1 bunch',
    ]);
    expect(byPrice.items.map((r) => r.from_price_per_base?.price ?? null)).toEqual([
      60,
      65,
      70,
      150,
      6,
      null,
    ]);
  });

  it('walks the unit-price order in pages, each row once', async () => {
    await shelf();
    const all = names(await page('order=unit_price'));
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const next: Page = await page(`order=unit_price&limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...names(next));
      cursor = next.next_cursor;
    } while (cursor);
    expect(walked).toEqual(all);
  });

  it('orders found items by unit price too', async () => {
    await shelf();
    // Rice as typed, cheapest first, then what only shares its category, cheapest first.
    expect(names(await page('search=rice&order=unit_price'))).toEqual([
      'Rice 25kg',
      'Rice 5kg',
      'Rice 1kg',
      'Oil 1l',
      'Eggs 30pc',
      'Coriander 1 bunch',
    ]);
  });

  it('refuses an order it does not know (400, not 500)', async () => {
    const res = await t.call('GET', '/api/items?order=cheapest', { token: customer.token });
    expect(res.status).toBe(400);
  });
});

describe('filters', () => {
  it('in stock leaves out sold-out offers, and items with none left', async () => {
    const s = await shelf();
    await makeProduct(t, { name: 'Saffron', unit: '1 g', stockQuantity: 0 });
    const p = await page('in_stock=true');
    expect(names(p)).not.toContain('Saffron 0.001kg');
    const sack = p.items.find((r) => r.id === s.rice25Item)!;
    expect(sack.offers.map((o) => o.product_id)).toEqual([s.rice25[0]]);
    expect(names(await page(''))).toContain('Saffron 0.001kg');
  });

  it('brand and supplier narrow the offers and the items, also by unit price and in a search', async () => {
    const s = await shelf();
    const daawat = await page('brand=daawat');
    expect(names(daawat)).toEqual(['Rice 25kg']);
    expect(daawat.items[0]!.offers.map((o) => o.product_id)).toEqual([s.rice25[1]]);

    const malwa = await page(`supplier_id=${s.malwa}&order=unit_price`);
    expect(names(malwa)).toEqual(['Rice 25kg', 'Rice 5kg', 'Oil 1l']);
    expect(malwa.items.flatMap((r) => r.offers.map((o) => o.supplier_id))).toEqual([
      s.malwa,
      s.malwa,
      s.malwa,
    ]);

    expect(names(await page(`search=rice&supplier_id=${s.meena}`)).sort()).toEqual([
      'Coriander 1 bunch',
      'Eggs 30pc',
      'Rice 1kg',
      'Rice 25kg',
    ]);
  });

  it('keeps pages apart per filter and order (decision 0080)', async () => {
    const s = await shelf();
    const plain = await page('');
    const meena = await page(`supplier_id=${s.meena}`);
    const again = await page('');
    expect(names(meena).sort()).toEqual(['Coriander 1 bunch', 'Eggs 30pc', 'Rice 1kg', 'Rice 25kg']);
    expect(names(again)).toEqual(names(plain));
    expect(names(await page('in_stock=true'))).toEqual(names(plain));
    expect(names(await page('order=unit_price'))).not.toEqual(names(plain));
  });
});

describe('one item with every offer and pack', () => {
  it('answers the item with its offers and the same rice in other packs, per kg comparable', async () => {
    const s = await shelf();
    const res = await t.call('GET', `/api/items/${s.rice25Item}`, { token: customer.token });
    expect(res.status).toBe(200);
    const { item, packs } = res.data as { item: Row; packs: Row[] };
    expect(item.offers.map((o) => o.product_id).sort()).toEqual([...s.rice25].sort());
    expect(packs.map((r) => [r.id, r.unit, r.from_price_per_base?.price]).sort()).toEqual(
      [
        [s.rice1Item, '1kg', 70],
        [s.rice5Item, '5kg', 65],
      ].sort(),
    );
  });

  it('answers a listing in no item alone, and 404 for what the customer may not buy', async () => {
    const s = await shelf();
    const res = await t.call('GET', `/api/items/${s.oil}`, { token: customer.token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ item: { id: null, name: 'Oil' }, packs: [] });
    const pending = await makeProduct(t, { name: 'Ghee', approvalStatus: 'pending' });
    expect((await t.call('GET', `/api/items/${pending}`, { token: customer.token })).status).toBe(404);
    expect((await t.call('GET', '/api/items/itm_missing', { token: customer.token })).status).toBe(404);
  });
});
