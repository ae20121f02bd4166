import { afterEach, beforeEach, expect, it } from 'vitest';
import { searchAnswers } from '../../packages/api/src/catalog/search-page.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';

// Decision 0127: the pages made of kept search rankings live in one store bounded for the
// process (count and bytes), not a store per ranking multiplied by the rankings kept.
let t: TestApp;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  token = (await t.userWithToken('customer')).token;
});
afterEach(() => t.close());

it('keeps every search page in the one bounded store, and answers a repeated page as before', async () => {
  for (let i = 0; i < 12; i++) await makeProduct(t, { name: `Basmati Rice ${i}`, brand: '' });
  const get = async (q: string, limit: number) => {
    const res = await t.call('GET', `/api/products?search=${q}&limit=${limit}`, { token });
    expect(res.status).toBe(200);
    return res.data as { products: { name: string }[] };
  };
  const before = searchAnswers.size;
  // Distinct rankings (words) and distinct pages of each (limits): 60 answers.
  for (const q of ['bas', 'basm', 'basma', 'basmat', 'basmati', 'rice'])
    for (let limit = 1; limit <= 10; limit++) expect((await get(q, limit)).products).toHaveLength(limit);
  expect(searchAnswers.size - before).toBe(Math.min(60, searchAnswers.max - before));
  expect(searchAnswers.size).toBeLessThanOrEqual(searchAnswers.max);
  expect(searchAnswers.bytes).toBeLessThanOrEqual(searchAnswers.bound!.maxBytes);
  expect(searchAnswers.bytes).toBeGreaterThan(0);
  expect((await get('basmati', 3)).products.map((p) => p.name)).toHaveLength(3);
});
