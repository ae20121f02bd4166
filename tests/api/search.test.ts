import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct, makeSupplier } from '../support/catalog.ts';

// Issue 36 / decision 0092: what a customer's search finds, through the real REST app.
// Ranking, units, the buyer's own orders and grouped items: search-ranking.test.ts.

let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.userWithToken('customer')).token;
});
afterEach(() => t.close());

type Page = {
  products: { id: string; name: string; match: string }[];
  next_cursor: string | null;
  did_you_mean: string | null;
};

/** An approved all-city listing with no brand (its words are its name's), in rice unless told. */
const listing = (name: string, extra: Parameters<typeof makeProduct>[1] = {}) =>
  makeProduct(t, { name, brand: '', ...extra });
const search = async (q: string, extra = '', tok = token, path = '/api/products') => {
  const res = await t.call('GET', `${path}?search=${encodeURIComponent(q)}${extra}`, { token: tok });
  expect(res.status, q).toBe(200);
  return res.data as Page;
};
/** "Name: match" of each listing found, best first. */
const hits = async (q: string, tok = token) =>
  (await search(q, '', tok)).products.map((p) => `${p.name}: ${p.match}`);

describe('English words', () => {
  it('match as before: a word prefix of the name or the brand, as an exact match', async () => {
    await listing('Basmati Rice', { brand: 'Daawat' });
    await listing('Red Chilli Powder', { brand: 'Everest', categoryId: 'cat_seasonings' });
    await listing('Chicken Breast', { categoryId: 'cat_seasonings' });
    expect(await hits('bas')).toEqual(['Basmati Rice: exact']);
    expect(await hits('daaw')).toEqual(['Basmati Rice: exact']);
    expect(await hits('everest')).toEqual(['Red Chilli Powder: exact']);
    expect(await hits('red pow')).toEqual(['Red Chilli Powder: exact']);
    expect(await hits('CHI')).toEqual(['Chicken Breast: exact', 'Red Chilli Powder: exact']);
    expect(await hits('mango')).toEqual([]);
    expect((await search('bas')).did_you_mean).toBeNull();
  });
});

describe('other names of a thing (the vocabulary)', () => {
  it('finds a listing named Onion by pyaz, kanda and प्याज, as a synonym', async () => {
    await listing('Onion', { categoryId: 'cat_vegetables' });
    await listing('Potato', { categoryId: 'cat_vegetables' });
    for (const q of ['pyaz', 'kanda', 'प्याज']) expect(await hits(q), q).toEqual(['Onion: synonym']);
  });

  it("finds a supplier's own words: 'Pyaz Nashik Red' by onion and by प्याज", async () => {
    await listing('Pyaz Nashik Red', { categoryId: 'cat_vegetables' });
    await listing('Potato', { categoryId: 'cat_vegetables' });
    expect(await hits('onion')).toEqual(['Pyaz Nashik Red: synonym']);
    expect(await hits('प्याज')).toEqual(['Pyaz Nashik Red: synonym']);
    expect(await hits('pyaz')).toEqual(['Pyaz Nashik Red: exact']);
  });

  it('ranks exact listings before synonym ones, even when the synonym one is cheaper', async () => {
    await listing('Onion', { categoryId: 'cat_vegetables', pricePaise: 8_000 });
    await listing('Pyaz Nashik Red', { categoryId: 'cat_vegetables', pricePaise: 2_000 });
    expect(await hits('onion')).toEqual(['Onion: exact', 'Pyaz Nashik Red: synonym']);
    expect(await hits('pyaz')).toEqual(['Pyaz Nashik Red: exact', 'Onion: synonym']);
  });
});

describe('Devanagari and romanised Hindi', () => {
  it('finds Paneer Block by पनीर, and a listing named हल्दी पाउडर by haldi', async () => {
    await listing('Paneer Block', { categoryId: 'cat_dairy-and-cheese' });
    await listing('हल्दी पाउडर', { categoryId: 'cat_seasonings' });
    await listing('Basmati Rice');
    expect((await search('पनीर')).products.map((p) => p.name)).toEqual(['Paneer Block']);
    expect((await search('haldi')).products.map((p) => p.name)).toEqual(['हल्दी पाउडर']);
  });

  it('transliterates words the vocabulary lacks, both ways: chikki finds चिक्की, गजक finds Gajak Til', async () => {
    await listing('चिक्की', { categoryId: 'cat_seasonings' });
    await listing('Gajak Til', { categoryId: 'cat_seasonings' });
    await listing('Basmati Rice');
    expect((await search('chikki')).products.map((p) => p.name)).toEqual(['चिक्की']);
    expect((await search('गजक')).products.map((p) => p.name)).toEqual(['Gajak Til']);
  });
});

