import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { fileForm, TINY_PNG } from '../support/products.ts';

// /trpc carries JSON only (the SPA uploads files through the REST calls), so it takes the
// documented 1 MB, like every JSON REST call.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const loginBody = (size: number) => {
  const body = JSON.stringify({ email: 'someone@test.in', password: '' });
  return `${body.slice(0, -1)},"pad":"${'x'.repeat(size - body.length - 9)}"}`;
};

const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  t.app.request('/trpc/accounts.login', { method: 'POST', headers, body });

describe('/trpc body limit', () => {
  it('refuses a body over 1 MB with 413 {detail, code: too_large}', async () => {
    const body = loginBody(MB + 1);
    expect(body.length).toBe(MB + 1);
    const res = await post(body);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'The request body is too large.', code: 'too_large' });
  });

  it('refuses a chunked body (no Content-Length) once it passes 1 MB', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * MB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request('/trpc/accounts.login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('too_large');
  });

  it('reads a body of exactly 1 MB (refused by the schema, not the size)', async () => {
    const res = await post(loginBody(MB));
    expect(res.status).toBe(400);
  });

  it('takes no file: an upload to the tRPC procedure is a 4xx, the REST call is the way', async () => {
    const supplier = await t.userWithToken('supplier');
    const res = await t.app.request('/trpc/catalog.uploads.productImage', {
      method: 'POST',
      headers: { authorization: `Bearer ${supplier.token}` },
      body: fileForm('rice.png', TINY_PNG, 'image/png'),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const rest = await t.call('POST', '/api/upload/product-image', {
      token: supplier.token,
      body: fileForm('rice.png', TINY_PNG, 'image/png'),
    });
    expect(rest.status).toBe(201);
  });
});
