import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let busy = false;
beforeAll(async () => {
  t = await createTestApp({}, {}, () => {
    if (busy) throw Object.assign(new Error('SQLITE_BUSY: database is locked'), { code: 'SQLITE_BUSY' });
  });
});
afterAll(() => t.close());

describe('a busy database', () => {
  it('answers 503 with Retry-After and a sentence, never a 500 with a stack', async () => {
    busy = true;
    const res = await t.call('GET', '/api/cities');
    busy = false;
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.data).toEqual({ detail: 'The service is busy. Please try again in a moment.', code: 'busy' });
    expect((await t.call('GET', '/api/cities')).status).toBe(200);
  });
});

describe('a busy database over tRPC', () => {
  it('answers 503 with the busy code', async () => {
    busy = true;
    const res = await t.app.request('/trpc/site.cities.list');
    busy = false;
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: { message: string; data: { appCode: string } } };
    expect(body.error.data.appCode).toBe('busy');
  });
});