describe('typing slips', () => {
  it('finds panner and basmti as fuzzy matches, offering the corrected words', async () => {
    await listing('Paneer', { categoryId: 'cat_dairy-and-cheese' });
    await listing('Basmati Rice');
    await listing('Wheat Flour', { categoryId: 'cat_flours' });
    const panner = await search('panner');
    expect(panner.products.map((p) => `${p.name}: ${p.match}`)).toEqual(['Paneer: fuzzy']);
    expect(panner.did_you_mean).toBe('paneer');
    const basmti = await search('basmti');
    expect(basmti.products.map((p) => `${p.name}: ${p.match}`)).toEqual(['Basmati Rice: fuzzy']);
    expect(basmti.did_you_mean).toBe('basmati');
  });

  it('finds Mozzarella Cheese by mozarella', async () => {
    await listing('Mozzarella Cheese', { categoryId: 'cat_dairy-and-cheese' });
    await listing('Paneer', { categoryId: 'cat_dairy-and-cheese' });
    expect((await search('mozarella')).products.map((p) => p.name)).toEqual(['Mozzarella Cheese']);
  });

  // BUG (reported): "mozarella" shares a sound key with "mozzarella" (words.ts soundKey folds
  // doubled letters), so plan.ts takes it for a transliteration: match 'synonym', no did_you_mean.
  it('treats mozarella as a slip: match fuzzy, did_you_mean mozzarella', async () => {
    await listing('Mozzarella Cheese', { categoryId: 'cat_dairy-and-cheese' });
    const res = await search('mozarella');
    expect({
      hits: res.products.map((p) => `${p.name}: ${p.match}`),
      did_you_mean: res.did_you_mean,
    }).toEqual({
      hits: ['Mozzarella Cheese: fuzzy'],
      did_you_mean: 'mozzarella',
    });
  });

  it('allows no slip in a word under four letters: jem does not find Jam', async () => {
    await listing('Mixed Fruit Jam', { categoryId: 'cat_seasonings' });
    expect(await hits('jam')).toEqual(['Mixed Fruit Jam: exact']);
    const jem = await search('jem');
    expect(jem.products).toEqual([]);
    expect(jem.did_you_mean).toBeNull();
  });

  // BUG (reported): plan.ts corrects a word only when no catalogue word starts with it, so one
  // listing that carries the misspelling hides every listing the buyer meant.
  it('still finds the meant item below an exact match of the misspelt word, without did_you_mean', async () => {
    await listing('Paneer Block', { categoryId: 'cat_dairy-and-cheese' });
    await listing('Panner Butter Masala', { categoryId: 'cat_seasonings' });
    const res = await search('panner');
    expect({
      hits: res.products.map((p) => `${p.name}: ${p.match}`),
      did_you_mean: res.did_you_mean,
    }).toEqual({
      hits: ['Panner Butter Masala: exact', 'Paneer Block: fuzzy'],
      did_you_mean: null,
    });
  });
});

describe('categories', () => {
  it('lists the pulses for dal, those whose names do not say dal after the one that does', async () => {
    await listing('Kabuli Chana', { categoryId: 'cat_pulses', pricePaise: 5_000 });
    await listing('Moong Yellow', { categoryId: 'cat_pulses', pricePaise: 6_000 });
    await listing('Toor Dal', { categoryId: 'cat_pulses', pricePaise: 20_000 });
    await listing('Rice Flour', { categoryId: 'cat_flours' });
    expect(await hits('dal')).toEqual([
      'Toor Dal: exact',
      'Kabuli Chana: category',
      'Moong Yellow: category',
    ]);
  });
});

