import { apiKeys, outbox, webhookEndpoints } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayIn } from '../../packages/api/src/shared/slot-text.ts';
import { dispatchDueWebhooks } from '../../packages/api/src/webhooks/dispatch.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type Receiver, startReceiver } from '../support/receivers.ts';

// Issue 34, item 2: taking an account back (password reset, e-mail change by staff) ends the API
// keys and pauses the webhooks made with the old credentials; every key expires, and its owner
// hears of each new one.
const DAY = 86_400_000;
let t: TestApp;
let receiver: Receiver;
let received: string[];
let base = '';

beforeEach(async () => {
  (globalThis as { allowConsoleError?: boolean }).allowConsoleError = false;
  t = await createTestApp({}, { SITE_EMAIL: 'help@supply.test', SITE_PHONE: '+91 90000 11111' });
  receiver = await startReceiver();
  received = receiver.paths;
  base = `http://127.0.0.1:${receiver.port}`;
});
afterEach(async () => {
  t.close();
  await receiver.close();
});

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

async function newKey(token: string, scopes: string[], extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/keys', { token, body: { name: 'ERP', scopes, ...extra } });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as { id: string; key: string; prefix: string; expires_at: string | null };
}

/** An endpoint of the account with a delivery already due (its test event). */
async function hookWithDueEvent(u: User, events: string[]) {
  const made = await t.call('POST', '/api/webhooks', {
    token: u.token,
    body: { url: `${base}/hook`, events },
  });
  expect(made.status, JSON.stringify(made.data)).toBe(201);
  const queued = await t.call('POST', `/api/webhooks/${made.data.id}/test`, { token: u.token });
  expect(queued.status, JSON.stringify(queued.data)).toBeLessThan(300);
  return made.data.id as string;
}

async function expectIntruderCut(keyId: string, endpointId: string, reason: string) {
  const [key] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
  expect(key).toMatchObject({ revokedAt: t.services.clock.now(), revokedReason: reason });
  const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  expect(endpoint).toMatchObject({ pausedAt: t.services.clock.now(), pausedReason: 'credentials_changed' });
  await dispatchDueWebhooks(t.db, t.services.clock.now(), { production: false });
  expect(received, 'a paused endpoint is sent nothing').toEqual([]);
}

describe('taking an account back', () => {
  it('a password reset revokes its keys and pauses its webhooks', async () => {
    const supplier = await t.userWithToken('supplier');
    const key = await newKey(supplier.token, ['products:read']);
    const hook = await hookWithDueEvent(supplier, ['order_part.created']);
    expect((await t.call('GET', '/api/supplier/products', { token: key.key })).status).toBe(200);

    const asked = await t.call('POST', '/api/auth/request-password-reset', {
      body: { email: supplier.email },
    });
    const done = await t.call('POST', '/api/auth/reset-password', {
      body: { email: supplier.email, reset_token: asked.data.reset_token, new_password: 'taken-back1' },
    });
    expect(done.status).toBe(200);

    expect((await t.call('GET', '/api/supplier/products', { token: key.key })).status).toBe(401);
    await expectIntruderCut(key.id, hook, 'password_reset');
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: supplier.email, password: 'taken-back1' },
    });
    const list = await t.call('GET', '/api/keys', { token: login.data.access_token });
    expect(list.data).toMatchObject([{ id: key.id, status: 'revoked', revoked_reason: 'password_reset' }]);
  });

  it('the super admin’s password reset pauses the platform’s webhooks', async () => {
    const admin = await t.userWithToken('admin');
    const hook = await hookWithDueEvent(admin, ['order.placed']);
    const [platform] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook));
    expect(platform!.ownerId).toBeNull();

    const asked = await t.call('POST', '/api/auth/request-password-reset', { body: { email: admin.email } });
    const done = await t.call('POST', '/api/auth/reset-password', {
      body: { email: admin.email, reset_token: asked.data.reset_token, new_password: 'taken-back1' },
    });
    expect(done.status).toBe(200);

    const [after] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook));
    expect(after).toMatchObject({ pausedAt: t.services.clock.now(), pausedReason: 'credentials_changed' });
    await dispatchDueWebhooks(t.db, t.services.clock.now(), { production: false });
    expect(received).toEqual([]);
  });

  it('an e-mail change by staff revokes its keys and pauses its webhooks; an owner’s revoke says so', async () => {
    const admin = await t.userWithToken('admin');
    const customer = await t.userWithToken('customer');
    const mine = await newKey(customer.token, ['orders:read']);
    const theirs = await newKey(customer.token, ['orders:read']);
    await t.call('DELETE', `/api/keys/${mine.id}`, { token: customer.token });
    const hook = await hookWithDueEvent(customer, ['order.status_changed']);

    const changed = await t.call('PUT', `/api/admin/customers/${customer.id}`, {
      token: admin.token,
      body: {
        name: 'Kiran Rao',
        email: 'kiran@example.in',
        phone: '9812345678',
        restaurant_name: 'Rao Kitchen',
        fssai_number: '11112222333344',
      },
    });
    expect(changed.status, JSON.stringify(changed.data)).toBe(200);

    expect((await t.call('GET', '/api/orders', { token: theirs.key })).status).toBe(401);
    await expectIntruderCut(theirs.id, hook, 'email_changed');
    const [owners] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, mine.id));
    expect(owners!.revokedReason, 'an earlier revoke keeps its reason').toBe('owner');
  });
});

