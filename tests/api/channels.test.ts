import { channelMessages, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendDueMessages } from '../../packages/api/src/channels/send.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';
import { deliveryWorld, OTP } from '../support/delivery.ts';
import { type FakeChannels, startFakeChannels } from '../support/fake-channels.ts';
import { placeAndConfirm } from '../support/gst.ts';

let fake: FakeChannels;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeChannels();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.whatsapp.length = 0;
  fake.sms.length = 0;
  fake.whatsAppAnswers = 200;
  fake.smsAnswers = 200;
  t = await createTestApp({ channels: fake.senders() });
  // Noon in India, outside quiet hours, whenever the suite runs.
  t.advance(msUntilIst(t.services.clock.now(), 12));
  return () => t.close();
});

const HOUR = 3_600_000;
function msUntilIst(now: number, hour: number) {
  const ist = now + 5.5 * HOUR;
  const intoDay = ist % (24 * HOUR);
  return (hour * HOUR - intoDay + 24 * HOUR) % (24 * HOUR);
}
const send = () => sendDueMessages(t.db, t.services.channels!, t.services.clock.now());
const prefs = (token: string, body?: unknown) =>
  body === undefined
    ? t.call('GET', '/api/account/notification-preferences', { token })
    : t.call('PUT', '/api/account/notification-preferences', { token, body });
const rows = () => t.db.select().from(channelMessages);

describe('a supplier who turned WhatsApp on hears of a new order there, in their language', () => {
  it('sends the registered template with the parameters in the Hindi text’s order', async () => {
    const supplier = await t.userWithToken('supplier', {
      restaurantName: 'Malwa Wholesale',
      preferredLanguage: 'hi',
    });
    const silent = await t.userWithToken('supplier');
    const on = await prefs(supplier.token, {
      whatsapp: { on: true, phone: '+91 91234 56789' },
      events: [{ event: 'supplier_part_new', channels: ['whatsapp'] }],
    });
    expect(on.status, JSON.stringify(on.data)).toBe(200);
    expect(on.data.whatsapp).toMatchObject({ on: true, phone: '9123456789', source: 'profile' });
    expect(on.data.whatsapp.opted_in_at).toBe(new Date(t.services.clock.now()).toISOString());
    const customer = await t.userWithToken('customer', { restaurantName: 'Spice Route Kitchen' });
    for (const supplierId of [supplier.id, silent.id]) {
      const product = await makeProduct(t, { supplierId, pricePaise: 12_000, gstRate: 5 });
      await t.call('POST', '/api/cart', {
        token: customer.token,
        body: { product_id: product, quantity: 2 },
      });
    }
    const order = await placeAndConfirm(t, customer.token);
    expect(await send()).toBe(1);
    expect(fake.whatsapp).toEqual([
      {
        to: '919123456789',
        template: 'sb_supplier_part_new',
        language: 'hi',
        params: ['Spice Route Kitchen, Indore', order.order_number, expect.stringMatching(/^₹\d+\.\d\d$/)],
      },
    ]);
    const [row] = await rows();
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      providerMessageId: expect.stringMatching(/^wamid\./),
    });
    // The bell still rings for both.
    const bell = await t.call('GET', '/api/notifications', { token: silent.token });
    expect(bell.data.notifications[0].type).toBe('supplier_new_order');
    // Sent once: a second pass finds nothing due.
    expect(await send()).toBe(0);
    expect(fake.whatsapp).toHaveLength(1);
  });
});

