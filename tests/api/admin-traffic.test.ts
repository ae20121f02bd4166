import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addPageView } from '../support/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await t.userWithToken('admin')).token;
});
afterEach(() => t.close());

const DAY = 86_400_000;
const get = async (path: string, token = admin) => {
  const res = await t.call('GET', path, { token });
  expect(res.status, `${path}: ${JSON.stringify(res.data)}`).toBe(200);
  return res.data;
};

describe('traffic analytics', () => {
  async function seedViews() {
    const now = Date.now();
    await addPageView(t.db, {
      sessionId: 's1',
      pageUrl: '/',
      browser: 'Chrome',
      deviceType: 'Desktop',
      createdAt: now - 5000,
    });
    await addPageView(t.db, {
      sessionId: 's1',
      pageUrl: '/products',
      browser: 'Chrome',
      deviceType: 'Desktop',
      timeSpent: 30,
      referrer: 'https://google.com',
      createdAt: now - 4000,
    });
    await addPageView(t.db, {
      sessionId: 's1',
      kind: 'exit',
      pageUrl: '/products',
      timeSpent: 90,
      createdAt: now - 3000,
    });
    await addPageView(t.db, {
      sessionId: 's2',
      pageUrl: '/',
      browser: 'Safari',
      deviceType: 'Mobile',
      operatingSystem: 'iOS',
      ipAddress: '10.1.2.0',
      screenResolution: '390x844',
      createdAt: now - 2000,
    });
    await addPageView(t.db, {
      sessionId: 'bot',
      pageUrl: '/',
      browser: 'Chrome',
      isBot: true,
      createdAt: now - 1000,
    });
  }

  it('overview: views, visitors, sessions, average time, top lists as {_id, count}; bots excluded', async () => {
    await seedViews();
    const o = await get('/api/admin/analytics/overview');
    expect(o).toMatchObject({ total_views: 3, unique_visitors: 2, session_count: 2, avg_time_spent: 40 });
    expect(o.top_pages).toEqual([
      { _id: '/', count: 2 },
      { _id: '/products', count: 1 },
    ]);
    expect(o.browsers).toEqual([
      { _id: 'Chrome', count: 2 },
      { _id: 'Safari', count: 1 },
    ]);
    expect(o.devices).toEqual([
      { _id: 'Desktop', count: 2 },
      { _id: 'Mobile', count: 1 },
    ]);
    expect(o.top_referrers).toEqual([{ _id: 'https://google.com', count: 1 }]);
  });

  it('sessions: newest page views first, limited, Direct when no referrer', async () => {
    await seedViews();
    const s = await get('/api/admin/analytics/sessions?limit=50');
    expect(s).toHaveLength(3);
    expect(s[0]).toMatchObject({
      page_url: '/',
      browser: 'Safari',
      device_type: 'Mobile',
      operating_system: 'iOS',
      ip_address: '10.1.2.0',
      screen_resolution: '390x844',
      time_spent: 0,
      referrer: 'Direct',
    });
    expect(Date.parse(s[0].timestamp)).toBeGreaterThan(Date.parse(s[1].timestamp));
    expect(await get('/api/admin/analytics/sessions?limit=1')).toHaveLength(1);
    expect((await t.call('GET', '/api/admin/analytics/sessions?limit=0', { token: admin })).status).toBe(400);
  });

  it('empty: zeros and empty lists', async () => {
    const o = await get('/api/admin/analytics/overview');
    expect(o).toMatchObject({ total_views: 0, avg_time_spent: 0, top_referrers: [] });
  });

  it("a sub-admin sees its city's logged-in visitors only", async () => {
    await seedViews();
    const bhopalUser = await t.userWithToken('customer', { cityId: 'city_bhopal' });
    await addPageView(t.db, {
      sessionId: 's9',
      userId: bhopalUser.id,
      pageUrl: '/orders',
      createdAt: Date.now() - DAY,
    });
    const sub = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['view_analytics'],
    });
    const o = await get('/api/admin/analytics/overview', sub.token);
    expect(o).toMatchObject({ total_views: 1, top_pages: [{ _id: '/orders', count: 1 }] });
    expect(await get('/api/admin/analytics/sessions', sub.token)).toHaveLength(1);
  });
});
