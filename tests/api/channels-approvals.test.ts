import { createHmac } from 'node:crypto';
import { approvalRequests, channelReplies, orders, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { replyPayload } from '../../packages/api/src/channels/reply-buttons.ts';
import { sendDueMessages } from '../../packages/api/src/channels/send.ts';
import { formatRupees, toRupees } from '../../packages/api/src/shared/money.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { approvalWorld, checkout, requestApproval } from '../support/approvals.ts';
import {
  FAKE_WHATSAPP,
  type FakeChannels,
  startFakeChannels,
  toNoonInIndia,
} from '../support/fake-channels.ts';
import { expectOk } from '../support/rest-world.ts';

// Issue 39 with decision 0113: an order waiting for approval is told on WhatsApp, and its button
// approves it (decision 0110), through the real app against the fake providers.
let fake: FakeChannels;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeChannels();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.reset();
  t = await createTestApp(
    { channels: { ...fake.senders(), replySecret: FAKE_WHATSAPP.replySecret } },
    {
      ...fake.whatsAppEnv(),
      WHATSAPP_REPLY_SECRET: FAKE_WHATSAPP.replySecret,
      PUBLIC_URL: 'https://supply.example',
    },
  );
  toNoonInIndia(t);
  return () => t.close();
});

const PATH = '/api/channels/whatsapp/webhook';
const send = () => sendDueMessages(t.db, t.services.channels!, t.services.clock.now());
const whatsAppOn = async (token: string, phone: string) =>
  expect(
    (
      await t.call('PUT', '/api/account/notification-preferences', {
        token,
        body: { whatsapp: { on: true, phone } },
      })
    ).status,
  ).toBe(200);
let seq = 0;
/** The platform's call for one template button tap. */
const tap = (from: string, payload: string, id = `wamid.APR${++seq}`) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              messages: [
                { from, id, timestamp: '1765000000', type: 'button', button: { payload, text: 'Approve' } },
              ],
            },
          },
        ],
      },
    ],
  });
const post = (raw: string) =>
  t.call('POST', PATH, {
    body: raw,
    headers: {
      'x-hub-signature-256': `sha256=${createHmac('sha256', FAKE_WHATSAPP.appSecret).update(raw).digest('hex')}`,
    },
  });
const ordersOf = (customerId: string) => t.db.select().from(orders).where(eq(orders.customerId, customerId));
/** The one request the world's outlet has; read from the table, whatever checkout answered. */
const theRequest = async () => {
  const rows = await t.db.select().from(approvalRequests);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe('an order waiting for approval, on WhatsApp', () => {
  it('is told to the opted-in owner in their language; the owner’s button places it exactly once', async () => {
    const w = await approvalWorld(t);
    await t.db.update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, w.owner.id));
    await whatsAppOn(w.owner.token, '9826011111');
    await whatsAppOn(w.chef.token, '9826022222');
    expect((await checkout(t, w.chef.token, w.product, 10)).status).toBe(409);
    expectOk(await requestApproval(t, w.chef.token), 'request approval');
    const request = await theRequest();
    await send();

    // Only the owner: the purchase manager has not opted in, the chef asked and approves nothing.
    const sent = fake.whatsapp.filter((m) => m.template === 'sb_approval_needed');
    expect(sent).toHaveLength(1);
    const [chef] = await t.db.select().from(users).where(eq(users.id, w.chef.userId));
    expect(sent[0]).toMatchObject({
      to: '919826011111',
      language: 'hi',
      params: [chef!.username, expect.any(String), formatRupees(toRupees(request.totalPaise))],
    });
    expect(sent[0]!.buttons).toHaveLength(1);

    // Two concurrent deliveries of the same tap, then a replay: one order, one answer in Hindi.
    const call = tap('919826011111', sent[0]!.buttons![0]!, 'wamid.APPROVE1');
    const [a, b] = await Promise.all([post(call), post(call)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.data.replies + b.data.replies).toBe(1);
    expect((await post(call)).data.replies).toBe(0);
    const placed = await ordersOf(w.owner.id);
    expect(placed).toHaveLength(1);
    expect(await theRequest()).toMatchObject({
      status: 'approved',
      decidedBy: w.owner.id,
      orderId: placed[0]!.id,
    });
    expect(fake.texts).toEqual([
      {
        to: '919826011111',
        body: expect.stringContaining(`हो गया: आपने स्वीकृति दी, ऑर्डर ${placed[0]!.orderNumber}`),
      },
    ]);
    const [row] = await t.db.select().from(channelReplies);
    expect(row).toMatchObject({
      userId: w.owner.id,
      action: 'approve_order',
      target: request.id,
      outcome: 'done',
    });

    // A second tap (a new message) meets the app's own rule: already decided, nothing placed.
    expect((await post(tap('919826011111', sent[0]!.buttons![0]!))).data.replies).toBe(1);
    expect(fake.texts[1]!.body).toMatch(/^कुछ नहीं बदला: /);
    expect(await ordersOf(w.owner.id)).toHaveLength(1);
  });

  it('changes nothing for the requester’s own tap, a non-approver, or a stranger’s number', async () => {
    const w = await approvalWorld(t);
    await whatsAppOn(w.owner.token, '9826011111');
    await whatsAppOn(w.manager.token, '9826033333');
    // The purchase manager asks: it approves for the outlet, but is not told of its own request.
    expect((await checkout(t, w.manager.token, w.product, 10)).status).toBe(409);
    expectOk(await requestApproval(t, w.manager.token), 'request approval');
    const request = await theRequest();
    await send();
    const sent = fake.whatsapp.filter((m) => m.template === 'sb_approval_needed');
    expect(sent.map((m) => m.to)).toEqual(['919826011111']);

    const secret = FAKE_WHATSAPP.replySecret;
    await post(
      tap('919826033333', await replyPayload(secret, 'approve_order', w.manager.userId, request.id)),
    );
    expect(fake.texts[0]).toEqual({
      to: '919826033333',
      body: expect.stringMatching(/^Nothing was changed: You cannot approve or reject your own order/),
    });

    const stranger = await t.userWithToken('customer');
    await whatsAppOn(stranger.token, '9826044444');
    await post(tap('919826044444', await replyPayload(secret, 'approve_order', stranger.id, request.id)));
    expect(fake.texts[1]!.body).toMatch(/^Nothing was changed: Approval request not found/);

    // The owner's own button from a number nobody agreed on: not acted on, not answered.
    await post(tap('919999999999', sent[0]!.buttons![0]!));
    expect(fake.texts).toHaveLength(2);
    expect(await ordersOf(w.owner.id)).toEqual([]);
    expect((await theRequest()).status).toBe('pending');
  });
});
