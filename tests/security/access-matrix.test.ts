import { appRouter, type ProcedurePath } from '@app/api';
import { PERMISSIONS } from '@app/db/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { ACCESS, expectedRefusal, type MatrixRole } from './access-table.ts';

type Role = MatrixRole;
const ROLES: Role[] = [
  'visitor',
  'customer',
  'supplier',
  'delivery',
  'sub_admin_with',
  'sub_admin_without',
  'admin',
];

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
);
let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens.customer = (await t.userWithToken('customer')).token;
  tokens.supplier = (await t.userWithToken('supplier')).token;
  tokens.delivery = (await t.userWithToken('delivery')).token;
  tokens.admin = (await t.userWithToken('admin')).token;
  tokens.sub_admin_with = (await t.userWithToken('sub_admin', { permissions: [...PERMISSIONS] })).token;
  tokens.sub_admin_without = (await t.userWithToken('sub_admin', { permissions: [] })).token;
});
afterAll(() => t.close());

describe('access-control matrix', () => {
  it('has a row for every procedure (a new procedure must decide who may call it)', () => {
    const missing = procedures.map(([path]) => path).filter((p) => !(p in ACCESS));
    expect(missing).toEqual([]);
    const stale = Object.keys(ACCESS).filter((p) => !procedures.some(([path]) => path === p));
    expect(stale).toEqual([]);
  });

  for (const [path, proc] of procedures) {
    // Mutations that end or change the caller's own session are exercised in their own tests.
    if (path === 'accounts.logout') continue;
    const access = ACCESS[path as ProcedurePath];
    if (!access) continue;
    it.each(ROLES)(`${path} as %s`, async (role) => {
      const token = tokens[role];
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const res =
        proc._def.type === 'query'
          ? await t.app.request(`/trpc/${path}`, { headers })
          : await t.app.request(`/trpc/${path}`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: '{}',
            });
      const want = expectedRefusal(access, role);
      if (want) expect(res.status, `${path} as ${role}`).toBe(want);
      else expect([401, 403], `${path} as ${role} must be allowed`).not.toContain(res.status);
      expect(res.status, 'never a 5xx').toBeLessThan(500);
    });
  }
});
