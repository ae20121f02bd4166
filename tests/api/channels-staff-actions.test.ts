import { runScheduledWork } from '@app/api';
import { auditLog, channelMessages } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { customerWithCart, makeProduct } from '../support/catalog.ts';
import { type FakeChannels, startFakeChannels } from '../support/fake-channels.ts';
import { placeAndConfirm } from '../support/gst.ts';

// Issue 39, decision 0111: staff resend one message of an order, and count a month's messages.
const IST = 330 * 60_000;
const at = (day: string, minute: number) => Date.parse(`${day}T00:00:00Z`) - IST + minute * 60_000;

let fake: FakeChannels;
let t: TestApp;
let now: number;
beforeAll(async () => {
  fake = await startFakeChannels();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.reset();
  now = at('2026-12-07', 12 * 60);
  t = await createTestApp({ channels: fake.senders(), clock: { now: () => now } });
  return () => t.close();
});

const run = () => runScheduledWork(t.services, now);

/** A customer on WhatsApp (and e-mail for the order placed) whose order is confirmed and told. */
async function toldOrder() {
  const product = await makeProduct(t, { stockQuantity: 50 });
  const me = await customerWithCart(t, [[product, 1]]);
  const on = await t.call('PUT', '/api/account/notification-preferences', {
    token: me.token,
    body: {
      whatsapp: { on: true, phone: '9812345670' },
      events: [{ event: 'order_placed', channels: ['whatsapp', 'email'] }],
    },
  });
  expect(on.status).toBe(200);
  const order = await placeAndConfirm(t, me.token);
  await run();
  const [message] = await t.db.select().from(channelMessages).where(eq(channelMessages.orderId, order.id));
  return {
    me,
    order,
    messages: await t.db.select().from(channelMessages).where(eq(channelMessages.orderId, order.id)),
    first: message!,
  };
}

const resend = (token: string, orderId: string, messageId: string) =>
  t.call('POST', `/api/admin/orders/${orderId}/messages/${messageId}/resend`, { token });

describe('resending a message', () => {
  it('queues exactly one new message for the same person and channel, audited; refused elsewhere and after opt-out', async () => {
    const { me, order, messages } = await toldOrder();
    const whatsapp = messages.find((m) => m.channel === 'whatsapp')!;
    expect(whatsapp.status).toBe('sent');
    const indore = await t.userWithToken('sub_admin', {
      cityId: 'city_indore',
      permissions: ['manage_orders'],
    });
    const mumbai = await t.userWithToken('sub_admin', {
      cityId: 'city_mumbai',
      permissions: ['manage_orders'],
    });

    expect((await resend(mumbai.token, order.id, whatsapp.id)).status).toBe(404);
    const again = await resend(indore.token, order.id, whatsapp.id);
    expect(again.status, JSON.stringify(again.data)).toBe(201);
    expect(again.data.message).toMatchObject({
      channel: 'whatsapp',
      status: 'pending',
      recipient: { id: me.id },
    });
    // A second click before it went is refused: one new message, not two.
    expect((await resend(indore.token, order.id, whatsapp.id)).data.code).toBe('resend_pending');
    expect(
      await t.db.select().from(channelMessages).where(eq(channelMessages.orderId, order.id)),
    ).toHaveLength(messages.length + 1);
    await run();
    expect(fake.whatsapp.filter((m) => m.template === 'sb_order_placed')).toHaveLength(2);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'channel_message.resent'));
    expect(entry).toMatchObject({ actorId: indore.id, entityId: order.id });

    await t.call('PUT', '/api/account/notification-preferences', {
      token: me.token,
      body: { whatsapp: { on: false } },
    });
    const refused = await resend(indore.token, order.id, whatsapp.id);
    expect(refused.status).toBe(409);
    expect(refused.data.code).toBe('opted_out');
    // E-mail still chosen for the event: its mail may go again.
    const mail = messages.find((m) => m.channel === 'email')!;
    expect((await resend(indore.token, order.id, mail.id)).status).toBe(201);
    expect((await resend(indore.token, 'ord_nope', mail.id)).status).toBe(404);
  });
});

describe('monthly counts', () => {
  it('equal what was sent, delivered and failed, per channel and event category', async () => {
    const { order, messages } = await toldOrder();
    const admin = await t.userWithToken('admin');
    const whatsapp = messages.find((m) => m.channel === 'whatsapp')!;
    fake.whatsAppAnswers = 400; // refused for good: failed at once
    expect((await resend(admin.token, order.id, whatsapp.id)).status).toBe(201);
    await run();
    const res = await t.call('GET', '/api/admin/messages/monthly?month=2026-12', { token: admin.token });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    const rows = await t.db.select().from(channelMessages);
    const expected = (channel: string) => ({
      sent: rows.filter((r) => r.channel === channel && r.sentAt !== null).length,
      failed: rows.filter((r) => r.channel === channel && r.status === 'failed').length,
    });
    expect(res.data.month).toBe('2026-12');
    expect(res.data.counts).toEqual([
      { channel: 'whatsapp', category: 'orders', ...expected('whatsapp'), delivered: 0 },
      { channel: 'email', category: 'orders', ...expected('email'), delivered: 0 },
    ]);
    expect(expected('whatsapp')).toEqual({ sent: 1, failed: 1 });
    expect(expected('email')).toEqual({ sent: 1, failed: 0 });
    const none = await t.call('GET', '/api/admin/messages/monthly?month=2026-11', { token: admin.token });
    expect(none.data.counts).toEqual([]);
    expect(
      (await t.call('GET', '/api/admin/messages/monthly?month=2027-01', { token: admin.token })).status,
    ).toBe(400);
    expect(
      (await t.call('GET', '/api/admin/messages/monthly?month=12-2026', { token: admin.token })).status,
    ).toBe(400);
    const mumbai = await t.userWithToken('sub_admin', {
      cityId: 'city_mumbai',
      permissions: ['view_analytics'],
    });
    expect((await t.call('GET', '/api/admin/messages/monthly', { token: mumbai.token })).data.counts).toEqual(
      [],
    );
  });
});
