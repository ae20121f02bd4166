import { runScheduledWork } from '@app/api';
import { contractPrices } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noticeEndingPrices } from '../../packages/api/src/contracts/notices.ts';
import { DAY, istDayOf } from '../../packages/api/src/shared/query.ts';
import { dayIn } from '../../packages/api/src/shared/slot-text.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';
import { insertOrder } from '../support/orders.ts';

// Issue 37 item 4: a customer hears a week ahead that its own price ends (decision 0094).
let t: TestApp;
let supplier: Awaited<ReturnType<TestApp['userWithToken']>>;
let chef: Awaited<ReturnType<TestApp['userWithToken']>>;
let rice: string;
beforeEach(async () => {
  t = await createTestApp();
  supplier = await t.userWithToken('supplier', { restaurantName: 'Malwa Wholesale' });
  chef = await t.userWithToken('customer', { restaurantName: 'Tandoor House' });
  rice = await makeProduct(t, { name: 'Sona Masoori Rice', unit: '25kg', supplierId: supplier.id });
  await insertOrder(t.db, chef, {}, [
    { productId: rice, supplierId: supplier.id, pricePaise: 6_500, quantity: 1 },
  ]);
});
afterEach(() => t.close());

/** The Indian calendar day `offset` days from the test clock's today. */
const day = (offset: number) => istDayOf(t.services.clock.now() + offset * DAY);
/** The day as a notice reads it: 9 Dec 2026, 9 दिस॰ 2026. */
const read = (offset: number, language: 'en' | 'hi' = 'en') => dayIn(language, day(offset));
const give = async (from: number, to: number) => {
  const res = await t.call('POST', '/api/supplier/price-lists', {
    token: supplier.token,
    body: {
      customer_email: chef.email,
      product_id: rice,
      price: 60,
      valid_from: day(from),
      valid_to: day(to),
    },
  });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.id as string;
};
const run = async (app = t) => (await runScheduledWork(app.services, t.services.clock.now())).endingPrices;
const inbox = async (token = chef.token) =>
  (await t.call('GET', '/api/notifications', { token })).data.notifications as {
    type: string;
    title: string;
    message: string;
  }[];

describe('the notice that a contract price ends', () => {
  it('reaches the customer once, seven days before its last day, and records it', async () => {
    const id = await give(0, 8);
    expect(await run()).toBe(0);
    expect(await inbox()).toEqual([]);

    t.advance(DAY);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect(await inbox()).toEqual([
      expect.objectContaining({
        type: 'contract_price_ending',
        title: `Your price for Sona Masoori Rice (25kg) from Malwa Wholesale ends on ${read(7)}`,
        message: `After ${read(7)} the listing's own price applies again. Ask Malwa Wholesale if you want a new price.`,
      }),
    ]);
    const [row] = await t.db.select().from(contractPrices).where(eq(contractPrices.id, id));
    expect(row!.noticeSentAt).toBe(t.services.clock.now());

    t.advance(DAY);
    expect(await run()).toBe(0);
    expect(await inbox()).toHaveLength(1);
    expect(await inbox(supplier.token)).toEqual([]);
  });

  it('is sent once when two servers on one database both find it due', async () => {
    await give(0, 3);
    // A second app on the same database file, as a second Node server would be.
    const other = await createTestApp({}, {}, undefined, { dbPath: t.dbPath });
    const now = t.services.clock.now();
    // The second server has read the price as due; the first tells the customer before the
    // second's write transaction begins (two embedded connections in one process cannot overlap
    // write transactions, so the race is laid out in this order).
    const write = other.db.write.bind(other.db);
    let first = -1;
    other.db.write = (async (fn: Parameters<typeof write>[0]) => {
      first = await noticeEndingPrices(t.db, now);
      return write(fn);
    }) as typeof write;
    try {
      expect([await noticeEndingPrices(other.db, now), first]).toEqual([0, 1]);
      expect(await inbox()).toHaveLength(1);
    } finally {
      other.close();
    }
  });

  it('is not sent for a withdrawn price, nor while the next price starts the day after', async () => {
    const withdrawn = await give(0, 3);
    await t.call('DELETE', `/api/supplier/price-lists/${withdrawn}`, { token: supplier.token });
    await give(0, 6);
    const next = await give(7, 40);
    expect(await run()).toBe(0);
    expect(await inbox()).toEqual([]);
    // The next one withdrawn, the listing's price returns after the first: now the customer hears.
    await t.call('DELETE', `/api/supplier/price-lists/${next}`, { token: supplier.token });
    expect(await run()).toBe(1);
    expect((await inbox()).map((n) => n.title)).toEqual([
      `Your price for Sona Masoori Rice (25kg) from Malwa Wholesale ends on ${read(6)}`,
    ]);
  });

  it('is written in the language the customer chose', async () => {
    const hindi = await t.userWithToken('customer', { preferredLanguage: 'hi' });
    await insertOrder(t.db, hindi, {}, [
      { productId: rice, supplierId: supplier.id, pricePaise: 6_500, quantity: 1 },
    ]);
    await t.call('POST', '/api/supplier/price-lists', {
      token: supplier.token,
      body: {
        customer_email: hindi.email,
        product_id: rice,
        price: 61,
        valid_from: day(0),
        valid_to: day(2),
      },
    });
    expect(await run()).toBe(1);
    const [n] = await inbox(hindi.token);
    expect(n!.title).toBe(
      `Malwa Wholesale से Sona Masoori Rice (25kg) का आपका दाम ${read(2, 'hi')} को खत्म हो रहा है`,
    );
  });
});
