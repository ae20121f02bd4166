import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPageView } from '../support/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/**
 * The traffic overview reads the rollups of migration 0006. Whatever views arrive (bots, exits,
 * anonymous and logged-in visitors of several cities, over many days), it must equal the same
 * figures computed straight from page_views.
 */
let t: TestApp;
let admin: string;
const subAdmins: Record<string, string> = {};
const visitors: { id: string; city: string }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.userWithToken('admin')).token;
  for (const city of ['city_indore', 'city_bhopal']) {
    subAdmins[city] = (
      await t.userWithToken('sub_admin', { cityId: city, permissions: ['view_analytics'] })
    ).token;
    for (let i = 0; i < 2; i++)
      visitors.push({ id: (await t.userWithToken('customer', { cityId: city })).id, city });
  }
});
afterAll(() => t.close());

const DAY = 86_400_000;
const START = Date.parse('2026-03-01T00:00:00Z');
const IST_DAY = (col: string) => `date((${col} + 19800000) / 1000, 'unixepoch')`;

async function expected(cityId: string | null, from?: string, to?: string) {
  const where = [
    'v.is_bot = 0',
    from ? `${IST_DAY('v.created_at')} >= '${from}'` : '',
    to ? `${IST_DAY('v.created_at')} <= '${to}'` : '',
    cityId ? `v.user_id IN (SELECT id FROM users WHERE city_id = '${cityId}')` : '',
  ]
    .filter(Boolean)
    .join(' AND ');
  const one = async (q: string) => (await t.db.all<Record<string, number>>(sql.raw(q)))[0]!;
  const views = `${where} AND v.kind = 'view'`;
  const totals = await one(`SELECT count(*) AS n, count(DISTINCT session_id) AS s,
      count(DISTINCT coalesce(nullif(user_id, ''), session_id)) AS u FROM page_views v WHERE ${views}`);
  const time = await one(`SELECT coalesce(sum(time_spent), 0) AS t FROM page_views v WHERE ${where}`);
  const top = async (col: string, extra = '') =>
    (
      await t.db.all<{ id: string; count: number }>(
        sql.raw(`SELECT ${col} AS id, count(*) AS count FROM page_views v WHERE ${views} ${extra}
                 GROUP BY ${col} ORDER BY count(*) DESC, ${col} LIMIT 10`),
      )
    ).map((r) => ({ _id: r.id || 'Unknown', count: r.count }));
  return {
    total_views: totals.n,
    unique_visitors: totals.u,
    session_count: totals.s,
    avg_time_spent: totals.n ? Math.round(time.t! / totals.n) : 0,
    top_pages: await top('page_url'),
    browsers: await top('browser'),
    devices: await top('device_type'),
    top_referrers: await top('referrer', "AND referrer NOT IN ('', 'Direct')"),
  };
}

const view = fc.record({
  day: fc.integer({ min: 0, max: 40 }),
  minute: fc.integer({ min: 0, max: 1439 }),
  visitor: fc.integer({ min: -1, max: 3 }),
  session: fc.integer({ min: 0, max: 5 }),
  page: fc.constantFrom('/', '/products', '/cart', '/orders'),
  browser: fc.constantFrom('Chrome', 'Firefox', ''),
  device: fc.constantFrom('Mobile', 'Desktop'),
  referrer: fc.constantFrom('Direct', 'https://google.com', 'https://bing.com'),
  time: fc.integer({ min: 0, max: 600 }),
  exit: fc.boolean(),
  bot: fc.boolean(),
});

describe('traffic rollups', () => {
  it('equal a recomputation from page_views for every scope and range', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(view, { minLength: 1, maxLength: 25 }), async (batch) => {
        for (const v of batch) {
          const who = v.visitor >= 0 ? visitors[v.visitor]! : null;
          await addPageView(t.db, {
            sessionId: `s${v.session}${who?.id ?? ''}`,
            userId: who?.id ?? null,
            kind: v.exit ? 'exit' : 'view',
            isBot: v.bot,
            pageUrl: v.page,
            browser: v.browser,
            deviceType: v.device,
            referrer: v.referrer,
            timeSpent: v.time,
            createdAt: START + v.day * DAY + v.minute * 60_000,
          });
        }
        for (const [token, city] of [
          [admin, null],
          [subAdmins.city_indore!, 'city_indore'],
          [subAdmins.city_bhopal!, 'city_bhopal'],
        ] as const) {
          for (const [from, to] of [
            [undefined, undefined],
            ['2026-03-05', '2026-03-20'],
            ['2026-03-31', undefined],
          ] as const) {
            const q = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
            const res = await t.call('GET', `/api/admin/analytics/overview?${q}`, { token });
            expect(res.status).toBe(200);
            expect(res.data).toEqual(await expected(city, from, to));
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