describe('words the lexicon does not know yet', () => {
  it('find a listing approved after the lexicon was read, by its own new word, at once', async () => {
    await listing('Basmati Rice');
    expect(await hits('basmati')).toEqual(['Basmati Rice: exact']);
    await listing('Kashmiri Saffron Zqmxc5qt0y', { categoryId: 'cat_seasonings' });
    expect(await hits('zqmxc5qt0y')).toEqual(['Kashmiri Saffron Zqmxc5qt0y: exact']);
    expect(await hits('saffron zqmx')).toEqual(['Kashmiri Saffron Zqmxc5qt0y: exact']);
  });

  it('are left out when, as typed, nothing matches', async () => {
    await listing('Onion', { categoryId: 'cat_vegetables' });
    expect(await hits('pyaz qwertyuiop')).toEqual(['Onion: synonym']);
  });
});

describe('odd input', () => {
  it('never answers 500: FTS syntax, long, digits only, emoji and mixed scripts', async () => {
    await listing('Basmati Rice');
    await listing('Red Chilli Powder', { categoryId: 'cat_seasonings' });
    const queries = [
      '"',
      'NEAR(',
      'NEAR(red chilli',
      '*',
      'a OR b',
      'rice AND -red',
      '^red',
      "'; drop table",
    ];
    queries.push('x'.repeat(100), 'rice '.repeat(20).trim(), '25 kg', '12345', '🍚', '🌶️ red', 'चावल rice');
    for (const path of ['/api/products', '/api/items'])
      for (const q of queries) {
        const res = await t.call('GET', `${path}?search=${encodeURIComponent(q)}`, { token });
        expect(res.status, `${path} ${q}`).toBe(200);
      }
    expect(await hits('25 kg')).toEqual([]);
    expect(await hits('🍚')).toEqual([]);
    expect((await search('🌶️ red')).products.map((p) => p.name)).toEqual(['Red Chilli Powder']);
    expect((await search('चावल rice')).products.map((p) => p.name)).toEqual(['Basmati Rice']);
  });

  it('refuses a query over 100 characters with 400, not 500', async () => {
    const res = await t.call('GET', `/api/products?search=${'x'.repeat(101)}`, { token });
    expect(res.status).toBe(400);
    expect(res.data.code).toBe('invalid_input');
  });

  it('refuses an invalid cursor with 400 invalid_cursor', async () => {
    await listing('Basmati Rice');
    const forged = Buffer.from('@99999').toString('base64url');
    for (const path of ['/api/products', '/api/items'])
      for (const cursor of ['not-a-cursor', forged, '%40%40']) {
        const res = await t.call('GET', `${path}?search=rice&cursor=${cursor}`, { token });
        expect(res.status, `${path} ${cursor}`).toBe(400);
        expect(res.data.code).toBe('invalid_cursor');
      }
  });

  it('pages with limit=2 and next_cursor through every match once, in the ranked order', async () => {
    for (const [i, name] of [
      'Basmati Rice',
      'Sona Masoori Rice',
      'Kolam Rice',
      'Jeera Rice',
      'Idli Rice',
    ].entries())
      await listing(name, { pricePaise: 5_000 + i * 700 });
    await listing('Wheat Flour', { categoryId: 'cat_flours' });
    const whole = (await search('rice')).products.map((p) => p.id);
    expect(whole).toHaveLength(5);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await search('rice', `&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.products.length).toBe(pages < 2 ? 2 : 1);
      seen.push(...page.products.map((p) => p.id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(whole);
  });
});

describe('city', () => {
  it("never finds another city's listings, by any kind of match", async () => {
    const mumbai = await makeSupplier(t, { cityId: 'city_mumbai' });
    const there = { cityId: 'city_mumbai', supplierId: mumbai, pricePaise: 100 };
    await listing('Onion Mumbai', { ...there, categoryId: 'cat_vegetables' });
    await listing('Basmati Rice Mumbai', there);
    await listing('Onion Indore', { cityId: 'city_indore', categoryId: 'cat_vegetables' });
    await listing('Basmati Rice');
    expect(await hits('onion')).toEqual(['Onion Indore: exact']);
    expect(await hits('pyaz')).toEqual(['Onion Indore: synonym']);
    expect(await hits('basmti')).toEqual(['Basmati Rice: fuzzy']);
    expect(await hits('mumbai')).toEqual([]);
    const items = await search('onion', '', token, '/api/items');
    expect((items as any).items.map((i: { name: string }) => i.name)).toEqual(['Onion Indore']);
    // The same listings are found by a customer in Mumbai: they are searchable, just not here.
    const { token: inMumbai } = await t.userWithToken('customer', { cityId: 'city_mumbai' });
    expect(await hits('onion', inMumbai)).toEqual(['Onion Mumbai: exact']);
  });
});
