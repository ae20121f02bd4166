import { appRouter, type OpMeta, type ProcedurePath } from '@app/api';
import { PERMISSIONS } from '@app/db/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { ACCESS, expectedRefusal } from './access-table.ts';

// Decision 0069: an API key acts as its account, within its scopes, and never more.
const SCOPES: Record<'customer' | 'supplier' | 'admin' | 'sub_admin_with', string[]> = {
  customer: ['products:read', 'orders:read', 'orders:write', 'invoices:read'],
  supplier: [
    'products:read',
    'products:write',
    'stock:write',
    'orders:read',
    'orders:write',
    'invoices:read',
  ],
  admin: ['products:read', 'products:write', 'stock:write', 'orders:read', 'orders:write', 'invoices:read'],
  sub_admin_with: [
    'products:read',
    'products:write',
    'stock:write',
    'orders:read',
    'orders:write',
    'invoices:read',
  ],
};
type KeyRole = keyof typeof SCOPES;
const KEY_ROLES = Object.keys(SCOPES) as KeyRole[];

/**
 * Decisions written for this test, apart from the operations' declarations: each scope's typical
 * calls, and calls no key may make (null). The declarations must agree with them.
 */
const EXPECTED: Partial<Record<ProcedurePath, string | null>> = {
  'accounts.me': 'any',
  'catalog.list': 'products:read',
  'catalog.staff.list': 'products:read',
  'catalog.supplier.create': 'products:write',
  'catalog.approval.approve': 'products:write',
  'catalog.supplier.setStock': 'stock:write',
  'catalog.inventory.updateStock': 'stock:write',
  'cart.list': 'orders:read',
  'orders.list': 'orders:read',
  'orders.supplier.list': 'orders:read',
  'cart.add': 'orders:write',
  'orders.place': 'orders:write',
  'orders.staff.setStatus': 'orders:write',
  'invoices.download': 'invoices:read',
  'settlements.mine': 'invoices:read',
  'credit.ledger': 'invoices:read',
  'accounts.logout': null,
  'accounts.setPreferredLanguage': null,
  'keys.create': null,
  'keys.list': null,
  'webhooks.createEndpoint': null,
  'accounts.subAdmins.create': null,
  'accounts.customers.update': null,
  'payments.create': null,
  'delivery.advance': null,
  'audit.list': null,
  'orders.staff.returnToStock': null,
};

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: OpMeta } }>,
);
const declared = (path: string) => procedures.find(([p]) => p === path)?.[1]._def.meta?.keyScope;
let t: TestApp;
/** Per role: a key with every scope the role may give, and for each scope a key with all but it. */
const keys = {} as Record<KeyRole, { full: string; without: Record<string, string> }>;

beforeAll(async () => {
  t = await createTestApp();
  const sessions: Record<KeyRole, string> = {
    customer: (await t.userWithToken('customer')).token,
    supplier: (await t.userWithToken('supplier')).token,
    admin: (await t.userWithToken('admin')).token,
    sub_admin_with: (await t.userWithToken('sub_admin', { permissions: [...PERMISSIONS] })).token,
  };
  const make = async (token: string, scopes: string[]) => {
    const res = await t.call('POST', '/api/keys', { token, body: { name: 'Matrix', scopes } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    return res.data.key as string;
  };
  for (const role of KEY_ROLES) {
    const all = SCOPES[role];
    const without: Record<string, string> = {};
    for (const s of all)
      if (all.length > 1)
        without[s] = await make(
          sessions[role],
          all.filter((x) => x !== s),
        );
    keys[role] = { full: await make(sessions[role], all), without };
  }
});
afterAll(() => t.close());

function call(path: string, type: string, key: string) {
  const headers = { authorization: `Bearer ${key}` };
  return type === 'query'
    ? t.app.request(`/trpc/${path}`, { headers })
    : t.app.request(`/trpc/${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      });
}
const appCode = async (res: Response) =>
  ((await res.json()) as { error?: { data?: { appCode?: string } } }).error?.data?.appCode;

describe('API key matrix', () => {
  it('declares the expected scope for each decision written here', () => {
    for (const [path, want] of Object.entries(EXPECTED)) expect(declared(path) ?? null, path).toBe(want);
  });

  it('gives no public call and no key or webhook management a scope', () => {
    const scoped = procedures.filter(([, p]) => p._def.meta?.keyScope).map(([path]) => path);
    const closed = (path: string) => {
      const kind = ACCESS[path as ProcedurePath]?.kind;
      return kind === 'public' || kind === 'key_owner';
    };
    expect(scoped.filter(closed)).toEqual([]);
  });

  for (const [path, proc] of procedures) {
    const access = ACCESS[path as ProcedurePath];
    if (!access || access.kind === 'public') continue;
    const need = declared(path);
    it.each(KEY_ROLES)(`${path} with a key of a %s`, async (role) => {
      const res = await call(path, proc._def.type, keys[role].full);
      const allowedByScope = need === 'any' || (need !== undefined && SCOPES[role].includes(need));
      if (!allowedByScope) {
        expect(res.status, `${path} must refuse a ${role} key`).toBe(403);
        expect(await appCode(res)).toBe('key_scope');
        return;
      }
      const want = expectedRefusal(access, role);
      if (want) expect(res.status, `${path} as ${role}`).toBe(want);
      else expect([401, 403], `${path} with a ${role} key must be allowed`).not.toContain(res.status);
      expect(res.status, 'never a 5xx').toBeLessThan(500);
      if (need !== 'any' && keys[role].without[need]) {
        const lacking = await call(path, proc._def.type, keys[role].without[need]);
        expect(lacking.status, `${path} without ${need}`).toBe(403);
        expect(await appCode(lacking)).toBe('key_scope');
      }
    });
  }
});
