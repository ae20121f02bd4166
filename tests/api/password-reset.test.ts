import { createHttpMailer, type MailMessage } from '@app/api';
import { outbox, passwordResets, sessions, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, TEST_PASSWORD, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeEach(() => {
  (globalThis as { allowConsoleError?: boolean }).allowConsoleError = false;
});
afterEach(() => t.close());

const request = (email: string, ip = '10.0.0.1') =>
  t.call('POST', '/api/auth/request-password-reset', { body: { email }, headers: { 'x-test-ip': ip } });
const reset = (body: Record<string, unknown>, ip = '10.0.0.1') =>
  t.call('POST', '/api/auth/reset-password', { body, headers: { 'x-test-ip': ip } });
const verify = (body: Record<string, unknown>) => t.call('POST', '/api/auth/verify-reset-token', { body });
const login = (email: string, password: string) =>
  t.call('POST', '/api/auth/login', { body: { email, password } });
const passwordHashOf = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

describe('development (no mailer): the token is shown on screen', () => {
  it('resets the password once, ends every session, and the new password logs in', async () => {
    t = await createTestApp();
    const u = await t.userWithToken('customer');
    const other = await login(u.email, TEST_PASSWORD);
    const asked = await request(u.email.toUpperCase());
    expect(asked.status).toBe(200);
    expect(asked.data.message).toBe('Reset token generated');
    const token = asked.data.reset_token as string;
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    // Stored hashed only; the outbox holds the e-mail that a mailer would have sent.
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
    expect(row!.id).not.toBe(token);
    expect(row!.expiresAt - row!.createdAt).toBe(30 * 60_000);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, u.email));
    expect(mail!.body).toContain(token);

    expect((await verify({ email: u.email, reset_token: token })).data).toMatchObject({ valid: true });
    const done = await reset({ email: u.email, reset_token: token, new_password: 'brand-new1' });
    expect(done.status).toBe(200);
    expect(done.data.message).toBe('Password reset successful');

    expect((await t.call('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { token: other.data.access_token })).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, u.id))).toHaveLength(0);
    expect((await login(u.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(u.email, 'brand-new1')).status).toBe(200);

    const again = await reset({ email: u.email, reset_token: token, new_password: 'another-1' });
    expect(again.status).toBe(400);
    expect(again.data.detail).toBe('Invalid token. Please check and try again.');
    expect((await login(u.email, 'brand-new1')).status).toBe(200);
  });

  it('answers 404 "Email not found." for an unknown or deactivated e-mail and stores nothing', async () => {
    t = await createTestApp();
    const res = await request('nobody@example.in');
    expect(res.status).toBe(404);
    expect(res.data.detail).toBe('Email not found.');
    const off = await t.userWithToken('supplier');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, off.id));
    expect((await request(off.email)).data.detail).toBe('Email not found.');
    expect(await t.db.select().from(passwordResets)).toHaveLength(0);
  });

  it('refuses a wrong token, another user’s token and an expired token, changing nothing', async () => {
    t = await createTestApp();
    const a = await t.userWithToken('customer');
    const b = await t.userWithToken('customer');
    const tokenA = (await request(a.email)).data.reset_token as string;
    const before = await passwordHashOf(a.id);
    for (const body of [
      { email: a.email, reset_token: 'wrong-token', new_password: 'brand-new1' },
      { email: b.email, reset_token: tokenA, new_password: 'brand-new1' },
      { email: 'nobody@example.in', reset_token: tokenA, new_password: 'brand-new1' },
    ]) {
      const res = await reset(body);
      expect(res.status).toBe(400);
      expect(res.data).toMatchObject({
        code: 'invalid_token',
        detail: 'Invalid token. Please check and try again.',
      });
      expect((await verify(body)).status).toBe(400);
    }
    t.advance(30 * 60_000 + 1);
    expect((await verify({ email: a.email, reset_token: tokenA })).status).toBe(400);
    expect((await reset({ email: a.email, reset_token: tokenA, new_password: 'brand-new1' })).status).toBe(
      400,
    );
    expect(await passwordHashOf(a.id)).toBe(before);
    expect((await t.call('GET', '/api/auth/me', { token: a.token })).status).toBe(200);
  });

  it('refuses a short password with the spec message and keeps the token usable', async () => {
    t = await createTestApp();
    const u = await t.userWithToken('delivery');
    const token = (await request(u.email)).data.reset_token as string;
    const short = await reset({ email: u.email, reset_token: token, new_password: '12345' });
    expect(short.status).toBe(400);
    expect(short.data.detail).toBe('new_password: Password must be at least 6 characters');
    expect((await reset({ email: u.email, reset_token: token, new_password: '123456' })).status).toBe(200);
  });

  it('a newer reset ends older tokens once one of them is used', async () => {
    t = await createTestApp();
    const u = await t.userWithToken('customer');
    const first = (await request(u.email)).data.reset_token as string;
    const second = (await request(u.email)).data.reset_token as string;
    expect(first).not.toBe(second);
    expect((await reset({ email: u.email, reset_token: second, new_password: 'brand-new1' })).status).toBe(
      200,
    );
    expect((await reset({ email: u.email, reset_token: first, new_password: 'brand-new2' })).status).toBe(
      400,
    );
  });

  it('rate limits requests per e-mail and attempts per address with 429', async () => {
    t = await createTestApp();
    const u = await t.userWithToken('customer');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await request(u.email, `10.0.1.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const tries = [];
    for (let i = 0; i < 21; i++)
      tries.push(
        (await reset({ email: u.email, reset_token: `guess-${i}`, new_password: 'brand-new1' }, '10.0.2.1'))
          .status,
      );
    expect(tries.slice(0, 20).every((s) => s === 400)).toBe(true);
    const limited = await reset(
      { email: u.email, reset_token: 'guess', new_password: 'brand-new1' },
      '10.0.2.1',
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('production: the token travels only by e-mail', () => {
  it('answers the same for a known and an unknown e-mail, and never reveals the token', async () => {
    t = await createTestApp({}, PRODUCTION_ENV);
    const u = await t.userWithToken('customer');
    const known = await request(u.email);
    const unknown = await request('nobody@example.in');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.data).toEqual(unknown.data);
    expect(known.data.reset_token).toBeNull();
    expect(JSON.stringify(known.data)).not.toMatch(/[a-z2-7]{32}/);
    // The message still went to the outbox, and its token works.
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, u.email));
    const token = /token is: ([a-z2-7]{32})/.exec(mail!.body)![1]!;
    expect((await reset({ email: u.email, reset_token: token, new_password: 'brand-new1' })).status).toBe(
      200,
    );
  });

  it('sends through the HTTP mail API, and a failing API neither reveals the e-mail nor errors', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    let answer = 200;
    const mailer = createHttpMailer(
      { url: 'https://mail.example/emails', apiKey: 'key-123', from: 'Shop <no-reply@shop.in>' },
      async (url, init) => {
        sent.push({ url, init });
        return new Response('{}', { status: answer });
      },
    );
    t = await createTestApp({ mailer }, { MAILER_URL: 'https://mail.example/emails', MAILER_API_KEY: 'k' });
    const u = await t.userWithToken('supplier');
    const res = await request(u.email);
    expect(res.data.reset_token).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://mail.example/emails');
    expect(new Headers(sent[0]!.init.headers).get('authorization')).toBe('Bearer key-123');
    const mail = JSON.parse(String(sent[0]!.init.body)) as MailMessage & { to: string[]; from: string };
    expect(mail).toMatchObject({ from: 'Shop <no-reply@shop.in>', to: [u.email] });
    const token = /token is: ([a-z2-7]{32})/.exec(mail.text)![1]!;
    expect((await verify({ email: u.email, reset_token: token })).status).toBe(200);

    answer = 500;
    // The failure is logged for the operator (console.error), which this test expects.
    (globalThis as { allowConsoleError?: boolean }).allowConsoleError = true;
    const failed = await request(u.email, '10.9.9.9');
    expect(failed.status).toBe(200);
    expect(failed.data).toEqual((await request('nobody@example.in', '10.9.9.9')).data);
  });
});
