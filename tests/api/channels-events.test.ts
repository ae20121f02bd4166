import { runScheduledWork } from '@app/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { overdueAt } from '../../packages/api/src/orders/overdue.ts';
import { istDayOf } from '../../packages/api/src/shared/query.ts';
import { dayIn } from '../../packages/api/src/shared/slot-text.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, makeProduct } from '../support/catalog.ts';
import { type FakeChannels, startFakeChannels, toNoonInIndia } from '../support/fake-channels.ts';
import { placeAndConfirm } from '../support/gst.ts';

// Issue 39: the order placed, a part left unaccepted, and pay-later reminders, on WhatsApp too.
let fake: FakeChannels;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeChannels();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.reset();
  t = await createTestApp({ channels: fake.senders() }, { PART_OVERDUE_HOURS: '12' });
  toNoonInIndia(t);
  return () => t.close();
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const run = () => runScheduledWork(t.services, t.services.clock.now());
const whatsAppOn = (token: string, phone: string) =>
  t.call('PUT', '/api/account/notification-preferences', { token, body: { whatsapp: { on: true, phone } } });

describe('the customer’s own order', () => {
  it('is told on WhatsApp once it stands (paid or let through), not while it waits for payment', async () => {
    const supplier = await t.userWithToken('supplier');
    const customer = await t.userWithToken('customer');
    expect((await whatsAppOn(customer.token, '9812345670')).status).toBe(200);
    const product = await makeProduct(t, { supplierId: supplier.id, pricePaise: 10_000 });
    await t.call('POST', '/api/cart', { token: customer.token, body: { product_id: product, quantity: 2 } });
    const waiting = await t.call('POST', '/api/orders', {
      token: customer.token,
      body: { ...CHECKOUT, payment_method: 'ONLINE' },
    });
    expect(waiting.status).toBe(201);
    await run();
    expect(fake.whatsapp).toEqual([]);

    await t.call('POST', '/api/cart', { token: customer.token, body: { product_id: product, quantity: 2 } });
    const order = await placeAndConfirm(t, customer.token);
    await run();
    expect(fake.whatsapp).toEqual([
      {
        to: '919812345670',
        template: 'sb_order_placed',
        language: 'en',
        params: [order.order_number, expect.stringMatching(/^₹[\d,]+\.\d\d$/)],
      },
    ]);
    await run();
    expect(fake.whatsapp).toHaveLength(1);
  });
});

describe('a part its supplier has not accepted in time', () => {
  it('reaches the supplier on WhatsApp once, in their language', async () => {
    const supplier = await t.userWithToken('supplier', { preferredLanguage: 'hi' });
    expect((await whatsAppOn(supplier.token, '9123456780')).status).toBe(200);
    const customer = await t.userWithToken('customer');
    const product = await makeProduct(t, { supplierId: supplier.id });
    await t.call('POST', '/api/cart', { token: customer.token, body: { product_id: product, quantity: 1 } });
    const order = await placeAndConfirm(t, customer.token);
    await run();
    expect(fake.whatsapp.map((m) => m.template)).toEqual(['sb_supplier_part_new']);

    t.advance(overdueAt(t.services.clock.now(), 12) - t.services.clock.now());
    expect((await run()).overdueParts).toBe(1);
    await run();
    expect(fake.whatsapp.slice(1)).toEqual([
      {
        to: '919123456780',
        template: 'sb_supplier_part_overdue',
        language: 'hi',
        params: [order.order_number],
      },
    ]);
  });
});

describe('pay-later reminders', () => {
  it('three days before the due date and the day after reach WhatsApp, the date in the reader’s language', async () => {
    const admin = await t.userWithToken('admin');
    const customer = await t.userWithToken('customer', { preferredLanguage: 'hi' });
    expect((await whatsAppOn(customer.token, '9988776655')).status).toBe(200);
    const granted = await t.call('PUT', `/api/admin/customers/${customer.id}/credit`, {
      token: admin.token,
      body: { limit: 100_000, period_days: 7 },
    });
    expect(granted.status).toBe(200);
    const product = await makeProduct(t, { stockQuantity: 50 });
    await t.call('POST', '/api/cart', { token: customer.token, body: { product_id: product, quantity: 1 } });
    const placed = await t.call('POST', '/api/orders', {
      token: customer.token,
      body: { ...CHECKOUT, payment_method: 'CREDIT' },
    });
    expect(placed.status).toBe(201);
    const dueOn = placed.data.credit_due_date as string;
    expect(dueOn).toBe(istDayOf(t.services.clock.now() + 7 * DAY));

    t.advance(4 * DAY);
    await run();
    t.advance(4 * DAY);
    await run();
    await run();
    const reminders = fake.whatsapp.filter((m) => m.template.startsWith('sb_credit_'));
    expect(reminders).toEqual(
      ['sb_credit_due', 'sb_credit_overdue'].map((template) => ({
        to: '919988776655',
        template,
        language: 'hi',
        params: [placed.data.order_number, expect.stringMatching(/^₹/), dayIn('hi', dueOn)],
      })),
    );
    expect(dayIn('hi', dueOn)).not.toBe(dayIn('en', dueOn));
  });
});
