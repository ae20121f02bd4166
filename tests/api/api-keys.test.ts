import { createHash } from 'node:crypto';
import { apiKeys, auditLog, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { insertProduct } from '../support/products.ts';

// Decision 0069: API keys act as their account, within their scopes.
let t: TestApp;
let supplier: Awaited<ReturnType<TestApp['userWithToken']>>;
beforeEach(async () => {
  t = await createTestApp();
  supplier = await t.userWithToken('supplier');
});
afterEach(() => t.close());

async function newKey(token: string, scopes: string[], extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/keys', { token, body: { name: 'ERP', scopes, ...extra } });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as { id: string; key: string; prefix: string };
}
const stock = (key: string, id: string, quantity: number) =>
  t.call('PUT', `/api/supplier/products/${id}/stock`, { token: key, body: { stock_quantity: quantity } });

describe('a key', () => {
  it('is answered once, kept only as its hash, and tells whose it is', async () => {
    const made = await newKey(supplier.token, ['products:read']);
    expect(made.key).toMatch(/^sk_sup_[a-z2-7]{32}$/);
    expect(made.prefix).toBe(made.key.slice(0, 11));
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(row!.hash).toBe(createHash('sha256').update(made.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.key);
    const list = await t.call('GET', '/api/keys', { token: supplier.token });
    expect(list.data).toHaveLength(1);
    expect(JSON.stringify(list.data)).not.toContain(made.key);
    expect(list.data[0]).toMatchObject({ prefix: made.prefix, scopes: ['products:read'], status: 'active' });
  });

  it('with products:read lists but cannot write; with stock:write syncs stock', async () => {
    const product = await insertProduct(t, supplier.id, { approvalStatus: 'approved' });
    const reader = await newKey(supplier.token, ['products:read']);
    const list = await t.call('GET', '/api/supplier/products', { token: reader.key });
    expect(list.status).toBe(200);
    expect(list.data.map((p: { id: string }) => p.id)).toEqual([product]);
    const write = await stock(reader.key, product, 7);
    expect(write.status).toBe(403);
    expect(write.data).toMatchObject({
      code: 'key_scope',
      detail: 'This API key does not have the stock:write scope.',
    });
    const syncer = await newKey(supplier.token, ['stock:write']);
    const synced = await stock(syncer.key, product, 7);
    expect(synced.status, JSON.stringify(synced.data)).toBe(200);
    expect(synced.data.stock_quantity).toBe(7);
    const [used] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'api_key.use'));
    expect(used).toMatchObject({
      actorId: supplier.id,
      entityId: syncer.id,
      after: { call: 'catalog.supplier.setStock' },
    });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, syncer.id));
    expect(row!.lastUsedAt).toBe(t.services.clock.now());
  });

  it('of a supplier never reaches another supplier’s data', async () => {
    const other = await t.userWithToken('supplier');
    const theirs = await insertProduct(t, other.id, { approvalStatus: 'approved' });
    const mine = await insertProduct(t, supplier.id, { approvalStatus: 'approved' });
    const key = await newKey(supplier.token, ['products:read', 'stock:write']);
    const list = await t.call('GET', '/api/supplier/products', { token: key.key });
    expect(list.data.map((p: { id: string }) => p.id)).toEqual([mine]);
    expect((await stock(key.key, theirs, 0)).status).toBe(403);
  });

  it('revoked is refused from the next request; expired and a deactivated account’s too', async () => {
    const key = await newKey(supplier.token, ['products:read']);
    expect((await t.call('GET', '/api/supplier/products', { token: key.key })).status).toBe(200);
    const revoked = await t.call('DELETE', `/api/keys/${key.id}`, { token: supplier.token });
    expect(revoked.data.status).toBe('revoked');
    expect((await t.call('GET', '/api/supplier/products', { token: key.key })).status).toBe(401);

    const shortLived = await newKey(supplier.token, ['products:read'], { expires_in_days: 30 });
    const live = await newKey(supplier.token, ['products:read']);
    t.advance(30 * 86_400_000);
    expect((await t.call('GET', '/api/supplier/products', { token: shortLived.key })).status).toBe(401);
    expect((await t.call('GET', '/api/supplier/products', { token: live.key })).status).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, supplier.id));
    expect((await t.call('GET', '/api/supplier/products', { token: live.key })).status).toBe(401);
  });

  it('cannot manage keys, nor reach the account', async () => {
    const key = await newKey(supplier.token, ['products:read', 'products:write']);
    for (const [method, path] of [
      ['GET', '/api/keys'],
      ['POST', '/api/keys'],
      ['DELETE', `/api/keys/${key.id}`],
      ['GET', '/api/notifications'],
      ['PUT', '/api/supplier/profile'],
    ] as const) {
      const body = method === 'GET' ? undefined : { name: 'x', scopes: ['products:read'] };
      const res = await t.call(method, path, { token: key.key, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.data.code).toBe('key_scope');
    }
    expect((await t.call('GET', '/api/auth/me', { token: key.key })).status).toBe(200);
  });
});

describe('key management', () => {
  it('gives only the scopes the role may give; riders have no keys; another’s key is 404', async () => {
    const customer = await t.userWithToken('customer');
    const refused = await t.call('POST', '/api/keys', {
      token: customer.token,
      body: { name: 'POS', scopes: ['orders:read', 'products:write'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.data.detail).toBe('Your account cannot give a key the scope products:write.');
    const rider = await t.userWithToken('delivery');
    expect(
      (
        await t.call('POST', '/api/keys', {
          token: rider.token,
          body: { name: 'x', scopes: ['orders:read'] },
        })
      ).status,
    ).toBe(403);
    const key = await newKey(supplier.token, ['products:read']);
    expect((await t.call('DELETE', `/api/keys/${key.id}`, { token: customer.token })).status).toBe(404);
    const bad = await t.call('POST', '/api/keys', { token: supplier.token, body: { name: '', scopes: [] } });
    expect(bad.status).toBe(400);
    const actions = (await t.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toContain('api_key.create');
  });

  it('holds at most 20 live keys per account', async () => {
    for (let i = 0; i < 20; i++) await newKey(supplier.token, ['products:read']);
    const one = await t.call('POST', '/api/keys', {
      token: supplier.token,
      body: { name: 'One more', scopes: ['products:read'] },
    });
    expect(one.status).toBe(409);
    expect(one.data.code).toBe('too_many_keys');
  });
});
