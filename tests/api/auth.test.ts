import { ConfigError, ensureSuperAdmin, hashPassword } from '@app/api';
import { sessions, users } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const registration = (over: Record<string, unknown> = {}) => ({
  username: 'Asha Rao',
  email: `asha${Math.random().toString(36).slice(2)}@example.in`,
  password: 'secret1',
  restaurant_name: 'Rao Kitchen',
  fssai_number: '12345678901234',
  phone: '9876543210',
  address: '12 MG Road',
  city_id: 'city_indore',
  ...over,
});

const userCount = async () => (await t.db.select({ n: sql<number>`count(*)` }).from(users))[0]!.n;

describe('register', () => {
  it.each(['customer', 'supplier', 'delivery'])('creates a %s account and logs it in', async (user_type) => {
    const res = await t.call('POST', '/api/auth/register', { body: registration({ user_type }) });
    expect(res.status).toBe(201);
    expect(res.data.token_type).toBe('bearer');
    expect(res.data.user).toMatchObject({ user_type, city_name: 'Indore', is_admin: false });
    expect(res.data.user).not.toHaveProperty('password');
    const me = await t.call('GET', '/api/auth/me', { token: res.data.access_token });
    expect(me.status).toBe(200);
    expect(me.data.email).toBe(res.data.user.email);
  });

  it.each(['customer', 'delivery'])(
    'asks a %s for a city (400), and a supplier may leave it',
    async (user_type) => {
      const before = await userCount();
      for (const city_id of [undefined, '']) {
        const res = await t.call('POST', '/api/auth/register', {
          body: registration({ user_type, city_id }),
        });
        expect(res.status).toBe(400);
        expect(res.data.detail).toBe('city_id: Choose your city');
      }
      expect(await userCount()).toBe(before);
      const supplier = await t.call('POST', '/api/auth/register', {
        body: registration({ user_type: 'supplier', city_id: undefined }),
      });
      expect(supplier.status).toBe(201);
      expect(supplier.data.user.city_id).toBeNull();
    },
  );

  it('defaults to customer and stores the e-mail lower-cased with a salted hash', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: registration({ email: 'Mixed.Case@Example.IN' }),
    });
    expect(res.data.user).toMatchObject({ user_type: 'customer', email: 'mixed.case@example.in' });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'mixed.case@example.in'));
    expect(row!.passwordHash).toMatch(/^pbkdf2_sha256\$1000\$/);
    expect(row!.passwordHash).not.toContain('secret1');
  });

  it('refuses a duplicate e-mail with 409, whatever its case', async () => {
    const body = registration();
    expect((await t.call('POST', '/api/auth/register', { body })).status).toBe(201);
    const again = await t.call('POST', '/api/auth/register', {
      body: { ...body, email: body.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.data).toEqual({ detail: 'An account with this email already exists.', code: 'email_taken' });
  });

  it.each(['admin', 'sub_admin', 'superuser'])('never lets anyone register as %s', async (user_type) => {
    const before = await userCount();
    const res = await t.call('POST', '/api/auth/register', { body: registration({ user_type }) });
    expect(res.status).toBe(400);
    expect(res.data.detail).toMatch(/user_type/);
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['missing fields', { email: 'a@b.in' }],
    ['a malformed e-mail', registration({ email: 'not-an-email' })],
    ['a short password', registration({ password: '12345' })],
    ['a wrong type', registration({ phone: 9876543210 })],
    ['an unknown field', registration({ is_admin: true })],
    ['a bad phone', registration({ phone: '12345' })],
    ['a bad FSSAI number', registration({ fssai_number: 'abc' })],
  ])('answers 400 with detail for %s and creates nothing', async (_, body) => {
    const before = await userCount();
    const res = await t.call('POST', '/api/auth/register', { body });
    expect(res.status).toBe(400);
    expect(typeof res.data.detail).toBe('string');
    expect(res.data.code).toBe('invalid_input');
    expect(Array.isArray(res.data.errors)).toBe(true);
    expect(await userCount()).toBe(before);
  });

  it('lets a delivery partner register without an FSSAI number, but not a restaurant', async () => {
    expect(
      (
        await t.call('POST', '/api/auth/register', {
          body: registration({ user_type: 'delivery', fssai_number: '' }),
        })
      ).status,
    ).toBe(201);
    const res = await t.call('POST', '/api/auth/register', { body: registration({ fssai_number: '' }) });
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe('fssai_number: FSSAI number is required');
  });

  it('refuses an unknown city', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: registration({ city_id: 'city_atlantis' }),
    });
    expect(res.status).toBe(400);
    expect(res.data.code).toBe('unknown_city');
  });

  it('answers 413 to a 10 MB body and 400 to broken JSON', async () => {
    const huge = await t.call('POST', '/api/auth/register', {
      body: registration({ address: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.data.detail).toBeTruthy();
    const broken = await t.call('POST', '/api/auth/register', { body: '{"email": ' });
    expect(broken.status).toBe(400);
    expect(broken.data.code).toBe('invalid_json');
    const array = await t.call('POST', '/api/auth/login', { body: '[1,2]' });
    expect(array.status).toBe(400);
  });
});

describe('login and sessions', () => {
  it('logs in, answers who-am-I, and logout revokes the token at once', async () => {
    const u = await t.userWithToken('supplier');
    expect((await t.call('GET', '/api/auth/me', { token: u.token })).data.user_type).toBe('supplier');
    expect((await t.call('POST', '/api/auth/logout', { token: u.token })).status).toBe(200);
    const after = await t.call('GET', '/api/auth/me', { token: u.token });
    expect(after.status).toBe(401);
    expect(after.data.detail).toBeTruthy();
  });

  it('stores only a hash of the token', async () => {
    const u = await t.userWithToken('customer');
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(u.token);
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong password with 401 and no token', async () => {
    const u = await t.userWithToken('customer');
    const res = await t.call('POST', '/api/auth/login', { body: { email: u.email, password: 'wrong-one' } });
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ detail: 'Incorrect email or password.', code: 'unauthenticated' });
  });

  it('answers 401 to no token, a malformed token and an unknown token', async () => {
    for (const token of [undefined, 'abc', 'a'.repeat(32)]) {
      expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
    }
  });

  it('expires sessions after 30 days and extends active ones', async () => {
    const u = await t.userWithToken('customer');
    t.advance(20 * 86_400_000);
    expect((await t.call('GET', '/api/auth/me', { token: u.token })).status).toBe(200); // extended here
    t.advance(20 * 86_400_000);
    expect((await t.call('GET', '/api/auth/me', { token: u.token })).status).toBe(200);
    t.advance(31 * 86_400_000);
    expect((await t.call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
  });

  it('stops a deactivated user: sessions end and login is refused', async () => {
    const u = await t.userWithToken('customer');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, u.id));
    expect((await t.call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: u.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(403);
    expect(login.data.detail).toMatch(/deactivated/);
  });

  it('rate limits repeated failures for one e-mail with 429 and Retry-After', async () => {
    const u = await t.userWithToken('customer');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await t.call('POST', '/api/auth/login', { body: { email: u.email, password: 'nope-nope' } })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const limited = await t.call('POST', '/api/auth/login', {
      body: { email: u.email, password: 'nope-nope' },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    t.advance(16 * 60_000);
    expect(
      (await t.call('POST', '/api/auth/login', { body: { email: u.email, password: TEST_PASSWORD } })).status,
    ).toBe(200);
  });

  it('caps login attempts per address across e-mails (30 per 15 minutes)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.call('POST', '/api/auth/login', {
        body: { email: `guess${i}@example.in`, password: 'nope-nope' },
        headers: { 'x-test-ip': '10.9.9.9' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('answers the same error shape over tRPC', async () => {
    const res = await t.app.request('/trpc/accounts.me');
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { message: string; data: { appCode: string } } };
    expect(body.error.message).toBe('Please log in to continue.');
    expect(body.error.data.appCode).toBe('unauthenticated');
  });
});

describe('super admin from the environment', () => {
  it('creates the super admin, and resets its password on the next start', async () => {
    await ensureSuperAdmin(t.services, 'Boss@Example.in', 'first-pass');
    let login = await t.call('POST', '/api/auth/login', {
      body: { email: 'boss@example.in', password: 'first-pass' },
    });
    expect(login.data.user).toMatchObject({ user_type: 'admin', is_admin: true });
    await ensureSuperAdmin(t.services, 'boss@example.in', 'second-pass');
    login = await t.call('POST', '/api/auth/login', {
      body: { email: 'boss@example.in', password: 'second-pass' },
    });
    expect(login.status).toBe(200);
  });

  it.each([
    ['customer', 'customer'],
    ['supplier', 'supplier'],
    ['delivery', 'delivery'],
    ['sub_admin', 'sub-admin'],
  ] as const)(
    'refuses an ADMIN_EMAIL naming an existing %s account and leaves it as it was',
    async (role, said) => {
      const them = await t.userWithToken(role);
      await expect(ensureSuperAdmin(t.services, them.email.toUpperCase(), 'taken-over1')).rejects.toThrow(
        new ConfigError(
          `ADMIN_EMAIL names an existing ${said} account (${them.email}), which is never made super admin: use an e-mail with no account.`,
        ),
      );
      const [row] = await t.db.select().from(users).where(eq(users.id, them.id));
      expect(row).toMatchObject({ userType: role, isAdmin: false });
      const me = await t.call('GET', '/api/auth/me', { token: them.token });
      expect(me.data).toMatchObject({ user_type: role, is_admin: false });
      const takeover = await t.call('POST', '/api/auth/login', {
        body: { email: them.email, password: 'taken-over1' },
      });
      expect(takeover.status).toBe(401);
    },
  );

  it('refuses an ADMIN_PASSWORD the account password rule refuses, naming the setting', async () => {
    const rule = new ConfigError(
      'ADMIN_PASSWORD must follow the rule for every account password: 6 to 200 characters, no control characters.',
    );
    for (const weak of ['a', '12345', 'tab\there', 'x'.repeat(201)])
      await expect(ensureSuperAdmin(t.services, 'boss@example.in', weak)).rejects.toThrow(rule);
    expect(await t.db.select().from(users).where(eq(users.email, 'boss@example.in'))).toHaveLength(0);
    await ensureSuperAdmin(t.services, 'boss@example.in', 'first-pass');
    await expect(ensureSuperAdmin(t.services, 'boss@example.in', 'a')).rejects.toThrow(rule);
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: 'boss@example.in', password: 'first-pass' },
    });
    expect(login.status).toBe(200);
  });
});

describe('password hashing', () => {
  it('uses 100,000 PBKDF2 iterations by default and a fresh salt each time', async () => {
    const a = await hashPassword('same', 100_000);
    const b = await hashPassword('same', 100_000);
    expect(a).toMatch(/^pbkdf2_sha256\$100000\$/);
    expect(a).not.toBe(b);
  });
});

describe('reference data', () => {
  it('lists the 20 categories and the active cities without a token', async () => {
    const cats = await t.call('GET', '/api/categories');
    expect(cats.status).toBe(200);
    expect(cats.data).toHaveLength(20);
    expect(cats.data.map((c: { name: string }) => c.name)).toContain('Dairy & Cheese');
    const cities = await t.call('GET', '/api/cities');
    expect(cities.data.length).toBeGreaterThanOrEqual(8);
    expect(cities.data.find((c: { name: string }) => c.name === 'Indore')).toMatchObject({
      state: 'Madhya Pradesh',
    });
  });

  it('lets only the super admin add a city, and refuses duplicates', async () => {
    const admin = await t.userWithToken('admin');
    const customer = await t.userWithToken('customer');
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_products'] });
    const body = { name: 'Nagpur', state: 'Maharashtra' };
    expect((await t.call('POST', '/api/cities', { body })).status).toBe(401);
    expect((await t.call('POST', '/api/cities', { body, token: customer.token })).status).toBe(403);
    expect((await t.call('POST', '/api/cities', { body, token: sub.token })).status).toBe(403);
    const created = await t.call('POST', '/api/cities', { body, token: admin.token });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Nagpur', state: 'Maharashtra', is_active: true });
    const dup = await t.call('POST', '/api/cities', {
      body: { name: 'nagpur', state: 'maharashtra' },
      token: admin.token,
    });
    expect(dup.status).toBe(409);
    const off = await t.call('PUT', `/api/cities/${created.data.id}/status`, {
      body: { is_active: false },
      token: admin.token,
    });
    expect(off.data.is_active).toBe(false);
    const list = await t.call('GET', '/api/cities');
    expect(list.data.find((c: { id: string }) => c.id === created.data.id)).toBeUndefined();
  });
});

describe('HTTP surface', () => {
  it('answers unknown API paths with a JSON 404 and sets security headers', async () => {
    const res = await t.call('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(res.data.detail).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('publishes an OpenAPI 3.1 document listing every REST route', async () => {
    const { restRoutes } = await import('@app/api');
    const doc = await t.call('GET', '/api/openapi.json');
    expect(doc.data.openapi).toBe('3.1.0');
    for (const r of restRoutes) {
      const path = `/api${r.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(doc.data.paths[path]?.[r.method.toLowerCase()], `${r.method} ${path}`).toBeTruthy();
    }
    const docs = await t.call('GET', '/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.data).toContain('/api/auth/login');
  });
});
