import { runScheduledWork } from '@app/api';
import { notifications, outbox } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dayIn } from '../../packages/api/src/shared/slot-text.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';
import { deliveredTomatoes, fileClaim } from '../support/claims.ts';
import { type FakeChannels, startFakeChannels } from '../support/fake-channels.ts';
import { placeAndConfirm, threeSellerCart } from '../support/gst.ts';
import { standingBody } from '../support/rest-fixtures-standing.ts';
import { insertSlot } from '../support/slots.ts';

// Issue 39, decision 0111: the events hooked last, and e-mail as a channel of the same outbox.
const IST = 330 * 60_000;
const DAY = 86_400_000;
const at = (day: string, minute: number) => Date.parse(`${day}T00:00:00Z`) - IST + minute * 60_000;
const MONDAY = '2026-12-07';
const TUESDAY = '2026-12-08';

let fake: FakeChannels;
let t: TestApp;
let now: number;
beforeAll(async () => {
  fake = await startFakeChannels();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.reset();
  now = at(MONDAY, 12 * 60);
  t = await createTestApp({ channels: fake.senders(), clock: { now: () => now } });
  return () => t.close();
});

const run = () => runScheduledWork(t.services, now);
const prefs = (token: string, body: Record<string, unknown>) =>
  t.call('PUT', '/api/account/notification-preferences', { token, body });
const speaks = (token: string, language: 'en' | 'hi') =>
  t.call('PUT', '/api/auth/me/preferred-language', { token, body: { preferred_language: language } });
const sentAs = (template: string) => [
  ...fake.whatsapp.filter((m) => m.template === template).map((m) => ({ ...m, channel: 'whatsapp' })),
  ...fake.sms.filter((m) => m.template === template).map((m) => ({ ...m, channel: 'sms' })),
];

describe('a claim updated', () => {
  it('reaches the customer on WhatsApp and e-mail as they chose, in Hindi, at the answer and the decision', async () => {
    const w = await deliveredTomatoes(t);
    expect((await speaks(w.me.token, 'hi')).status).toBe(200);
    const chosen = await prefs(w.me.token, {
      whatsapp: { on: true, phone: '9812345670' },
      events: [{ event: 'claim_updated', channels: ['whatsapp', 'email'] }],
    });
    expect(chosen.status, JSON.stringify(chosen.data)).toBe(200);
    expect(chosen.data.email).toEqual({ address: expect.stringContaining('@') });
    const claim = (await fileClaim(t, w)).data;
    const answered = await t.call('PUT', `/api/supplier/claims/${claim.id}`, {
      token: w.supplier.token,
      body: { response: 'Packed fresh at 5 am.' },
    });
    expect(answered.status).toBe(200);
    const decided = await t.call('PUT', `/api/admin/claims/${claim.id}`, {
      token: w.admin.token,
      body: { decision: 'approve', quantity: 1, reason: 'One kilo shows mould' },
    });
    expect(decided.status, JSON.stringify(decided.data)).toBe(200);
    await run();
    await run();
    const number = w.order.order_number;
    expect(sentAs('sb_claim_updated')).toEqual([
      {
        to: '919812345670',
        template: 'sb_claim_updated',
        language: 'hi',
        params: [number, 'सप्लायर ने जवाब दिया'],
        channel: 'whatsapp',
      },
      {
        to: '919812345670',
        template: 'sb_claim_updated',
        language: 'hi',
        params: [number, 'आंशिक रूप से स्वीकार'],
        channel: 'whatsapp',
      },
    ]);
    // The supplier has no claim_updated event: the customer's alone.
    const mails = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `ऑर्डर ${number} पर आपके दावे की स्थिति: सप्लायर ने जवाब दिया।`));
    expect(mails).toHaveLength(1);
    const all = (await t.db.select().from(outbox)).filter((m) => m.body.includes(number));
    expect(all.map((m) => m.subject)).toEqual([
      `ऑर्डर ${number} पर आपके दावे की स्थिति: सप्लायर ने जवाब दिया।`,
      `ऑर्डर ${number} पर आपके दावे की स्थिति: आंशिक रूप से स्वीकार।`,
    ]);
    expect(all[0]!.body).toContain('- Supply & Beyond');
    expect(all[0]!.body).toContain('सूचना सेटिंग');

    // Taking e-mail off the event is its opt-out: nothing more by mail, WhatsApp goes on.
    await prefs(w.me.token, { events: [{ event: 'claim_updated', channels: ['whatsapp'] }] });
    const second = (await fileClaim(t, w, { quantity: 0.5 })).data;
    await t.call('PUT', `/api/admin/claims/${second.id}`, {
      token: w.admin.token,
      body: { decision: 'reject', reason: 'Fine at delivery' },
    });
    await run();
    expect(fake.whatsapp.filter((m) => m.template === 'sb_claim_updated').map((m) => m.params[1])).toContain(
      'अस्वीकार',
    );
    expect((await t.db.select().from(outbox)).filter((m) => m.body.includes(number))).toHaveLength(2);
  });
});

