import { ensureSuperAdmin } from '@app/api';
import { sessions, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/app.ts';

const DAY = 86_400_000;
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const login = (email: string, password = TEST_PASSWORD, token?: string) =>
  t.call('POST', '/api/auth/login', { body: { email, password }, token });
const me = async (token: string) => (await t.call('GET', '/api/auth/me', { token })).status;
const sessionCount = async (userId: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('sessions rotate', () => {
  it('issues a new token at every login and ends a token sent along with it (no fixation)', async () => {
    const u = await t.userWithToken('customer');
    const again = await login(u.email, TEST_PASSWORD, u.token);
    expect(again.status).toBe(200);
    const fresh = again.data.access_token as string;
    expect(fresh).not.toBe(u.token);
    expect(await me(u.token)).toBe(401);
    expect(await me(fresh)).toBe(200);
    expect(await sessionCount(u.id)).toBe(1);
  });

  it('ends a planted session of another account when someone logs in over it', async () => {
    const attacker = await t.userWithToken('customer');
    const victim = await t.userWithToken('customer');
    const res = await login(victim.email, TEST_PASSWORD, attacker.token);
    expect(res.data.user.id).toBe(victim.id);
    expect(await me(attacker.token)).toBe(401);
  });

  it('keeps the sessions of other devices at login, and a failed login ends nothing', async () => {
    const u = await t.userWithToken('supplier');
    const phone = (await login(u.email)).data.access_token as string;
    expect((await login(u.email, 'wrong-pass', u.token)).status).toBe(401);
    expect(await me(u.token)).toBe(200);
    expect(await me(phone)).toBe(200);
  });

  it('ends the super admin’s sessions when ADMIN_PASSWORD changes, not when it stays', async () => {
    await ensureSuperAdmin(t.services, 'boss@test.in', 'first-pass1');
    const token = (await login('boss@test.in', 'first-pass1')).data.access_token as string;
    await ensureSuperAdmin(t.services, 'boss@test.in', 'first-pass1');
    expect(await me(token)).toBe(200);
    await ensureSuperAdmin(t.services, 'boss@test.in', 'second-pass2');
    expect(await me(token)).toBe(401);
    expect((await login('boss@test.in', 'second-pass2')).status).toBe(200);
  });
});

describe('sessions expire', () => {
  it('answers 401 once 30 idle days have passed, and forgets the session', async () => {
    const u = await t.userWithToken('customer');
    t.advance(30 * DAY - 1000);
    // Not used in this window: no extension has happened yet, so one more step ends it.
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, u.id));
    t.advance(1000);
    expect(await me(u.token)).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, row!.id))).toHaveLength(0);
  });

  it('extends an active session, but never past 90 days from login', async () => {
    const u = await t.userWithToken('customer');
    for (let day = 20; day < 90; day += 20) {
      t.advance(20 * DAY);
      expect(await me(u.token)).toBe(200);
    }
    t.advance(10 * DAY); // day 90: still in use every few weeks, but too old
    expect(await me(u.token)).toBe(401);
    expect((await login(u.email)).status).toBe(200);
  });
});

describe('revocation is immediate', () => {
  it('logout ends only this session', async () => {
    const u = await t.userWithToken('delivery');
    const other = (await login(u.email)).data.access_token as string;
    expect((await t.call('POST', '/api/auth/logout', { token: u.token })).status).toBe(200);
    expect(await me(u.token)).toBe(401);
    expect(await me(other)).toBe(200);
  });

  it('deactivation by an admin ends every session of the account on its next request', async () => {
    const admin = await t.userWithToken('admin');
    const u = await t.userWithToken('customer');
    const res = await t.call('PUT', `/api/admin/customers/${u.id}/status`, {
      token: admin.token,
      body: { is_active: false },
    });
    expect(res.status).toBe(200);
    expect(await me(u.token)).toBe(401);
    expect(await sessionCount(u.id)).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.isActive).toBe(false);
  });
});
