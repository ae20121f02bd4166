import { appRouter, procedureSchema, type RestRoute, restRoutes } from '@app/api';
import {
  CONTROL_MESSAGE,
  hasControlCharacter,
  MULTILINE_CONTROL_MESSAGE,
  pageViewRecord,
} from '@app/api/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../support/app.ts';
import { REST_FIXTURES, type RestWorld, restWorld } from '../support/rest-fixtures.ts';
import {
  type FieldPath,
  jsonStrings,
  replaceAt,
  stringFields,
  withValueAt,
} from '../support/string-fields.ts';

// The text rule (docs/decisions/0053): no control characters in any text input; the fields
// below also take line breaks and tabs. Both lists are compared with what the schemas do, so a
// new field is held to the rule without being listed, and a list that goes stale fails.

const MULTILINE = new Set([
  'accounts.register address',
  'accounts.subAdmins.create address',
  'accounts.subAdmins.update address',
  'accounts.supplierProfile.update business_address',
  'business.createOutlet address',
  'business.updateOutlet address',
  'catalog.supplier.create description',
  'catalog.supplier.update description',
  'catalog.staff.create description',
  'catalog.staff.update description',
  'catalog.approval.reject reason',
  'orders.place delivery_address',
  'orders.place delivery_notes',
  'approvals.request delivery_address',
  'approvals.request delivery_notes',
  'standing.create delivery_address',
  'standing.create delivery_notes',
  'standing.update delivery_address',
  'standing.update delivery_notes',
  'delivery.advance notes',
  'delivery.deliverWithProof notes',
  'delivery.staff.review note',
  'delivery.staff.override reason',
  'delivery.staff.confirmCash note',
  'claims.file note',
  'claims.answer response',
  'claims.decide reason',
]);
/** Compared with a hash only, never stored or shown (see the decision record). */
const EXEMPT = new Set(['accounts.login password']);

const CONTROLS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u000d',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u009f',
];
const at = (path: FieldPath) => path.join('.');

/** Every procedure's input schema, plus the page-view record (a plain endpoint). */
const schemas: [string, z.ZodType][] = [
  ...Object.keys(appRouter._def.procedures).flatMap((path): [string, z.ZodType][] => {
    const s = procedureSchema(appRouter, path, 'input');
    return s ? [[path, s]] : [];
  }),
  ['analytics.track', pageViewRecord],
];
const fields = schemas.flatMap(([name, s]) => stringFields(s).map((path) => ({ name, s, path })));
const key = (f: { name: string; path: FieldPath }) => `${f.name} ${at(f.path)}`;
const messagesAt = (s: z.ZodType, path: FieldPath, value: string) =>
  (s.safeParse(withValueAt(path, value)).error?.issues ?? [])
    .filter((i) => at(i.path as FieldPath) === at(path))
    .map((i) => i.message);

describe('the character rule', () => {
  it('is C0, DEL and C1; tab and LF only where multi-line', () => {
    for (let code = 0; code <= 0xa0; code++) {
      const ch = String.fromCharCode(code);
      const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
      expect(hasControlCharacter(`a${ch}b`), `U+${code.toString(16)}`).toBe(control);
      expect(hasControlCharacter(`a${ch}b`, true), `U+${code.toString(16)} multi-line`).toBe(
        control && ch !== '\t' && ch !== '\n',
      );
    }
    expect(hasControlCharacter('Café रसोई 🍛 ₹650')).toBe(false);
  });
});

describe('every string field of every input schema', () => {
  it('finds the fields (a schema kind the walk does not know fails it)', () => {
    expect(fields.length).toBeGreaterThan(150);
    expect(fields.filter((f) => EXEMPT.has(key(f))).map(key)).toEqual([...EXEMPT]);
  });

  it.each(schemas.map(([name]) => name))('%s refuses control characters in each text field', (name) => {
    for (const f of fields.filter((x) => x.name === name && !EXEMPT.has(key(x)))) {
      const multiline = MULTILINE.has(key(f));
      // A CR in a multi-line field is a line break (stored as LF).
      for (const ch of CONTROLS.filter((c) => !(multiline && c === '\r'))) {
        const messages = messagesAt(f.s, f.path, `Rice${ch}Dal`);
        expect(messages, `${key(f)} with U+${ch.charCodeAt(0).toString(16)}`).toContain(
          multiline ? MULTILINE_CONTROL_MESSAGE : CONTROL_MESSAGE,
        );
      }
    }
  });

  it('takes line breaks and tabs in exactly the multi-line fields', () => {
    const takesLines = fields
      .filter((f) => !EXEMPT.has(key(f)))
      .filter((f) => !messagesAt(f.s, f.path, 'Rice\nDal').some((m) => m.includes('control')))
      .map(key);
    expect(takesLines.sort()).toEqual([...MULTILINE].sort());
    for (const f of fields.filter((x) => MULTILINE.has(key(x))))
      expect(messagesAt(f.s, f.path, 'Line one\r\n\tLine two\rthree'), key(f)).toEqual([]);
  });

  it('lets an exempt field through: the login password is only hashed and compared', () => {
    for (const f of fields.filter((x) => EXEMPT.has(key(x))))
      expect(messagesAt(f.s, f.path, 'pass\u0000word'), key(f)).toEqual([]);
  });
});

