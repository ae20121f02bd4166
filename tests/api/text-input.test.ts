import { cities, orders, pageViews, products } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';
import { CHROME_UA, pageViewRecord } from '../support/page-views.ts';
import { fileForm, productBody } from '../support/products.ts';
import { HEADER, row, toCsv } from '../support/spreadsheets.ts';

// Focused cases of the text rule; tests/security/control-characters.test.ts walks every field.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithToken']>>;
let supplier: Awaited<ReturnType<TestApp['userWithToken']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithToken('admin');
  supplier = await t.userWithToken('supplier');
});
afterAll(() => t.close());

const cityCount = async () => (await t.db.select({ n: sql<number>`count(*)` }).from(cities))[0]!.n;

describe('a NUL in a city name', () => {
  it('answers 400 naming the field over REST (it was a 500 from the check constraint) and writes nothing', async () => {
    const before = await cityCount();
    for (const name of ['\u0000Ujjain', 'Ujj\u0000ain']) {
      const res = await t.call('POST', '/api/cities', {
        token: admin.token,
        body: { name, state: 'Madhya Pradesh' },
      });
      expect(res.status).toBe(400);
      expect(res.data).toEqual({
        detail: 'name: Must not contain control characters',
        code: 'invalid_input',
        errors: [{ path: ['name'], message: 'Must not contain control characters' }],
      });
    }
    expect(await cityCount()).toBe(before);
  });

  it('answers 400 with the field error over tRPC too', async () => {
    const res = await t.app.request('/trpc/site.cities.create', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Dewas\u007f', state: 'Madhya Pradesh' }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Must not contain control characters');
  });
});

describe('a multi-line field', () => {
  it('keeps line breaks and tabs in delivery notes and the address; CRLF is stored as LF', async () => {
    const me = await customerWithCart(t, [[await makeProduct(t), 1]]);
    const res = await t.call('POST', '/api/orders', {
      token: me.token,
      body: {
        ...CHECKOUT,
        delivery_address: '12 MG Road\r\nIndore',
        delivery_notes: 'Ring twice\n\tBack gate',
      },
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.data.id));
    expect(row!.deliveryAddress).toBe('12 MG Road\nIndore');
    expect(row!.deliveryNotes).toBe('Ring twice\n\tBack gate');
  });

  it('still refuses a NUL or an escape character, naming the field', async () => {
    const me = await customerWithCart(t, [[await makeProduct(t), 1]]);
    for (const notes of ['Ring\u0000twice', 'Ring\u001b[31m twice', 'Ring\u0085twice']) {
      const res = await t.call('POST', '/api/orders', {
        token: me.token,
        body: { ...CHECKOUT, delivery_notes: notes },
      });
      expect(res.status).toBe(400);
      expect(res.data.detail).toBe(
        'delivery_notes: Must not contain control characters other than line breaks and tabs',
      );
    }
  });

  it('is the exception: a one-line field next to it refuses a line break', async () => {
    const me = await customerWithCart(t, [[await makeProduct(t), 1]]);
    const res = await t.call('POST', '/api/orders', {
      token: me.token,
      body: { ...CHECKOUT, landmark: 'Opposite\nCity Mall' },
    });
    expect(res.status).toBe(400);
    expect(res.data.detail).toBe('landmark: Must not contain control characters');
  });

  it('takes a product description on several lines', async () => {
    const res = await t.call('POST', '/api/supplier/products', {
      token: supplier.token,
      body: productBody({ description: 'Aged two years.\r\nLong grain.' }),
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(products).where(eq(products.id, res.data.id));
    expect(row!.description).toBe('Aged two years.\nLong grain.');
  });
});

describe('text from files and beacons', () => {
  it('a bulk-upload row with a control character is reported, not stored', async () => {
    // (A NUL byte makes the whole file "not a spreadsheet"; an escape character reaches the row.)
    const file = toCsv([HEADER, row(1, { 'Name of Product': 'Basmati\u001bRice' }), row(2)]);
    const res = await t.call('POST', '/api/supplier/products/bulk-upload', {
      token: supplier.token,
      body: fileForm('products.csv', file),
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ total: 2, success: 1, failed: 1 });
    expect(res.data.errors[0].reason).toContain('Must not contain control characters');
  });

  it('a page view with a control character is dropped (204) like any bad record', async () => {
    const res = await t.app.request('/api/analytics/track', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': CHROME_UA },
      body: JSON.stringify(pageViewRecord({ page_title: 'Products\u0000' })),
    });
    expect(res.status).toBe(204);
    expect(await t.db.select().from(pageViews)).toEqual([]);
  });
});
