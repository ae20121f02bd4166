import { appRouter, procedureSchema, type RestRoute, restRoutes } from '@app/api';
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

const outputOf = (route: RestRoute) => procedureSchema(appRouter, route.procedure, 'output');

/** The answer is exactly what the procedure's output schema describes (lists: non-empty). */
function expectAnswerMatchesSchema(route: RestRoute, data: unknown) {
  const schema = outputOf(route);
  expect(schema, `${route.procedure} declares an output schema`).toBeTruthy();
  const parsed = schema!.safeParse(data);
  expect(parsed.error?.issues ?? [], `${key(route)} answer against the output schema`).toEqual([]);
  // Parsing strips unknown keys: an answer field the schema does not document is a mismatch too.
  expect(parsed.data, `${key(route)} answers only documented fields`).toEqual(data);
  if (Array.isArray(data)) {
    expect(data.length, `${key(route)}: the fixture must make the list non-empty`).toBeGreaterThan(0);
  } else {
    expect(data, `${key(route)} answers an object`).toBeTypeOf('object');
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
    it(`${key(route)} (${route.access}) answers what its output schema describes`, async () => {
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
        // A range (image/*) documents any of its types.
        expect(res.headers.get('content-type')).toContain(
          (route.fileType ?? 'application/pdf').replace('/*', '/'),
        );
        expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+"$/);
        expect(res.data.length).toBeGreaterThan(0);
        expect(
          outputOf(route)?.safeParse({ filename: 'x.pdf', contentType: 'application/pdf', base64: '' })
            .success,
          `${route.procedure} output schema is a file answer`,
        ).toBe(true);
        return;
      }
      expect(res.headers.get('content-type')).toContain('application/json');
      expectAnswerMatchesSchema(route, res.data);
    });
  }
});
