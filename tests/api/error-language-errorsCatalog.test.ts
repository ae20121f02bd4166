import { products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';
import { fileForm } from '../support/products.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const HI = { 'Accept-Language': 'hi' };

/**
 * Asks the same refusal twice, in Hindi and without a language (the account's is English): both
 * answer the same status and code, each in its own words.
 */
async function bothWays(
  ask: (headers: Record<string, string>) => Promise<{ status: number; data: unknown }>,
) {
  const hi = await ask(HI);
  const en = await ask({});
  return { hi: { status: hi.status, body: hi.data }, en: { status: en.status, body: en.data } };
}

/** Decision 0081, issue 22: catalog, cart, credit and invoice refusals in the caller's language. */
describe('catalog, cart and invoice refusals in the caller’s language', () => {
  it('cart: the stock refusal names the product in either language', async () => {
    const me = await t.userWithToken('customer');
    const paneer = await makeProduct(t, { name: 'Paneer', stockQuantity: 5 });
    const { hi, en } = await bothWays((headers) =>
      t.call('POST', '/api/cart', { token: me.token, headers, body: { product_id: paneer, quantity: 9 } }),
    );
    expect(en).toEqual({
      status: 409,
      body: { code: 'insufficient_stock', detail: 'Only 5 of Paneer in stock.' },
    });
    expect(hi).toEqual({
      status: 409,
      body: { code: 'insufficient_stock', detail: 'Paneer के स्टॉक में सिर्फ़ 5 हैं।' },
    });
  });

  it('cart: a line that ran short says so in the caller’s language (its issue, not a refusal)', async () => {
    const me = await t.userWithToken('customer');
    const paneer = await makeProduct(t, { name: 'Paneer', stockQuantity: 5 });
    await t.call('POST', '/api/cart', { token: me.token, body: { product_id: paneer, quantity: 4 } });
    await t.db.update(products).set({ stockQuantity: 2 }).where(eq(products.id, paneer));
    const issue = async (headers: Record<string, string>) =>
      (await t.call('GET', '/api/cart', { token: me.token, headers })).data.items[0].issue;
    expect(await issue({})).toBe('Only 2 of Paneer left in stock; lower the quantity.');
    expect(await issue(HI)).toBe('Paneer के स्टॉक में सिर्फ़ 2 बचे हैं; मात्रा कम करें।');
  });

  it('cart: an unknown list is “not found” in a whole Hindi sentence', async () => {
    const me = await t.userWithToken('customer');
    const { hi, en } = await bothWays((headers) =>
      t.call('GET', '/api/lists/pl_missing', { token: me.token, headers }),
    );
    expect(en).toEqual({ status: 404, body: { code: 'not_found', detail: 'List not found.' } });
    expect(hi).toEqual({ status: 404, body: { code: 'not_found', detail: 'लिस्ट नहीं मिली।' } });
  });

  it('invoices: an unknown document number', async () => {
    const me = await t.userWithToken('customer');
    const { hi, en } = await bothWays((headers) =>
      t.call('GET', '/api/invoices/NOPE-2627-00001/pdf', { token: me.token, headers }),
    );
    expect(en).toEqual({ status: 404, body: { code: 'not_found', detail: 'Invoice not found.' } });
    expect(hi).toEqual({ status: 404, body: { code: 'not_found', detail: 'इनवॉइस नहीं मिला।' } });
  });

  it('catalog: bulk upload refuses a wrong file (415) and an unreadable workbook (400)', async () => {
    const supplier = await t.userWithToken('supplier', { restaurantName: 'Meena Traders' });
    const send = (name: string, body: Uint8Array | string, headers: Record<string, string>) =>
      t.call('POST', '/api/supplier/products/bulk-upload', {
        token: supplier.token,
        headers,
        body: fileForm(name, body),
      });
    const wrong = await bothWays((headers) => send('products.txt', 'a,b', headers));
    expect(wrong.en).toEqual({
      status: 415,
      body: { code: 'unsupported_type', detail: 'Please upload a CSV or Excel file' },
    });
    expect(wrong.hi).toEqual({
      status: 415,
      body: { code: 'unsupported_type', detail: 'कृपया CSV या Excel फ़ाइल अपलोड करें' },
    });
    const broken = new Uint8Array(200);
    broken.set([0x50, 0x4b, 0x03, 0x04]);
    const unreadable = await bothWays((headers) => send('broken.xlsx', broken, headers));
    expect(unreadable.en).toEqual({
      status: 400,
      body: {
        code: 'unreadable_file',
        detail: 'The Excel file could not be read. Save it as .xlsx and try again.',
      },
    });
    expect(unreadable.hi).toEqual({
      status: 400,
      body: {
        code: 'unreadable_file',
        detail: 'Excel फ़ाइल पढ़ी नहीं जा सकी। इसे .xlsx में सेव करके फिर से कोशिश करें।',
      },
    });
  });

  it('follows the account’s language when the request names none', async () => {
    const me = await t.userWithToken('customer', { preferredLanguage: 'hi' });
    const rest = await t.call('GET', '/api/lists/pl_missing', { token: me.token });
    expect(rest.data).toEqual({ code: 'not_found', detail: 'लिस्ट नहीं मिली।' });
    const english = await t.call('GET', '/api/lists/pl_missing', {
      token: me.token,
      headers: { 'Accept-Language': 'en' },
    });
    expect(english.data).toEqual({ code: 'not_found', detail: 'List not found.' });
  });
});
