import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOrder } from '../support/admin-fixtures.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const HI = { 'Accept-Language': 'hi' };

/** The same call in English (no header) and in Hindi: same status and code, the sentence in each language. */
async function both(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown },
  expected: { status: number; code: string; en: string; hi: string },
) {
  const en = await t.call(method, path, opts);
  const hi = await t.call(method, path, { ...opts, headers: HI });
  expect({ status: en.status, body: en.data }).toEqual({
    status: expected.status,
    body: { detail: expected.en, code: expected.code },
  });
  expect({ status: hi.status, body: hi.data }).toEqual({
    status: expected.status,
    body: { detail: expected.hi, code: expected.code },
  });
}

/** Decision 0081: orders, accounts, webhooks and site refusals in the caller's language. */
describe('orders, accounts, webhooks and site refusals in the caller’s language', () => {
  it('a wrong password', async () => {
    const { email } = await t.userWithToken('customer');
    await both(
      'POST',
      '/api/auth/login',
      { body: { email, password: `${TEST_PASSWORD}x` } },
      {
        status: 401,
        code: 'unauthenticated',
        en: 'Incorrect email or password.',
        hi: 'ईमेल या पासवर्ड गलत है।',
      },
    );
  });

  it('an order whose status is final, worded with its status in each language', async () => {
    const admin = (await t.userWithToken('admin')).token;
    const customer = await t.userWithToken('customer');
    const id = await addOrder(t.db, { customerId: customer.id, status: 'delivered' });
    await both(
      'PUT',
      `/api/admin/orders/${id}?status=pending`,
      { token: admin },
      {
        status: 409,
        code: 'invalid_transition',
        en: 'This order is already delivered; its status cannot change any more.',
        hi: 'इस ऑर्डर का स्टेटस पहले से "डिलीवर हो गया" है; अब यह बदल नहीं सकता।',
      },
    );
    await both(
      'PUT',
      '/api/admin/orders/ord_nope?status=confirmed',
      { token: admin },
      { status: 404, code: 'not_found', en: 'Order not found.', hi: 'ऑर्डर नहीं मिला।' },
    );
  });

  it('a webhook endpoint that does not exist', async () => {
    const { token } = await t.userWithToken('supplier');
    await both(
      'DELETE',
      '/api/webhooks/whk_nope',
      { token },
      {
        status: 404,
        code: 'not_found',
        en: 'Webhook endpoint not found.',
        hi: 'वेबहुक एंडपॉइंट नहीं मिला।',
      },
    );
  });

  it('a city that already exists, with its name in the sentence', async () => {
    const admin = (await t.userWithToken('admin')).token;
    await t.call('POST', '/api/cities', { token: admin, body: { name: 'Surat', state: 'Gujarat' } });
    await both(
      'POST',
      '/api/cities',
      { token: admin, body: { name: 'Surat', state: 'Gujarat' } },
      {
        status: 409,
        code: 'city_exists',
        en: 'Surat, Gujarat already exists.',
        hi: 'Surat, Gujarat पहले से मौजूद है।',
      },
    );
  });

  it('answers in the account’s language when the request names none, on tRPC too', async () => {
    const { token } = await t.userWithToken('customer', { preferredLanguage: 'hi' });
    const other = await t.userWithToken('customer');
    const id = await addOrder(t.db, { customerId: other.id });
    const rest = await t.call('POST', `/api/orders/${id}/cancel`, { token });
    expect(rest.status).toBe(403);
    expect(rest.data).toEqual({ detail: 'यह ऑर्डर किसी दूसरे अकाउंट का है।', code: 'forbidden' });
    const res = await t.app.request('/trpc/notifications.markRead', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'ntf_nope' }),
    });
    const body = (await res.json()) as { error: { message: string } };
    expect(res.status).toBe(404);
    expect(body.error.message).toBe('नोटिफ़िकेशन नहीं मिला।');
  });
});
