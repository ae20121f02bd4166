import { ConfigError, readConfig } from '@app/api';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { documentsOf, goodsLeave, placeAndConfirm, threeSellerCart } from '../support/gst.ts';
import { heldFonts, warmUpPdfRenderer } from '../support/pdf.ts';

// Issue 40: a burst of PDF downloads slows the downloads, not the catalogue. A few are drawn at
// once, a few wait their turn, the rest are told 503 with Retry-After at once; an issued document
// downloads as the same bytes every time.

let t: TestApp;
beforeAll(warmUpPdfRenderer);
afterEach(() => t.close());

const settle = () => new Promise((r) => setTimeout(r, 5));

describe('a burst of PDF downloads', () => {
  it('draws two at once, queues four, refuses the rest with 503, and the catalogue answers meanwhile', async () => {
    const held = heldFonts();
    t = await createTestApp({ fonts: held.fonts }, { HEAVY_AT_ONCE: '2', HEAVY_QUEUE: '4' });
    const { me } = await threeSellerCart(t);
    const order = await placeAndConfirm(t, me.token);
    await goodsLeave(t, order.id);
    const numbers = (await documentsOf(t, order.id, me.token)).map((d) => d.invoice_number);
    expect(numbers.length).toBeGreaterThan(2);
    const paths = Array.from({ length: 12 }, (_, i) =>
      i % 4 === 3 ? `/api/orders/${order.id}/invoice` : `/api/invoices/${numbers[i % numbers.length]}/pdf`,
    );

    // Answers in the order they come back.
    const done: string[] = [];
    const burst = paths.map((path, i) =>
      t.call('GET', path, { token: me.token }).then((res) => {
        done.push(`pdf ${i}`);
        return { path, res };
      }),
    );
    await held.drawing;
    for (let i = 0; i < 400 && done.length < 6; i++) await settle();
    expect(done).toHaveLength(6);

    // Two drawings are held, four wait: the catalogue, the health check and another refusal are
    // answered before any of them.
    const catalogue = await t.call('GET', '/api/products', { token: me.token });
    done.push('catalogue');
    expect(catalogue.status).toBe(200);
    expect(catalogue.data.products.length).toBeGreaterThan(0);
    expect((await t.call('GET', '/api/health')).status).toBe(200);
    const inHindi = await t.call('GET', paths[0]!, {
      token: me.token,
      headers: { 'accept-language': 'hi' },
    });
    expect(inHindi.status).toBe(503);
    expect(inHindi.data.code).toBe('heavy_busy');
    expect(inHindi.data.detail).toContain('सर्वर');

    held.release();
    const answers = await Promise.all(burst);
    expect(answers.map((a) => a.res.status).filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const refused = answers.filter((a) => a.res.status === 503);
    const drawn = answers.filter((a) => a.res.status === 200);
    expect([drawn.length, refused.length]).toEqual([6, 6]);
    for (const { res } of refused) {
      expect(res.data.code).toBe('heavy_busy');
      expect(res.data.detail).toBe(
        'The server is busy preparing other documents. Please try again in a few seconds.',
      );
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    for (const { res } of drawn) {
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(res.data).subarray(0, 5).toString()).toBe('%PDF-');
    }
    // Every drawn PDF came back after the catalogue page.
    const catalogueAt = done.indexOf('catalogue');
    for (const i of answers.keys())
      if (answers[i]!.res.status === 200) expect(done.indexOf(`pdf ${i}`)).toBeGreaterThan(catalogueAt);

    // A refused download, asked again, is answered; each issued document is the same bytes every time.
    const again = await Promise.all(paths.slice(0, 4).map((p) => t.call('GET', p, { token: me.token })));
    expect(again.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const bytesOf = new Map<string, Buffer>();
    for (const { path, res } of [...drawn, ...again.map((res, i) => ({ path: paths[i]!, res }))]) {
      const bytes = Buffer.from(res.data);
      expect(bytes.equals(bytesOf.get(path) ?? bytes), path).toBe(true);
      bytesOf.set(path, bytes);
    }
  });
});

describe('the limits', () => {
  it('default to 2 at once, 16 waiting and 20 a minute per account, and refuse 0 at once', () => {
    expect(readConfig({}).heavy).toEqual({ atOnce: 2, queue: 16, perAccountPerMinute: 20 });
    expect(readConfig({ HEAVY_QUEUE: '0' }).heavy.queue).toBe(0);
    expect(() => readConfig({ HEAVY_AT_ONCE: '0' })).toThrow(ConfigError);
    expect(() => readConfig({ HEAVY_QUEUE: 'many' })).toThrow(/HEAVY_QUEUE/);
  });
});
