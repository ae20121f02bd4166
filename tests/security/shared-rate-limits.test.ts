import { runScheduledWork } from '@app/api';
import { rateLimits } from '@app/db';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/app.ts';

/**
 * Rate limits as Workers keep them: in the database, shared by every isolate. Two app instances
 * on one database file stand for two isolates (or locations) that share nothing else.
 */
const MINUTE = 60_000;
const open: TestApp[] = [];
afterEach(() => {
  for (const t of open.splice(0)) t.close();
});

async function twoInstances(limiter: 'database' | 'memory', env: Record<string, string> = {}) {
  const a = await createTestApp({}, env, undefined, { limiter });
  const b = await createTestApp({}, env, undefined, { limiter, dbPath: a.dbPath });
  open.push(a, b);
  return [a, b] as const;
}

const login = (t: TestApp, email: string, password: string, ip = '10.0.0.1') =>
  t.call('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-test-ip': ip } });

describe('rate limits in the database (Workers)', () => {
  it('a login lock earned on one instance holds on the other, and ends for both', async () => {
    const [a, b] = await twoInstances('database');
    const u = await a.userWithToken('customer');
    for (let i = 0; i < 5; i++) expect((await login(a, u.email, 'wrong-guess')).status).toBe(401);
    const locked = await login(b, u.email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.data.code).toBe('login_locked');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not locked out, on either instance.
    expect((await login(b, u.email, TEST_PASSWORD, '10.0.0.2')).status).toBe(200);
    a.advance(15 * MINUTE);
    b.advance(15 * MINUTE);
    expect((await login(b, u.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('counts one address across instances against one limit', async () => {
    const [a, b] = await twoInstances('database', { LOGIN_LIMIT_PER_ADDRESS: '4' });
    const answers = [];
    for (const t of [a, b, a, b, a]) answers.push((await login(t, 'nobody@test.in', 'x')).status);
    expect(answers).toEqual([401, 401, 401, 401, 429]);
  });

  // Node's embedded client runs each statement to the end before the next await, so this cannot
  // interleave a read and a write; e2e-edge/cron-and-limits.e2e.ts races real requests in workerd.
  it('lets exactly the limit through when two instances hit at once', async () => {
    const [a, b] = await twoInstances('database');
    const hits = Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).services.limiter.hit('race', 10, 60));
    const waits = await Promise.all(hits);
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    expect(waits.filter((w) => w > 0)).toHaveLength(20);
  });

  it('keeps no e-mail or address in the table, and the background job prunes ended windows', async () => {
    const [a] = await twoInstances('database');
    await login(a, 'someone@test.in', 'wrong-guess', '203.0.113.7');
    const rows = await a.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.key).toMatch(/^[0-9a-f]{64}$/);
    a.advance(15 * MINUTE);
    const report = await runScheduledWork(a.services, a.services.clock.now());
    expect(report.rateLimits).toBe(rows.length);
    expect(await a.db.select().from(rateLimits)).toHaveLength(0);
  });

  it('peek counts nothing, clear forgets, and a new window starts after the old one ends', async () => {
    const [a, b] = await twoInstances('database');
    expect(await a.services.limiter.hit('k', 2, 60)).toBe(0);
    expect(await b.services.limiter.peek('k', 2)).toBe(0);
    expect(await b.services.limiter.hit('k', 2, 60)).toBe(0);
    expect(await a.services.limiter.peek('k', 2)).toBe(60);
    expect(await a.services.limiter.hit('k', 2, 60)).toBe(60);
    await b.services.limiter.clear('k');
    expect(await a.services.limiter.hit('k', 2, 60)).toBe(0);
    expect(await a.services.limiter.hit('k', 2, 60)).toBe(0);
    a.advance(60_000);
    expect(await a.services.limiter.hit('k', 2, 60)).toBe(0);
  });
});

describe('rate limits in memory (Node, one process)', () => {
  it('are per instance, which is why Workers do not use them', async () => {
    const [a, b] = await twoInstances('memory');
    const u = await a.userWithToken('customer');
    for (let i = 0; i < 5; i++) expect((await login(a, u.email, 'wrong-guess')).status).toBe(401);
    expect((await login(a, u.email, TEST_PASSWORD)).status).toBe(429);
    expect((await login(b, u.email, TEST_PASSWORD)).status).toBe(200);
  });
});
