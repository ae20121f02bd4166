import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/app.ts';

const MINUTE = 60_000;
let t: TestApp;
let u: { id: string; email: string; token: string };
afterEach(() => t.close());

const login = (password: string, ip = '10.0.0.1', email = u.email) =>
  t.call('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-test-ip': ip } });

async function fail(times: number, ip = '10.0.0.1') {
  for (let i = 0; i < times; i++) expect((await login('wrong-guess', ip)).status).toBe(401);
}

function expectLocked(res: { status: number; data: any; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.data.code).toBe('login_locked');
  expect(res.data.detail).toMatch(
    /^Too many failed logins for this account\. Try again in \d+ minutes?, or reset your password\.$/,
  );
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(15 * 60);
}

// The same rules with the Node limiter (memory) and the Workers one (database).
describe.each(['memory', 'database'] as const)(
  'account lockout after repeated failed logins (%s limiter)',
  (limiter) => {
    beforeEach(async () => {
      t = await createTestApp({}, {}, undefined, { limiter });
      u = await t.userWithToken('customer');
    });

    it('locks the account for that address after 5 failures: even the right password gets 429', async () => {
      await fail(5);
      expectLocked(await login(TEST_PASSWORD));
      expectLocked(await login('another-guess'));
    });

    it('lets the right password in once the lock has expired', async () => {
      await fail(5);
      expectLocked(await login(TEST_PASSWORD));
      t.advance(15 * MINUTE);
      const res = await login(TEST_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.data.access_token).toBeTruthy();
    });

    it('one address cannot lock the owner out: other addresses still log in', async () => {
      await fail(5, '203.0.113.9');
      expectLocked(await login(TEST_PASSWORD, '203.0.113.9'));
      // The lock stops the attacker's address from adding failures, so it cannot reach the account lock.
      for (let i = 0; i < 20; i++) expect((await login('wrong-guess', '203.0.113.9')).status).toBe(429);
      expect((await login(TEST_PASSWORD, '10.0.0.1')).status).toBe(200);
    });

    it('locks the account for everyone after 20 failures from many addresses, for 15 minutes at most', async () => {
      for (let a = 0; a < 4; a++) await fail(5, `198.51.100.${a}`);
      expectLocked(await login(TEST_PASSWORD, '10.0.0.1'));
      t.advance(15 * MINUTE);
      expect((await login(TEST_PASSWORD, '10.0.0.1')).status).toBe(200);
    });

    it('a password reset lifts the account lock', async () => {
      for (let a = 0; a < 4; a++) await fail(5, `198.51.100.${a}`);
      const asked = await t.call('POST', '/api/auth/request-password-reset', { body: { email: u.email } });
      const done = await t.call('POST', '/api/auth/reset-password', {
        body: { email: u.email, reset_token: asked.data.reset_token, new_password: 'fresh-pass1' },
      });
      expect(done.status).toBe(200);
      expect((await login('fresh-pass1')).status).toBe(200);
    });

    it('a success resets the count for that address; failures do not pile up across logins', async () => {
      await fail(4);
      expect((await login(TEST_PASSWORD)).status).toBe(200);
      await fail(4);
      expect((await login(TEST_PASSWORD)).status).toBe(200);
    });

    it('counts unknown e-mails the same way, so answers do not tell which accounts exist', async () => {
      for (let i = 0; i < 5; i++)
        expect((await login('wrong-guess', '10.0.0.1', 'nobody@test.in')).status).toBe(401);
      expectLocked(await login('wrong-guess', '10.0.0.1', 'nobody@test.in'));
    });
  },
);