describe('the delivery code and the drop reach the customer on WhatsApp', () => {
  it('out for delivery carries the code; delivered follows; both in English for an English reader', async () => {
    const w = await deliveryWorld(t);
    await t.db.update(users).set({ phone: '9876543210' }).where(eq(users.id, w.customer.id));
    expect((await prefs(w.customer.token, { whatsapp: { on: true } })).status).toBe(200);
    const { order, assignmentId } = await w.orderAt('picked_up');
    await send();
    expect(fake.whatsapp).toEqual([
      {
        to: '919876543210',
        template: 'sb_out_for_delivery',
        language: 'en',
        params: [order.orderNumber, w.rider.username, OTP],
      },
    ]);
    for (const status of ['in_transit', 'delivered'])
      expect(
        (await w.update(assignmentId, { status, otp: status === 'delivered' ? OTP : undefined })).status,
      ).toBe(200);
    await send();
    expect(fake.whatsapp.map((m) => m.template)).toEqual(['sb_out_for_delivery', 'sb_delivered']);
    expect(fake.whatsapp[1]!.params).toEqual([order.orderNumber]);
  });

  it('a failed WhatsApp sends the delivery code by SMS at once; a non-urgent one waits to retry instead', async () => {
    const w = await deliveryWorld(t);
    expect((await prefs(w.customer.token, { whatsapp: { on: true, phone: '8765432109' } })).status).toBe(200);
    fake.whatsAppAnswers = 500;
    const { order } = await w.orderAt('picked_up');
    // The WhatsApp try, then in the same pass the SMS it wrote, due at once.
    expect(await send()).toBe(2);
    expect(fake.whatsapp).toHaveLength(0);
    expect(fake.sms).toEqual([
      {
        to: '918765432109',
        template: 'sb_out_for_delivery',
        sender: 'SUPBYD',
        unicode: 0,
        vars: { number: order.orderNumber, rider: w.rider.username, code: OTP },
      },
    ]);
    const byChannel = Object.fromEntries((await rows()).map((r) => [r.channel, r]));
    expect(byChannel.whatsapp).toMatchObject({ status: 'failed', lastError: 'WhatsApp answered 500.' });
    expect(byChannel.sms).toMatchObject({ status: 'sent', urgent: true });

    const delivered = await w.orderAt('delivered');
    await send();
    const later = (await rows()).find((r) => r.orderId === delivered.order.id && r.event === 'delivered');
    expect(later).toMatchObject({ status: 'pending', attempts: 1, channel: 'whatsapp' });
    // That order's code went by SMS too; "delivered" did not.
    expect(fake.sms.map((m) => [m.template, m.vars.number])).toEqual([
      ['sb_out_for_delivery', order.orderNumber],
      ['sb_out_for_delivery', delivered.order.orderNumber],
    ]);
    fake.whatsAppAnswers = 200;
    t.advance(HOUR);
    await send();
    expect(fake.whatsapp.map((m) => m.template)).toContain('sb_delivered');
  });
});

describe('opt-in, opt-out and choices', () => {
  it('opting out stops messages already queued, at once', async () => {
    const w = await deliveryWorld(t);
    await prefs(w.customer.token, { whatsapp: { on: true, phone: '9876543210' } });
    await w.orderAt('picked_up');
    const off = await prefs(w.customer.token, { whatsapp: { on: false } });
    expect(off.data.whatsapp).toMatchObject({ on: false, phone: '9876543210' });
    expect(off.data.whatsapp.opted_out_at).not.toBeNull();
    await send();
    expect(fake.whatsapp).toHaveLength(0);
    expect(fake.sms).toHaveLength(0);
    expect((await rows()).map((r) => r.status)).toEqual(['cancelled']);
    // Nothing new is queued while off.
    await w.orderAt('picked_up');
    expect(await rows()).toHaveLength(1);
  });

  it('an event turned off is not sent; the defaults follow the role', async () => {
    const w = await deliveryWorld(t);
    const before = await prefs(w.customer.token);
    expect(before.data.whatsapp.on).toBe(false);
    const events = before.data.events.map((e: { event: string }) => e.event);
    expect(events).toContain('out_for_delivery');
    expect(events).not.toContain('supplier_part_new');
    const saved = await prefs(w.customer.token, {
      whatsapp: { on: true, phone: '9876543210' },
      events: [{ event: 'out_for_delivery', channels: [] }],
    });
    expect(saved.data.events.find((e: { event: string }) => e.event === 'out_for_delivery').channels).toEqual(
      [],
    );
    await w.orderAt('picked_up');
    await send();
    expect(fake.whatsapp).toHaveLength(0);
  });

  it('refuses a number that is not an Indian mobile, and an event of another role', async () => {
    const c = await t.userWithToken('customer', { phone: '0731-2456789' });
    for (const phone of ['5876543210', '98765', '+1 415 555 0100', '0731 2456789']) {
      const res = await prefs(c.token, { whatsapp: { on: true, phone } });
      expect(res.status, phone).toBe(400);
      expect(res.data.code).toBe('mobile_required');
    }
    // The landline on the profile is no WhatsApp number either.
    expect((await prefs(c.token, { sms: { on: true } })).data.code).toBe('mobile_required');
    const theirs = await prefs(c.token, { events: [{ event: 'supplier_part_new', channels: ['whatsapp'] }] });
    expect(theirs.data.code).toBe('event_not_yours');
    expect((await prefs(c.token, { events: [{ event: 'nonsense', channels: [] }] })).status).toBe(400);
    expect((await t.call('GET', '/api/account/notification-preferences')).status).toBe(401);
  });
});

