import { users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/app.ts';
import { customerRegistration } from '../support/rest-fixtures.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const storedLanguage = async (id: string) =>
  (await t.db.select({ l: users.preferredLanguage }).from(users).where(eq(users.id, id)))[0]!.l;

describe('preferred language (decision 0078)', () => {
  it('is English for an account that never chose, in the login, register and me answers', async () => {
    const u = await t.userWithToken('supplier');
    const me = await t.call('GET', '/api/auth/me', { token: u.token });
    expect(me.data.preferred_language).toBe('en');
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: u.email, password: TEST_PASSWORD },
    });
    expect(login.data.user.preferred_language).toBe('en');
  });

  it('is set by the user, answered with the user object, and wins at the next login', async () => {
    const u = await t.userWithToken('customer');
    const set = await t.call('PUT', '/api/auth/me/preferred-language', {
      token: u.token,
      body: { preferred_language: 'hi' },
    });
    expect(set.status).toBe(200);
    expect(set.data).toMatchObject({ id: u.id, email: u.email, preferred_language: 'hi' });
    expect(await storedLanguage(u.id)).toBe('hi');
    const me = await t.call('GET', '/api/auth/me', { token: u.token });
    expect(me.data.preferred_language).toBe('hi');
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: u.email, password: TEST_PASSWORD },
    });
    expect(login.data.user.preferred_language).toBe('hi');
    const back = await t.call('PUT', '/api/auth/me/preferred-language', {
      token: u.token,
      body: { preferred_language: 'en' },
    });
    expect(back.data.preferred_language).toBe('en');
    expect(await storedLanguage(u.id)).toBe('en');
  });

  it('changes only the caller', async () => {
    const a = await t.userWithToken('customer');
    const b = await t.userWithToken('customer');
    await t.call('PUT', '/api/auth/me/preferred-language', {
      token: a.token,
      body: { preferred_language: 'hi' },
    });
    expect(await storedLanguage(a.id)).toBe('hi');
    expect(await storedLanguage(b.id)).toBe('en');
  });

  it('refuses a language the product does not speak with one sentence (400), and visitors (401)', async () => {
    const u = await t.userWithToken('delivery');
    for (const preferred_language of ['fr', 'HI', '', 7, null]) {
      const res = await t.call('PUT', '/api/auth/me/preferred-language', {
        token: u.token,
        body: { preferred_language },
      });
      expect(res.status).toBe(400);
      expect(res.data.detail).toBe('preferred_language: Choose a language: en (English) or hi (Hindi)');
    }
    expect(await storedLanguage(u.id)).toBe('en');
    const visitor = await t.call('PUT', '/api/auth/me/preferred-language', {
      body: { preferred_language: 'hi' },
    });
    expect(visitor.status).toBe(401);
  });

  it('takes the language the visitor registered in', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: { ...customerRegistration(`hindi-${Date.now()}@test.in`), preferred_language: 'hi' },
    });
    expect(res.status).toBe(201);
    expect(res.data.user.preferred_language).toBe('hi');
    expect(await storedLanguage(res.data.user.id)).toBe('hi');
    const plain = await t.call('POST', '/api/auth/register', {
      body: customerRegistration(`english-${Date.now()}@test.in`),
    });
    expect(plain.data.user.preferred_language).toBe('en');
  });
});
