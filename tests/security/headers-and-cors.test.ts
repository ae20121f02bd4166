import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../support/app.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/cities'],
    ['an error', '/api/nope'],
    ['a page outside the API', '/products'],
  ])('are on %s: CSP without inline scripts, nosniff, no framing, referrer policy', async (_, path) => {
    t = await createTestApp();
    const res = await t.app.request(path);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS over HTTPS in production only', async () => {
    t = await createTestApp({}, PRODUCTION_ENV);
    const https = await t.app.request('https://shop.example.in/api/cities');
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const http = await t.app.request('http://localhost/api/cities');
    expect(http.headers.get('strict-transport-security')).toBeNull();
    t.close();
    t = await createTestApp();
    const dev = await t.app.request('https://localhost/api/cities');
    expect(dev.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    t!.app.request('/api/catalog/products', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });

  it('is closed by default: no other origin may read answers or send credentials', async () => {
    t = await createTestApp();
    const res = await t.app.request('/api/cities', { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const pre = await preflight('https://evil.example');
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    expect(pre.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('opens to the origins listed in CORS_ORIGINS only', async () => {
    t = await createTestApp({}, { CORS_ORIGINS: 'https://erp.partner.in' });
    const ok = await t.app.request('/api/cities', { headers: { origin: 'https://erp.partner.in' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://erp.partner.in');
    const pre = await preflight('https://erp.partner.in');
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://erp.partner.in');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const other = await t.app.request('/api/cities', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
