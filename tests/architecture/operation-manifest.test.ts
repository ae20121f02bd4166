import { appRouter, createTRPCRouter, type OpMeta, operations } from '@app/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/app.ts';

const { op, staff } = operations;

/** A new operation as a feature adds one: its manifest entry and its function, nothing else. */
const sample = {
  ping: op({
    access: staff('manage_orders'),
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/admin/sample/:id',
      summary: 'A sample operation',
      tag: 'Admin: orders',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(z.object({ id: z.string().min(1) }))
    .output(z.object({ id: z.string(), city_id: z.string().nullable() }))
    .query(({ ctx, input }) => ({ id: input.id, city_id: ctx.scope.cityId })),
};

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({}, {}, undefined, {
    router: createTRPCRouter({ ...appRouter._def.record, sample }),
  });
  tokens.admin = (await t.userWithToken('admin')).token;
  tokens.customer = (await t.userWithToken('customer')).token;
  tokens.subAdminWithout = (await t.userWithToken('sub_admin', { permissions: [] })).token;
  const key = async (scopes: string[]) =>
    (await t.call('POST', '/api/keys', { token: tokens.admin, body: { name: 'Sample', scopes } })).data
      .key as string;
  tokens.keyWith = await key(['orders:read']);
  tokens.keyWithout = await key(['products:read']);
});
afterAll(() => t.close());

describe('the operation manifest', () => {
  it('declares every procedure of the app through op(): access, and whatever else it says', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: OpMeta } }>;
    const undeclared = Object.entries(procedures)
      .filter(([, p]) => !p._def.meta?.access)
      .map(([path]) => path);
    expect(undeclared).toEqual([]);
  });

  // Issue 40: a file answer is drawn or exported (heavy: bounded per process, operations/heavy.ts)
  // unless it is cheap: a stored photo is read, not made; a template holds category names only.
  it('bounds every file answer as heavy work but stored photos and the upload templates', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { meta?: OpMeta } }>;
    const unbounded = Object.entries(procedures)
      .filter(([, p]) => p._def.meta?.rest?.respond === 'file' && !p._def.meta.heavy)
      .map(([path]) => path);
    expect(unbounded).toEqual([
      'catalog.supplier.templateCsv',
      'catalog.supplier.templateXlsx',
      'claims.photo',
      'delivery.staff.proofPhoto',
    ]);
  });

  it('serves a new entry over REST with its access, city scope and key scope', async () => {
    const ok = await t.call('GET', '/api/admin/sample/abc', { token: tokens.admin });
    expect(ok.status).toBe(200);
    expect(ok.data).toEqual({ id: 'abc', city_id: null });
    expect((await t.call('GET', '/api/admin/sample/abc')).status).toBe(401);
    expect((await t.call('GET', '/api/admin/sample/abc', { token: tokens.customer })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/sample/abc', { token: tokens.subAdminWithout })).status).toBe(
      403,
    );
    expect((await t.call('GET', '/api/admin/sample/abc', { token: tokens.keyWith })).status).toBe(200);
    const refused = await t.call('GET', '/api/admin/sample/abc', { token: tokens.keyWithout });
    expect(refused.status).toBe(403);
    expect(refused.data.code).toBe('key_scope');
  });

  it('serves it over tRPC, and documents its access, key scope and schemas', async () => {
    const res = await t.app.request(`/trpc/sample.ping?input=${encodeURIComponent('{"id":"x"}')}`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(res.status).toBe(200);
    const doc = (await t.call('GET', '/api/openapi.json')).data;
    const entry = doc.paths['/api/admin/sample/{id}'].get;
    expect(entry.description).toContain('manage_orders');
    expect(entry.description).toContain('`orders:read`');
    expect(entry.description).toContain('`sample.ping`');
    expect(Object.keys(entry.responses['200'].content['application/json'].schema.properties)).toEqual([
      'id',
      'city_id',
    ]);
  });
});
