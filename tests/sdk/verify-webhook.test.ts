import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
// The built package (dist), as an integrator installs it: `npm run build -w @supply-and-beyond/sdk` runs first.
import { verifyWebhook } from '../../packages/sdk/dist/index.js';

const secret = 'whsec_c2VjcmV0LWZvci10ZXN0cw';
const body = '{"id":"evt_1","type":"order_part.created","created_at":"2026-11-26T10:00:00.000Z","data":{}}';
const now = Date.UTC(2026, 10, 26, 10, 0, 5);
const t = Math.floor(now / 1000) - 5;
// Signed independently of the server's code, with Node's own HMAC.
const signature = (s = secret, at = t, b = body) =>
  `t=${at},v1=${createHmac('sha256', s).update(`${at}.${b}`).digest('hex')}`;

describe('verifyWebhook', () => {
  it('accepts a genuine delivery from Fetch headers or a Node header object', async () => {
    const fetchHeaders = new Headers({ 'X-Webhook-Signature': signature() });
    expect(await verifyWebhook(secret, body, fetchHeaders, { now })).toBe(true);
    expect(await verifyWebhook(secret, body, { 'x-webhook-signature': signature() }, { now })).toBe(true);
  });

  it('refuses another secret, a changed body, a stale or missing signature', async () => {
    const check = (sig: string | undefined, b = body, at = now) =>
      verifyWebhook(secret, b, { 'x-webhook-signature': sig }, { now: at });
    expect(await check(signature('whsec_other'))).toBe(false);
    expect(await check(signature(), body.replace('evt_1', 'evt_2'))).toBe(false);
    expect(await check(signature(), body, now + 301_000)).toBe(false);
    expect(await check(signature(secret, t), body, now + 200_000)).toBe(true);
    expect(await check(undefined)).toBe(false);
    expect(await check('t=abc,v1=00')).toBe(false);
    expect(await check(`t=${t},v1=zz`)).toBe(false);
  });
});
