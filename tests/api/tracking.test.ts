import { pageViews } from '@app/db';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isBotUserAgent, truncateIp } from '../../packages/api/src/http/tracking.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHROME_UA, pageViewRecord } from '../support/page-views.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

function track(body: unknown, opts: { type?: string; ip?: string; ua?: string; token?: string } = {}) {
  return t.app.request('/api/analytics/track', {
    method: 'POST',
    headers: {
      'content-type': opts.type ?? 'application/json',
      'x-test-ip': opts.ip ?? '203.0.113.77',
      'user-agent': opts.ua ?? CHROME_UA,
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const rows = () => t.db.select().from(pageViews);

describe('POST /api/analytics/track', () => {
  it('stores a JSON page view with the address truncated by the server, without a login', async () => {
    const res = await track(pageViewRecord({ ip_address: '1.2.3.4', user_id: 'usr_abc', referrer: '' }));
    expect(res.status).toBe(202);
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: 'view',
      sessionId: 'session_1730000000000_k3j9x2',
      // Issue 34, item 6: a user_id the client names is ignored; without a session, nobody's.
      userId: null,
      ipAddress: '203.0.113.0',
      browser: 'Chrome',
      deviceType: 'Desktop',
      operatingSystem: 'Windows',
      pageUrl: 'http://shop.test/products',
      pageTitle: 'Products — Supply & Beyond',
      referrer: 'Direct',
      timeSpent: 12,
      screenResolution: '1920x1080',
      cookiesEnabled: true,
      isBot: false,
    });
  });

  // Issue 34, item 6: who viewed a page comes from the session only, never from the record.
  it('attributes a record to the user of the bearer session, whatever user_id the record names', async () => {
    const me = await t.userWithToken('customer');
    const other = await t.userWithToken('sub_admin');
    expect((await track(pageViewRecord({ user_id: other.id }), { token: me.token })).status).toBe(202);
    expect((await track(pageViewRecord({ user_id: other.id }))).status).toBe(202);
    expect((await track(pageViewRecord({ user_id: other.id }), { token: 'not-a-session' })).status).toBe(202);
    const { ip_address: _, ...exit } = pageViewRecord({ user_id: other.id });
    expect((await track(exit, { token: me.token })).status).toBe(202);
    const stored = await t.db.select({ kind: pageViews.kind, userId: pageViews.userId }).from(pageViews);
    expect(stored).toEqual([
      { kind: 'view', userId: me.id },
      { kind: 'view', userId: null },
      { kind: 'view', userId: null },
      { kind: 'exit', userId: me.id },
    ]);
  });

  it("stores sendBeacon's text/plain exit record (no ip_address) as an exit", async () => {
    const { ip_address: _, ...exit } = pageViewRecord({ time_spent: 95 });
    const res = await track(JSON.stringify(exit), { type: 'text/plain;charset=UTF-8' });
    expect(res.status).toBe(202);
    const [row] = await rows();
    expect(row).toMatchObject({ kind: 'exit', timeSpent: 95, userId: null, ipAddress: '203.0.113.0' });
  });

  it('accepts a record just under the limit', async () => {
    expect((await track(pageViewRecord({ padding: 'x'.repeat(7000) }))).status).toBe(202);
  });

  it('keeps unknown browser names as Other and caps absurd reading times', async () => {
    await track(pageViewRecord({ browser: 'Netscape', device_type: 'Fridge', time_spent: 9_999_999.4 }));
    const [row] = await rows();
    expect(row).toMatchObject({ browser: 'Other', deviceType: 'Other', timeSpent: 86_400 });
  });

  it.each([
    // Valid but for its size: unknown keys are ignored, so only the 8 KB limit can refuse it.
    ['a body over 8 KB', pageViewRecord({ padding: 'x'.repeat(9000) }), 'application/json'],
    ['broken JSON', '{"session_id": ', 'application/json'],
    ['a JSON array', '[1,2,3]', 'application/json'],
    ['a form post', 'session_id=1&page_url=/x', 'application/x-www-form-urlencoded'],
    ['no page_url', pageViewRecord({ page_url: undefined }), 'application/json'],
    ['no session id', pageViewRecord({ session_id: '' }), 'application/json'],
    ['a negative time', pageViewRecord({ time_spent: -5 }), 'application/json'],
    ['a string time', pageViewRecord({ time_spent: '12' }), 'application/json'],
    ['a 3 KB page title', pageViewRecord({ page_title: 'y'.repeat(3000) }), 'application/json'],
  ])('drops %s quietly with 204 and stores nothing', async (_, body, type) => {
    const res = await track(body, { type });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await rows()).toHaveLength(0);
  });

  it('drops a body streamed without a length once it passes 8 KB', async () => {
    const enc = new TextEncoder();
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 4; i++) c.enqueue(enc.encode(' '.repeat(4096)));
        c.enqueue(enc.encode(JSON.stringify(pageViewRecord())));
        c.close();
      },
    });
    const res = await t.app.request('/api/analytics/track', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-test-ip': '198.51.100.1' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(204);
    expect(await rows()).toHaveLength(0);
  });

  it('keeps 60 a minute per visit, drops the rest, and lets other visits through', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 100 }, () => track(pageViewRecord(), { ip: '198.51.100.9' })),
    );
    expect(statuses.filter((r) => r.status === 202)).toHaveLength(60);
    expect(statuses.filter((r) => r.status === 204)).toHaveLength(40);
    expect(
      (await track(pageViewRecord({ session_id: 'session_2_other' }), { ip: '198.51.100.9' })).status,
    ).toBe(202);
    expect((await track(pageViewRecord(), { ip: '198.51.100.10' })).status).toBe(202);
    expect(await rows()).toHaveLength(62);
    t.advance(61_000);
    expect((await track(pageViewRecord(), { ip: '198.51.100.9' })).status).toBe(202);
  });

  it('caps one address at 300 a minute however many session ids it invents', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        track(pageViewRecord({ session_id: `session_${i}_x` }), { ip: '198.51.100.20' }),
      ),
    );
    expect(statuses.filter((r) => r.status === 202)).toHaveLength(300);
    expect((await track(pageViewRecord(), { ip: '198.51.100.21' })).status).toBe(202);
  });

  it('flags crawlers, scripts and headless browsers as bots', async () => {
    await track(pageViewRecord(), {
      ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await track(pageViewRecord(), { ua: 'curl/8.5.0' });
    await track(pageViewRecord(), { ua: CHROME_UA.replace('Chrome/', 'HeadlessChrome/') });
    await track(pageViewRecord(), { ua: CHROME_UA });
    expect((await rows()).map((r) => r.isBot)).toEqual([true, true, true, false]);
  });

  it('stores every one of many simultaneous views, in fewer transactions than views', async () => {
    const write = t.services.db.write.bind(t.services.db);
    let transactions = 0;
    t.services.db.write = ((fn) => {
      transactions++;
      return write(fn);
    }) as typeof write;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        track(
          pageViewRecord({ session_id: `session_1730000000000_x${i}`, page_url: `http://shop.test/p/${i}` }),
          {
            ip: `198.51.100.${i}`,
          },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(202));
    expect((await rows()).map((r) => r.pageUrl).sort()).toEqual(
      Array.from({ length: 40 }, (_, i) => `http://shop.test/p/${i}`).sort(),
    );
    expect(transactions).toBeGreaterThan(0);
    expect(transactions).toBeLessThan(40);
  });

  it('never answers 500 when the database fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    t.services.db.write = async () => {
      throw new Error('SQLITE_BUSY: database is locked');
    };
    const res = await track(pageViewRecord());
    expect(res.status).toBe(204);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('address truncation and bot detection', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['::ffff:192.168.1.77', '192.168.1.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:0db8:0000::1', '2001:db8:0::'],
    ['fe80::1%eth0', 'fe80:0:0::'],
    ['::1', '0:0:0::'],
    ['', ''],
    ['not-an-ip', ''],
    ['1:2:3:4:5:6:7:8:9', ''],
  ])('%s → %s', (ip, expected) => {
    expect(truncateIp(ip)).toBe(expected);
  });

  it('treats a missing user agent as a bot and a phone browser as a person', () => {
    expect(isBotUserAgent('')).toBe(true);
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
  });
});
