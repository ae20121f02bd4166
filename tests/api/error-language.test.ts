import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerLanguage } from '../../packages/api/src/messages/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const LOG_IN_EN = 'Please log in to continue.';
const LOG_IN_HI = 'आगे बढ़ने के लिए कृपया लॉग इन करें।';

async function rest(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(`/api${path}`, { headers });
  return { status: res.status, body: (await res.json()) as { detail: string; code: string } };
}

async function trpc(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(`/trpc/${path}`, { headers });
  return { status: res.status, body: (await res.json()) as { error: { message: string } } };
}

/** Decision 0081: the API's sentences in the caller's language. */
describe('API errors in the caller’s language', () => {
  it('picks the first of ours the request asks for, else the account’s, else English', () => {
    expect(answerLanguage('hi-IN,en;q=0.8')).toBe('hi');
    expect(answerLanguage('en-US,en;q=0.9', 'hi')).toBe('en');
    expect(answerLanguage('en;q=0.5, hi')).toBe('hi');
    expect(answerLanguage('fr-FR,fr;q=0.9', 'hi')).toBe('hi');
    expect(answerLanguage('hi;q=0', 'en')).toBe('en');
    expect(answerLanguage(undefined, null)).toBe('en');
    expect(answerLanguage('*')).toBe('en');
  });

  it('answers an anonymous caller in the language it asks for, on REST and tRPC, with the same code', async () => {
    expect(await rest('/orders')).toEqual({
      status: 401,
      body: { detail: LOG_IN_EN, code: 'unauthenticated' },
    });
    expect(await rest('/orders', { 'Accept-Language': 'hi' })).toEqual({
      status: 401,
      body: { detail: LOG_IN_HI, code: 'unauthenticated' },
    });
    expect((await trpc('orders.list', { 'Accept-Language': 'hi-IN' })).body.error.message).toBe(LOG_IN_HI);
    expect((await trpc('orders.list')).body.error.message).toBe(LOG_IN_EN);
    expect((await rest('/no-such-thing', { 'Accept-Language': 'hi' })).body.detail).toBe(
      'ऐसी कोई API कॉल नहीं है।',
    );
  });

  it('answers a signed-in caller in the account’s language unless the request names one', async () => {
    const { token } = await t.userWithToken('customer', { preferredLanguage: 'hi' });
    const auth = { Authorization: `Bearer ${token}` };
    // A supplier's call, refused to a customer: the refusal is the account's language…
    const refused = await rest('/supplier/orders', auth);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('आपको इसकी अनुमति नहीं है।');
    // …unless the request asks for another.
    const english = await rest('/supplier/orders', { ...auth, 'Accept-Language': 'en' });
    expect(english.body).toEqual({ detail: 'You do not have access to this.', code: 'forbidden' });
    expect((await trpc('orders.supplier.list', auth)).body.error.message).toBe('आपको इसकी अनुमति नहीं है।');
  });
});
