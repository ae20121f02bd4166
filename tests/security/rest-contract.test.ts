import { restRoutes } from '@app/api';
import { PERMISSIONS } from '@app/db/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { REFUSED } from '../support/rest-roles.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const type of ['customer', 'supplier', 'delivery', 'admin'] as const)
    tokens[type] = (await t.userWithToken(type)).token;
  tokens.sub_admin_none = (await t.userWithToken('sub_admin', { permissions: [] })).token;
  tokens.sub_admin_all = (await t.userWithToken('sub_admin', { permissions: [...PERMISSIONS] })).token;
});
afterAll(() => t.close());

const pathOf = (p: string) => `/api${p.replace(/:(\w+)/g, 'unknown_$1')}`;
const send = (route: (typeof restRoutes)[number], path: string, token?: string) => {
  if (!route.multipart)
    return t.call(route.method, path, {
      token,
      ...(route.method === 'POST' || route.method === 'PUT' ? { body: {} } : {}),
    });
  const form = new FormData();
  form.set('file', new File(['Sr.No.'], 'x.csv', { type: 'text/csv' }));
  return t.call(route.method, path, { token, body: form });
};

describe('every REST call of the route table', () => {
  for (const r of restRoutes) {
    it(`${r.method} ${r.path} (${r.access}) is documented and refuses the wrong callers`, async () => {
      const doc = await t.call('GET', '/api/openapi.json');
      expect(
        doc.data.paths[`/api${r.path.replace(/:(\w+)/g, '{$1}')}`]?.[r.method.toLowerCase()],
      ).toBeTruthy();
      if (r.access === 'public') {
        const res = await send(r, pathOf(r.path));
        expect(res.status).not.toBe(401);
        expect(res.status).toBeLessThan(500);
        return;
      }
      const anonymous = await send(r, pathOf(r.path));
      expect(anonymous.status).toBe(401);
      expect(typeof anonymous.data.detail).toBe('string');
      for (const role of REFUSED[r.access]) {
        const res = await send(r, pathOf(r.path), tokens[role]);
        expect(res.status, `${role}`).toBe(403);
        expect(res.data.code).toBe('forbidden');
      }
    });
  }
});
