import { appRouter } from '@app/api';
import { PERMISSIONS } from '@app/db/enums';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

const NASTY = [
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '\u0000\u202e\ud83d\ude00',
  'x'.repeat(100_000),
  '../../etc/passwd',
  '=cmd|" /C calc"!A0',
  'NaN',
  '-1',
  '1e309',
];
const nastyValue = fc.oneof(
  fc.constantFrom<unknown>(...NASTY),
  fc.constantFrom<unknown>(-1, 0, 1.5, -1e12, 1e21, Number.MAX_SAFE_INTEGER + 2, true, null, [], {}),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.anything({ maxDepth: 2 }),
);
/** Objects with the procedure's own field names, filled with hostile values, plus extra keys. */
const fieldNames = [
  'id',
  'email',
  'password',
  'name',
  'state',
  'quantity',
  'status',
  'product_id',
  'city_id',
  'is_active',
  'limit',
  'since',
  'search',
];
const hostileInput = fc.oneof(
  nastyValue,
  fc.dictionary(fc.constantFrom(...fieldNames, '__proto__', 'constructor'), nastyValue, { maxKeys: 6 }),
);

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
).filter(([path]) => path !== 'accounts.logout');

let t: TestApp;
let adminToken = '';
let customerToken = '';
let subToken = '';
const tableCounts = async () => {
  const tables = await t.db.$client.execute(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '%fts%' and name not like '__drizzle%'",
  );
  const counts: Record<string, number> = {};
  for (const row of tables.rows) {
    const name = String(row.name);
    if (name === 'sessions' || name === 'outbox' || name === 'password_resets') continue;
    counts[name] = Number((await t.db.$client.execute(`select count(*) n from "${name}"`)).rows[0]!.n);
  }
  return counts;
};

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.userWithToken('admin')).token;
  customerToken = (await t.userWithToken('customer')).token;
  subToken = (await t.userWithToken('sub_admin', { permissions: [...PERMISSIONS] })).token;
});
afterAll(() => t.close());

describe('hostile input to every procedure', () => {
  for (const [path, proc] of procedures) {
    it(`${path}: never a 5xx, every refusal has detail, nothing changes when refused`, async () => {
      await fc.assert(
        fc.asyncProperty(
          hostileInput,
          fc.constantFrom(adminToken, customerToken, subToken, ''),
          async (input, token) => {
            const before = await tableCounts();
            const headers: Record<string, string> = {
              'x-test-ip': `10.0.${Math.floor(Math.random() * 250)}.1`,
            };
            if (token) headers.authorization = `Bearer ${token}`;
            const body = JSON.stringify(input === undefined ? null : input);
            const res =
              proc._def.type === 'query'
                ? await t.app.request(`/trpc/${path}?input=${encodeURIComponent(body)}`, { headers })
                : await t.app.request(`/trpc/${path}`, {
                    method: 'POST',
                    headers: { ...headers, 'content-type': 'application/json' },
                    body,
                  });
            expect(res.status).toBeLessThan(500);
            if (res.status >= 400) {
              const json = (await res.json()) as { error?: { message?: string } };
              expect(typeof json.error?.message).toBe('string');
              expect(json.error?.message).not.toMatch(/at \w+ \(|node_modules|SQLITE|drizzle/i);
              expect(await tableCounts()).toEqual(before);
            }
          },
        ),
        { numRuns: 25 },
      );
    });
  }
});

describe('hostile bodies to the REST adapter', () => {
  it.each([
    ['truncated JSON', '{"email":'],
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"hello"'],
    ['prototype pollution', '{"__proto__":{"isAdmin":true},"email":"a@b.in","password":"x"}'],
  ])('login with %s answers 4xx with detail', async (_, body) => {
    const res = await t.call('POST', '/api/auth/login', { body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.data.detail).toBe('string');
    expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
  });
});
