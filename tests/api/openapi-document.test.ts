import { appRouter, procedureSchema, restRoutes } from '@app/api';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let doc: any;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.data;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op })),
  );
const oaPath = (p: string) => `/api${p.replace(/:(\w+)/g, '{$1}')}`;
const inputOf = (procedure: string) => procedureSchema(appRouter, procedure, 'input');

describe('GET /api/openapi.json', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('resolves every $ref', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const target = ref
        .slice('"$ref":"#/'.length, -1)
        .split('/')
        .reduce((o: any, k) => o?.[k], doc);
      expect(target, ref).toBeTruthy();
    }
  });

  it('gives every operation a unique id, a success example and its error responses', () => {
    const ids = operations().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      const [success, answer] = Object.entries(op.responses as Record<string, any>).find(([code]) =>
        code.startsWith('2'),
      )!;
      for (const [type, media] of Object.entries((answer.content ?? {}) as Record<string, any>)) {
        if (type === 'application/json') expect(media.example, `${where} ${success} example`).toBeDefined();
      }
      if (path === '/api/analytics/track') continue; // never refuses: drops quietly with 204
      expect(op.responses['400'], `${where} 400`).toBeTruthy();
      if (op.security?.length !== 0) {
        expect(op.responses['401'], `${where} 401`).toBeTruthy();
        expect(op.responses['403'], `${where} 403`).toBeTruthy();
      }
      if (path.includes('{')) expect(op.responses['404'], `${where} 404`).toBeTruthy();
    }
  });

  it('gives every JSON request body an example the call itself accepts', () => {
    for (const r of restRoutes) {
      const op = doc.paths[oaPath(r.path)][r.method.toLowerCase()];
      const body = op.requestBody?.content?.['application/json'];
      if (!body) continue;
      expect(body.example, `${r.method} ${r.path} request example`).toBeDefined();
      // A path's date (YYYY-MM-DD) is written as one; every other parameter is an id.
      const params = Object.fromEntries(
        [...r.path.matchAll(/:(\w+)/g)].map((m) => [m[1], m[1] === 'date' ? '2026-12-08' : 'id_example']),
      );
      const parsed = inputOf(r.procedure)!.safeParse({ ...body.example, ...params });
      expect(parsed.error?.issues ?? [], `${r.method} ${r.path} example`).toEqual([]);
    }
  });

  it("documents each call's answer with the procedure's output schema and an example it accepts", () => {
    for (const r of restRoutes) {
      if (r.respond === 'file') continue;
      const where = `${r.method} ${r.path}`;
      const output = procedureSchema(appRouter, r.procedure, 'output');
      expect(output, `${r.procedure} declares an output schema`).toBeTruthy();
      const op = doc.paths[oaPath(r.path)][r.method.toLowerCase()];
      const { schema, example } = op.responses[String(r.status ?? 200)].content['application/json'];
      const { $schema, ...expected } = z.toJSONSchema(output!, { io: 'output', unrepresentable: 'any' });
      expect(schema, where).toEqual(expected);
      const parsed = output!.safeParse(example);
      expect(parsed.error?.issues ?? [], `${where} example`).toEqual([]);
      const object = schema.type === 'array' ? schema.items : schema;
      const sample = Array.isArray(example) ? example[0] : example;
      if (object?.type !== 'object') continue;
      expect(
        (object.required as string[]).filter((f) => !(f in sample)),
        `${where} example`,
      ).toEqual([]);
      for (const [f, field] of Object.entries(object.properties as Record<string, any>)) {
        if (!field.type) continue;
        const value = sample[f];
        const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
        const allowed = [field.type].flat().map((t: string) => (t === 'integer' ? 'number' : t));
        expect(allowed, `${where} example ${f}`).toContain(type);
      }
    }
  });
});