describe('a settlement paid', () => {
  it('reaches its supplier on WhatsApp with the amount and the bank reference', async () => {
    const world = await threeSellerCart(t);
    expect((await prefs(world.malwa.token, { whatsapp: { on: true, phone: '9123456780' } })).status).toBe(
      200,
    );
    const admin = await t.userWithToken('admin');
    const order = await placeAndConfirm(t, world.me.token);
    await t.call('PUT', `/api/admin/orders/${order.id}?status=delivered`, { token: admin.token });
    now += 8 * DAY;
    expect((await run()).settlements).toBeGreaterThan(0);
    const list = (await t.call('GET', '/api/admin/settlements', { token: admin.token })).data.items;
    const malwa = list.find((s: { supplier_id: string }) => s.supplier_id === world.malwa.id);
    const paid = await t.call('PUT', `/api/admin/settlements/${malwa.id}/paid`, {
      token: admin.token,
      body: { reference: 'HDFCN52026112600001' },
    });
    expect(paid.status, JSON.stringify(paid.data)).toBe(200);
    await run();
    expect(sentAs('sb_settlement_paid')).toEqual([
      {
        to: '919123456780',
        template: 'sb_settlement_paid',
        language: 'en',
        params: [expect.stringMatching(/^₹[\d,]+\.\d\d$/), 'HDFCN52026112600001'],
        channel: 'whatsapp',
      },
    ]);
  });
});

describe('a standing order about to run', () => {
  it('tells its customer once per run, the date in their language', async () => {
    const slot = await insertSlot(t.db);
    const milk = await makeProduct(t, { name: 'Amul Taaza Milk', stockQuantity: 100 });
    const me = await t.userWithToken('customer', { preferredLanguage: 'hi' });
    expect((await prefs(me.token, { whatsapp: { on: true, phone: '9988776655' } })).status).toBe(200);
    const made = await t.call('POST', '/api/standing-orders', {
      token: me.token,
      body: { ...standingBody(milk), name: 'सुबह का दूध', slot_id: slot.id },
    });
    expect(made.status).toBe(201);
    await Promise.all([run(), run()]);
    await run();
    await run();
    expect(sentAs('sb_standing_order_soon')).toEqual([
      {
        to: '919988776655',
        template: 'sb_standing_order_soon',
        language: 'hi',
        params: ['सुबह का दूध', dayIn('hi', TUESDAY, false)],
        channel: 'whatsapp',
      },
    ]);
  });
});

describe('the delivery slot reminder', () => {
  it('goes the evening before, once with two runners, on the channel the customer chose', async () => {
    const slot = await insertSlot(t.db);
    const product = await makeProduct(t, { stockQuantity: 50 });
    const me = await customerWithCart(t, [[product, 2]]);
    const chosen = await prefs(me.token, {
      whatsapp: { on: true, phone: '9876501234' },
      sms: { on: true, phone: '9876501234' },
      events: [{ event: 'delivery_slot_reminder', channels: ['sms'] }],
    });
    expect(chosen.status, JSON.stringify(chosen.data)).toBe(200);
    const placed = await t.call('POST', '/api/orders', {
      token: me.token,
      body: { ...CHECKOUT, slot_id: slot.id, slot_date: TUESDAY },
    });
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);
    expect(
      (await t.call('POST', `/api/orders/${placed.data.id}/verify-payment`, { token: me.token })).status,
    ).toBe(200);
    await run();
    expect(sentAs('sb_delivery_slot_reminder')).toEqual([]);

    now = at(MONDAY, 18 * 60 + 30);
    const both = await Promise.all([run(), run()]);
    expect(both[0].slotReminders + both[1].slotReminders).toBe(1);
    await run();
    await run();
    expect(sentAs('sb_delivery_slot_reminder')).toEqual([
      {
        to: '919876501234',
        template: 'sb_delivery_slot_reminder',
        sender: expect.any(String),
        unicode: expect.anything(),
        vars: { number: placed.data.order_number, slot: '8 Dec, 6–9 am' },
        channel: 'sms',
      },
    ]);
    const bell = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, me.id), eq(notifications.type, 'delivery_slot_reminder')));
    expect(bell.map((n) => n.title)).toEqual([`Order ${placed.data.order_number} arrives 8 Dec, 6–9 am`]);
  });
});