let t: TestApp;
let w: RestWorld;
beforeAll(async () => {
  // Many fixtures log a fresh user in: the per-address login limit is not what is tested here.
  t = await createTestApp({}, { LOGIN_LIMIT_PER_ADDRESS: '100000' });
  w = await restWorld(t);
});
afterAll(() => t.close());

const NUL = '\u0000';
const withNul = (v: string) => `${v.slice(0, 1)}${NUL}${v.slice(1)}`;
const routeKey = (r: RestRoute) => `${r.method} ${r.path}`;

/** Every text a REST call carries: each JSON body string, each path parameter, each text query. */
function textsOf(route: RestRoute, body: unknown) {
  const out: { field: string; where: 'body' | 'path' | 'query'; path: FieldPath }[] = [];
  if (body && typeof body === 'object' && !(body instanceof FormData))
    for (const s of jsonStrings(body)) out.push({ field: at(s.path), where: 'body', path: s.path });
  for (const p of route.path.match(/:\w+/g) ?? []) out.push({ field: p.slice(1), where: 'path', path: [] });
  for (const [q, d] of Object.entries(route.query ?? {}))
    if (d.type === 'string') out.push({ field: q, where: 'query', path: [] });
  return out;
}

function spoil(
  route: RestRoute,
  call: { path: string; body?: unknown },
  text: ReturnType<typeof textsOf>[0],
) {
  if (text.where === 'body') {
    const value = jsonStrings(call.body).find((s) => at(s.path) === text.field)!.value;
    return { path: call.path, body: replaceAt(call.body, text.path, withNul(value)) };
  }
  const url = new URL(call.path, 'http://x');
  if (text.where === 'query') {
    url.searchParams.set(text.field, withNul(url.searchParams.get(text.field) || 'Indore'));
  } else {
    const index = `/api${route.path}`.split('/').indexOf(`:${text.field}`);
    const segments = url.pathname.split('/');
    segments[index] = `${segments[index]}%00`;
    url.pathname = segments.join('/');
  }
  return { path: `${url.pathname}${url.search}`, body: call.body };
}

describe('every REST call, with a NUL in each text it carries', () => {
  // Makes every fixture once (300 and more calls): as long as the per-call walks below.
  it('carries text in most calls (the walk is not empty)', { timeout: 60_000 }, async () => {
    let count = 0;
    for (const r of restRoutes) count += textsOf(r, (await REST_FIXTURES[routeKey(r)]!(t, w)).body).length;
    expect(count).toBeGreaterThan(100);
  });

  for (const route of restRoutes) {
    it(`${routeKey(route)}: 400 naming the field, never a 5xx`, { timeout: 60_000 }, async () => {
      const fixture = REST_FIXTURES[routeKey(route)];
      if (!fixture) throw new Error(`No fixture for ${routeKey(route)}`);
      for (const text of textsOf(route, (await fixture(t, w)).body)) {
        const call = await fixture(t, w);
        const bad = spoil(route, call, text);
        const res = await t.call(route.method, bad.path, {
          token: call.token,
          body: bad.body,
          headers: call.headers,
        });
        const what = `${text.where} ${text.field}: ${res.status} ${JSON.stringify(res.data)}`;
        expect(res.status, what).toBeLessThan(500);
        if (EXEMPT.has(`${route.procedure} ${text.field}`)) continue;
        expect(res.status, what).toBe(400);
        expect(res.data.code, what).toBe('invalid_input');
        expect(res.data.detail, what).toMatch(new RegExp(`^${text.field.replace('.', '\\.')}: `));
        expect(
          res.data.errors.map((e: { path: FieldPath }) => at(e.path)),
          what,
        ).toContain(text.field);
      }
    });
  }
});
