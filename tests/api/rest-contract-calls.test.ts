import { answerField, type RestRoute, restRoutes } from '@app/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { pageViewRecord } from '../support/page-views.ts';
import { REST_FIXTURES, type RestWorld, restWorld } from '../support/rest-fixtures.ts';
import { REFUSED, type RestRole } from '../support/rest-roles.ts';
import { SPEC_CALLS } from '../support/rest-spec-calls.ts';

// The refusal walk with unknown ids and empty bodies is tests/security/rest-contract.test.ts;
// this walk makes each call for real, with a valid payload on real data.

let t: TestApp;
let w: RestWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await restWorld(t);
});
afterAll(() => t.close());

const key = (r: RestRoute) => `${r.method} ${r.path}`;
const tokenOf = (role: RestRole) =>
  ({
    customer: w.customer,
    supplier: w.supplier,
    delivery: w.rider,
    admin: w.admin,
    sub_admin_all: w.subAdmin,
    sub_admin_none: w.subAdminNone,
  })[role].token;

function typeOf(v: unknown) {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

/** Each named answer field is present with its documented type (`[].x`: on every element). */
function expectAnswerFields(route: RestRoute, data: unknown) {
  for (const field of route.answer ?? []) {
    const name = field.replace(/^\[\]\./, '');
    const expected = answerField(key(route), name)?.[0];
    expect(expected, `type of "${name}" in packages/api/src/rest/answer-fields.ts`).toBeDefined();
    const allowed = expected!.endsWith('?') ? [expected!.slice(0, -1), 'null'] : [expected];
    const holders = field.startsWith('[].') ? (data as unknown[]) : [data];
    if (field.startsWith('[].')) {
      expect(Array.isArray(data), `${key(route)} answers a list`).toBe(true);
      expect(holders.length, `${key(route)}: the fixture must make the list non-empty`).toBeGreaterThan(0);
    }
    for (const holder of holders) {
      expect(holder, `${key(route)} answers an object`).toBeTypeOf('object');
      expect(Object.hasOwn(holder as object, name), `${key(route)} answers ${name}`).toBe(true);
      expect(allowed, `${key(route)} ${name}`).toContain(typeOf((holder as Record<string, unknown>)[name]));
    }
  }
}

describe('the route table and spec section 7', () => {
  it('has a valid-call fixture for every row, and no fixture without a row', () => {
    const rows = restRoutes.map(key);
    expect(rows.filter((r) => !REST_FIXTURES[r])).toEqual([]);
    expect(Object.keys(REST_FIXTURES).filter((f) => !rows.includes(f))).toEqual([]);
    expect(new Set(rows).size).toBe(rows.length);
  });

  it('has a row for every call of spec section 7', () => {
    const rows = new Set(restRoutes.map(key));
    expect(SPEC_CALLS.filter((c) => !rows.has(c))).toEqual([]);
  });

  it('answers page-view tracking, the one spec call that is a plain endpoint', async () => {
    const doc = await t.call('GET', '/api/openapi.json');
    expect(doc.data.paths['/api/analytics/track']?.post).toBeTruthy();
    const res = await t.app.request('/api/analytics/track', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Chrome/126.0' },
      body: JSON.stringify(
        pageViewRecord({ session_id: 'session_contract_1', user_agent: 'Mozilla/5.0 Chrome/126.0' }),
      ),
    });
    expect(res.status).toBe(202);
  });
});

describe('every REST call, made for real', () => {
  for (const route of restRoutes) {
    it(`${key(route)} (${route.access}) answers its documented fields`, async () => {
      const fixture = REST_FIXTURES[key(route)];
      if (!fixture) throw new Error(`No fixture for ${key(route)} in tests/support/rest-fixtures.ts`);
      const call = await fixture(t, w);
      const send = (token?: string) =>
        t.call(route.method, call.path, { token, body: call.body, headers: call.headers });

      // Refusals with a valid payload on real data, before the real call: the refused calls must
      // leave the data as it was, or the real call below would not succeed.
      if (route.access !== 'public') {
        const anonymous = await send();
        expect(anonymous.status, JSON.stringify(anonymous.data)).toBe(401);
        expect(anonymous.data.code).toBe('unauthenticated');
        const wrong = REFUSED[route.access][0];
        if (wrong) {
          const refused = await send(tokenOf(wrong));
          expect(refused.status, `${wrong}: ${JSON.stringify(refused.data)}`).toBe(403);
          expect(refused.data.code).toBe('forbidden');
        }
      }

      const res = await send(call.token);
      expect(res.status, JSON.stringify(res.data)).toBe(route.status ?? 200);
      if (route.respond === 'file') {
        expect(res.headers.get('content-type')).toContain(route.fileType ?? 'application/pdf');
        expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+"$/);
        expect(res.data.length).toBeGreaterThan(0);
        return;
      }
      expect(res.headers.get('content-type')).toContain('application/json');
      expectAnswerFields(route, res.data);
    });
  }
});
