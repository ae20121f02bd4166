import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';

// Issue 36 / decision 0092: the order a search answers in, and GET /api/items?search=.
// What is found at all (synonyms, scripts, slips, categories, odd input): search.test.ts.

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.userWithToken('customer')).token;
});
afterEach(() => t.close());

type Found = { id: string; name: string; unit: string; match: string };

/** An approved all-city listing with no brand (its words are its name's), in rice unless told. */
const listing = (name: string, extra: Parameters<typeof makeProduct>[1] = {}) =>
  makeProduct(t, { name, brand: '', ...extra });
const search = async (q: string, path = '/api/products', tok = token) => {
  const res = await t.call('GET', `${path}?search=${encodeURIComponent(q)}`, { token: tok });
  expect(res.status, q).toBe(200);
  return res.data;
};
/** "Name unit: match" of each listing found, best first. */
const ranked = async (q: string, tok = token) =>
  ((await search(q, '/api/products', tok)).products as Found[]).map((p) => `${p.name} ${p.unit}: ${p.match}`);

describe('within a tier', () => {
  it('puts listings in stock before those out of stock, however cheap', async () => {
    await listing('Basmati Rice Gone', { stockQuantity: 0, pricePaise: 4_000 });
    await listing('Basmati Rice', { pricePaise: 10_000 });
    expect(await ranked('basmati')).toEqual(['Basmati Rice 1kg: exact', 'Basmati Rice Gone 1kg: exact']);
  });

  it('puts the cheaper per kg first: a 25 kg pack at ₹1,000 before a 1 kg pack at ₹60', async () => {
    await listing('Basmati Rice', { unit: '1kg', pricePaise: 6_000 });
    await listing('Kolam Rice', { unit: '25kg', pricePaise: 100_000 });
    expect(await ranked('rice')).toEqual(['Kolam Rice 25kg: exact', 'Basmati Rice 1kg: exact']);
  });

  it('shows each name once, its best offer first, before any name shows twice', async () => {
    const best = await listing('Basmati Rice', { pricePaise: 5_000 });
    const second = await listing('Basmati Rice', { pricePaise: 5_500 });
    const kolam = await listing('Kolam Rice', { pricePaise: 9_000 });
    const found = (await search('rice')).products as Found[];
    expect(found.map((p) => p.id)).toEqual([best, kolam, second]);
  });

  it('lifts what the buyer has ordered to the top of its tier, for that buyer only', async () => {
    await listing('Onion', { categoryId: 'cat_vegetables', pricePaise: 5_000 });
    const premium = await listing('Onion Premium', { categoryId: 'cat_vegetables', pricePaise: 9_000 });
    const pyaz = await listing('Pyaz Nashik Red', { categoryId: 'cat_vegetables', pricePaise: 2_000 });
    const buyer = await customerWithCart(t, [
      [premium, 2],
      [pyaz, 2],
    ]);
    const order = await t.call('POST', '/api/orders', { token: buyer.token, body: CHECKOUT });
    expect(order.status).toBe(201);
    // The ordered synonym listing rises within the synonym tier, never above an exact match.
    expect(await ranked('onion', buyer.token)).toEqual([
      'Onion Premium 1kg: exact',
      'Onion 1kg: exact',
      'Pyaz Nashik Red 1kg: synonym',
    ]);
    expect(await ranked('onion')).toEqual([
      'Onion 1kg: exact',
      'Onion Premium 1kg: exact',
      'Pyaz Nashik Red 1kg: synonym',
    ]);
  });
});

describe('a pack size in the query', () => {
  it('puts the 25 kg pack first for "rice 25 kg", though dearer per kg', async () => {
    await listing('Basmati Rice', { unit: '1kg', pricePaise: 6_000 });
    await listing('Basmati Rice', { unit: '25kg', pricePaise: 200_000 });
    await listing('Kolam Rice', { unit: '5kg', pricePaise: 25_000 });
    expect(await ranked('rice')).toEqual([
      'Kolam Rice 5kg: exact',
      'Basmati Rice 1kg: exact',
      'Basmati Rice 25kg: exact',
    ]);
    for (const q of ['rice 25 kg', 'rice 25kg', '25 kg rice'])
      expect((await ranked(q))[0], q).toBe('Basmati Rice 25kg: exact');
  });

  it('puts the 15 litre pack first for "oil 15 l", though dearer per litre', async () => {
    const oils = { categoryId: 'cat_edible-oils' };
    await listing('Sunflower Oil', { ...oils, unit: '1 l', pricePaise: 15_000 });
    await listing('Sunflower Oil', { ...oils, unit: '15 l', pricePaise: 240_000 });
    await listing('Mustard Oil', { ...oils, unit: '5 l', pricePaise: 70_000 });
    expect(await ranked('oil')).toEqual([
      'Mustard Oil 5 l: exact',
      'Sunflower Oil 1 l: exact',
      'Sunflower Oil 15 l: exact',
    ]);
    for (const q of ['oil 15 l', 'oil 15l', '15 litre oil'])
      expect((await ranked(q))[0], q).toBe('Sunflower Oil 15 l: exact');
  });
});

describe('GET /api/items?search=', () => {
  let admin: string;
  beforeEach(async () => {
    admin = (await t.userWithToken('admin')).token;
  });

  /** Two suppliers' Onion listings grouped into the item "Onion", and a lone Pyaz Nashik Red. */
  async function onions() {
    const veg = { categoryId: 'cat_vegetables' };
    const ids = [
      await listing('Onion', { ...veg, pricePaise: 5_000 }),
      await listing('Onion', { ...veg, pricePaise: 4_500 }),
    ];
    await listing('Pyaz Nashik Red', { ...veg, pricePaise: 2_000 });
    await listing('Potato', veg);
    const item = await t.call('POST', '/api/admin/items', {
      token: admin,
      body: { name: 'Onion', product_ids: ids },
    });
    expect(item.status).toBe(200);
    return item.data.id as string;
  }
  type Item = { id: string | null; name: string; match: string; supplier_count: number };
  const items = async (q: string) =>
    ((await search(q, '/api/items')).items as Item[]).map(
      (i) => `${i.name} x${i.supplier_count}: ${i.match}`,
    );

  it('answers grouped items in the order of their best listing, each with how it matched', async () => {
    const onion = await onions();
    const res = await search('onion', '/api/items');
    expect(res.items.map((i: Item) => i.id)).toEqual([onion, null]);
    expect(await items('onion')).toEqual(['Onion x2: exact', 'Pyaz Nashik Red x1: synonym']);
    expect(res.did_you_mean).toBeNull();
  });

  it('finds an item whose listings are named Onion by pyaz', async () => {
    await onions();
    expect(await items('pyaz')).toEqual(['Pyaz Nashik Red x1: exact', 'Onion x2: synonym']);
    expect(await items('kanda')).toEqual(['Pyaz Nashik Red x1: synonym', 'Onion x2: synonym']);
  });

  it('corrects a slip as the products search does: fuzzy matches and did_you_mean', async () => {
    await onions();
    const res = await search('onoin', '/api/items');
    // The corrected word brings its other names too: the cheaper Pyaz Nashik Red leads.
    expect(res.items.map((i: Item) => `${i.name}: ${i.match}`)).toEqual([
      'Pyaz Nashik Red: fuzzy',
      'Onion: fuzzy',
    ]);
    expect(res.did_you_mean).toBe('onion');
  });
});