describe('sending as background work', () => {
  it('two runners at once send each message once', async () => {
    const w = await deliveryWorld(t);
    await prefs(w.customer.token, { whatsapp: { on: true, phone: '9876543210' } });
    for (let i = 0; i < 4; i++) await w.orderAt('picked_up');
    const [a, b] = await Promise.all([send(), send()]);
    expect(a + b).toBe(4);
    expect(fake.whatsapp).toHaveLength(4);
    expect(new Set(fake.whatsapp.map((m) => m.params[0])).size).toBe(4);
    expect((await rows()).every((r) => r.status === 'sent')).toBe(true);
  });

  it('a non-urgent message written in quiet hours waits for 07:00 India time; the delivery code does not', async () => {
    const w = await deliveryWorld(t);
    await prefs(w.customer.token, { whatsapp: { on: true, phone: '9876543210' } });
    t.advance(11 * HOUR); // 23:00 IST
    await w.orderAt('delivered');
    await send();
    expect(fake.whatsapp.map((m) => m.template)).toEqual(['sb_out_for_delivery']);
    t.advance(8 * HOUR - 1); // 06:59:59
    await send();
    expect(fake.whatsapp).toHaveLength(1);
    t.advance(1);
    await send();
    expect(fake.whatsapp.map((m) => m.template)).toEqual(['sb_out_for_delivery', 'sb_delivered']);
  });
});

describe('staff see what was sent about an order', () => {
  it('to whom, in which words and how it went; staff of another city do not', async () => {
    const w = await deliveryWorld(t);
    await prefs(w.customer.token, { whatsapp: { on: true, phone: '9876543210' } });
    fake.whatsAppAnswers = 500;
    const { order } = await w.orderAt('picked_up');
    await send();
    const res = await t.call('GET', `/api/admin/orders/${order.id}/messages`, { token: w.admin.token });
    expect(res.status).toBe(200);
    // Both written at the same moment: in channel order here.
    res.data.messages.sort((a: { channel: string }, b: { channel: string }) =>
      a.channel < b.channel ? 1 : -1,
    );
    expect(res.data.messages).toMatchObject([
      {
        event: 'out_for_delivery',
        channel: 'whatsapp',
        status: 'failed',
        last_error: 'WhatsApp answered 500.',
      },
      {
        event: 'out_for_delivery',
        channel: 'sms',
        status: 'sent',
        recipient: { id: w.customer.id, role: 'customer' },
      },
    ]);
    expect(res.data.messages[1].text).toBe(
      `Order ${order.orderNumber} is out for delivery with ${w.rider.username}. Give the delivery code ${OTP} only when you have the goods. - Supply & Beyond`,
    );
    const mumbai = await t.userWithToken('sub_admin', {
      cityId: 'city_mumbai',
      permissions: ['manage_orders'],
    });
    expect(
      (await t.call('GET', `/api/admin/orders/${order.id}/messages`, { token: mumbai.token })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/admin/orders/${order.id}/messages`, { token: w.customer.token })).status,
    ).toBe(403);
  });
});
