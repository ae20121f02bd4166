import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { TINY_PNG } from '../support/products.ts';

// Issue 34, item 6: the public image route checks the key it actually reads, after decoding, so
// a delivery's proof photo (staff only, through the API) is never served however the path is
// spelled. A real Node server and a raw HTTP client: the path reaches the app exactly as sent.

let t: TestApp;
let server: ServerType;
let port = 0;
const PROOF = 'proofs/asg_secret/door.png';
const PRODUCT = 'products/usr_shop/dal.png';
beforeAll(async () => {
  t = await createTestApp();
  await t.services.images.put(PROOF, TINY_PNG, 'image/png');
  await t.services.images.put(PRODUCT, TINY_PNG, 'image/png');
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  t.close();
});

/** GET `path` byte for byte as written (node:http does not normalise it). */
function get(path: string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'GET', path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /images/* after full decoding', () => {
  it('serves a product image, plain or with its letters percent-encoded', async () => {
    for (const path of [`/images/${PRODUCT}`, '/images/products/usr_shop/%64al.png']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.type).toBe('image/png');
      expect([...res.body]).toEqual([...TINY_PNG]);
    }
  });

  it.each([
    '/images/proofs/asg_secret/door.png',
    '/images/%2Fproofs/asg_secret/door.png',
    '/images/%2fproofs%2fasg_secret%2fdoor.png',
    '/images//proofs/asg_secret/door.png',
    '/images/%2F%2Fproofs/asg_secret/door.png',
    '/images/./proofs/asg_secret/door.png',
    '/images/.%2Fproofs/asg_secret/door.png',
    '/images/%2E/proofs/asg_secret/door.png',
    '/images/products/../proofs/asg_secret/door.png',
    '/images/products/%2E%2E/proofs/asg_secret/door.png',
    '/images/products%2F..%2Fproofs/asg_secret/door.png',
    '/images/products/x/..%2F..%2Fproofs/asg_secret/door.png',
    '/images/%252Fproofs/asg_secret/door.png',
    '/images/%25252Fproofs/asg_secret/door.png',
    '/images/%5Cproofs/asg_secret/door.png',
    '/images/products%5C..%5Cproofs/asg_secret/door.png',
    '/images/%70roofs/asg_secret/door.png',
    '/images/proofs%2Fasg_secret/door.png',
    '/images/proofs/asg_secret/./door.png',
  ])('never serves a proof photo: %s', async (path) => {
    const res = await get(path);
    expect([400, 404], `${path} answered ${res.status}`).toContain(res.status);
    expect(res.type).toContain('application/json');
    expect(res.body.includes(Buffer.from(TINY_PNG))).toBe(false);
  });

  it.each(['/images/%zz', '/images/products/%E0%A4', '/images/%', '/images/products/usr_shop/dal%2.png'])(
    'answers malformed percent-encoding with 400 and the JSON error shape: %s',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body.toString())).toMatchObject({ code: 'bad_image_path' });
    },
  );

  it('answers an unknown image 404 as before', async () => {
    const res = await get('/images/products/usr_shop/none.png');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString())).toMatchObject({ code: 'not_found' });
  });
});
