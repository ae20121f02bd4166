import { readFileSync } from 'node:fs';
import { seedDemo } from '@app/seed';
import { createTestApp, type TestApp } from './app.ts';

export interface Query {
  q: string;
  kind: string;
  expect: string[];
}

/** The query set of issue 36 (bench/search/queries.json): what kitchens type, and what they mean. */
export const QUERIES = JSON.parse(
  readFileSync(new URL('../../bench/search/queries.json', import.meta.url), 'utf8'),
) as Query[];

/** A test app with the demo catalogue, and a new customer in Indore to search as. */
export async function demoCatalogue(): Promise<{ t: TestApp; token: string }> {
  const t = await createTestApp();
  await seedDemo(t.db, {
    hashPassword: async () => 'x',
    storeImage: async (code) => `/images/seed/${code}.webp`,
    operator: t.services.config.seller,
  });
  const { token } = await t.userWithToken('customer');
  return { t, token };
}

/** The names of a search's first ten listings, best first. */
export async function topNames(t: TestApp, token: string, q: string, path = '/api/products') {
  const res = await t.call('GET', `${path}?search=${encodeURIComponent(q)}&limit=10`, { token });
  if (res.status !== 200) throw new Error(`search ${q}: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data as {
    products: { name: string; match?: string; unit: string }[];
    did_you_mean?: string | null;
  };
}