describe('a new key', () => {
  it('expires after 90 days unless 30 or 365 are chosen, and never lasts for ever', async () => {
    const supplier = await t.userWithToken('supplier');
    const now = t.services.clock.now();
    const plain = await newKey(supplier.token, ['products:read']);
    expect(plain.expires_at).toBe(new Date(now + 90 * DAY).toISOString());
    const year = await newKey(supplier.token, ['products:read'], { expires_in_days: 365 });
    expect(year.expires_at).toBe(new Date(now + 365 * DAY).toISOString());
    for (const days of [null, 366, 3650]) {
      const refused = await t.call('POST', '/api/keys', {
        token: supplier.token,
        body: { name: 'Forever', scopes: ['products:read'], expires_in_days: days },
      });
      expect(refused.status, String(days)).toBe(400);
      expect(refused.data.detail).toContain('A key lasts 30, 90 or 365 days');
    }
    const list = await t.call('GET', '/api/keys', { token: supplier.token });
    expect(list.data.find((k: { id: string }) => k.id === plain.id).expires_at).toBe(plain.expires_at);

    t.advance(90 * DAY);
    expect((await t.call('GET', '/api/supplier/products', { token: plain.key })).status).toBe(401);
    expect((await t.call('GET', '/api/supplier/products', { token: year.key })).status).toBe(200);
  });

  it('tells its owner in the bell and by e-mail: label, scopes, expiry, what to do if not them', async () => {
    const supplier = await t.userWithToken('supplier');
    const key = await newKey(supplier.token, ['products:read', 'stock:write'], { expires_in_days: 30 });
    const expires = dayIn(
      'en',
      new Date(Date.parse(key.expires_at!) + 5.5 * 3_600_000).toISOString().slice(0, 10),
    );

    const bell = await t.call('GET', '/api/notifications', { token: supplier.token });
    expect(bell.data.notifications).toMatchObject([
      {
        type: 'api_key_created',
        title: 'New API key “ERP”',
        message: `A key with the scopes products:read, stock:write was made for your account; it expires on ${expires}. If you did not make it, revoke it on the API keys page and reset your password.`,
      },
    ]);
    const [mail, ...more] = await t.db.select().from(outbox).where(eq(outbox.to, supplier.email));
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('A new API key was made for your Supply & Beyond account');
    for (const line of [
      'Name: ERP',
      `Starts with: ${key.prefix}`,
      'Scopes: products:read, stock:write',
      `Expires on: ${expires}`,
      'If you did not make this key, revoke it at once on the API keys page, reset your password, and contact us: help@supply.test or +91 90000 11111.',
    ])
      expect(mail!.body).toContain(line);
    expect(mail!.body).not.toContain(key.key);
  });

  it('tells a Hindi-speaking owner in Hindi', async () => {
    const supplier = await t.userWithToken('supplier', { preferredLanguage: 'hi' });
    await newKey(supplier.token, ['products:read']);
    const bell = await t.call('GET', '/api/notifications', { token: supplier.token });
    expect(bell.data.notifications[0].title).toBe('नई API की “ERP”');
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, supplier.email));
    expect(mail!.subject).toBe('आपके Supply & Beyond अकाउंट के लिए नई API की बनाई गई');
  });
});
