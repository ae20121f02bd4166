import { createHmac } from 'node:crypto';
import {
  channelOptIns,
  channelReplies,
  lineSubstitutions,
  orderParts,
  standingOrderRuns,
  users,
} from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_BUTTONS, replyPayload } from '../../packages/api/src/channels/reply-buttons.ts';
import { sendDueMessages } from '../../packages/api/src/channels/send.ts';
import { istDayOf, shiftDay } from '../../packages/api/src/shared/query.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';
import {
  FAKE_WHATSAPP,
  type FakeChannels,
  startFakeChannels,
  toNoonInIndia,
} from '../support/fake-channels.ts';
import { placeAndConfirm } from '../support/gst.ts';
import { standingBody } from '../support/rest-fixtures-standing.ts';
import { substituteScene } from '../support/rest-fixtures-substitutes.ts';
import { type RestWorld, restWorld } from '../support/rest-world.ts';

// Issue 39 item 3, decision 0110: the few answers that act from the chat.
let fake: FakeChannels;
let t: TestApp;
let w: RestWorld;
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
  w = await restWorld(t);
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
/** The platform's call for one reply: a template button tap, an interactive button, or a text. */
const reply = (
  from: string,
  m: { payload?: string; interactive?: string; text?: string },
  id = `wamid.IN${++seq}`,
) =>
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
              contacts: [{ profile: { name: 'Someone' }, wa_id: from }],
              messages: [
                {
                  from,
                  id,
                  timestamp: '1765000000',
                  ...(m.payload !== undefined && {
                    type: 'button',
                    button: { payload: m.payload, text: 'Accept order' },
                  }),
                  ...(m.interactive !== undefined && {
                    type: 'interactive',
                    interactive: {
                      type: 'button_reply',
                      button_reply: { id: m.interactive, title: 'Decline' },
                    },
                  }),
                  ...(m.text !== undefined && { type: 'text', text: { body: m.text } }),
                },
              ],
            },
          },
        ],
      },
    ],
  });
const post = (raw: string, secret = FAKE_WHATSAPP.appSecret) =>
  t.call('POST', PATH, {
    body: raw,
    headers: { 'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}` },
  });

/** A supplier on WhatsApp with a new part of a confirmed order; the message with its button sent. */
async function newPart() {
  await whatsAppOn(w.supplier.token, '9812345670');
  const product = await makeProduct(t, { supplierId: w.supplier.id, pricePaise: 10_000 });
  await t.call('POST', '/api/cart', { token: w.customer.token, body: { product_id: product, quantity: 2 } });
  const order = await placeAndConfirm(t, w.customer.token);
  await send();
  const sent = fake.whatsapp.find((m) => m.template === 'sb_supplier_part_new');
  expect(sent?.to).toBe('919812345670');
  expect(sent?.buttons).toHaveLength(1);
  return { order, payload: sent!.buttons![0]! };
}
const partStatus = async (orderId: string) =>
  (await t.db.select().from(orderParts).where(eq(orderParts.orderId, orderId)))[0]!.status;

describe('a supplier’s button', () => {
  it('accepts the part exactly once: a replayed id and two concurrent deliveries act once, answered once', async () => {
    const { order, payload } = await newPart();
    const call = reply('919812345670', { payload }, 'wamid.ACCEPT1');
    const [a, b] = await Promise.all([post(call), post(call)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.data.replies + b.data.replies).toBe(1);
    expect(await partStatus(order.id)).toBe('accepted');
    expect((await post(call)).data.replies).toBe(0);
    expect(fake.texts).toEqual([
      { to: '919812345670', body: expect.stringMatching(/^Done: you accepted the order/) },
    ]);
    const [row] = await t.db.select().from(channelReplies);
    expect(row).toMatchObject({
      userId: w.supplier.id,
      action: 'accept_part',
      target: order.id,
      outcome: 'done',
    });

    // A second tap (a new message) goes through the same rule as the app: already accepted.
    expect((await post(reply('919812345670', { payload }))).data.replies).toBe(1);
    expect(fake.texts[1]!.body).toMatch(/^Nothing was changed: /);
    expect(await partStatus(order.id)).toBe('accepted');
  });

  it('changes nothing from another person’s number, with a forged or altered payload, or unsigned', async () => {
    const { order, payload } = await newPart();
    const other = await t.userWithToken('supplier');
    await whatsAppOn(other.token, '9812345671');
    expect((await post(reply('919812345671', { payload }))).data.replies).toBe(1);
    expect(fake.texts.at(-1)).toEqual({
      to: '919812345671',
      body: expect.stringMatching(/not sent to this number/),
    });

    const altered = `${payload.slice(0, -2)}${payload.endsWith('AA') ? 'BB' : 'AA'}`;
    const foreign = await replyPayload(
      'another-secret-0123456789abcdefghij',
      'accept_part',
      w.supplier.id,
      order.id,
    );
    for (const p of [altered, foreign, `accept_part:${order.id}`])
      await post(reply('919812345670', { payload: p }));
    expect(fake.texts.slice(-3).map((m) => m.body)).toEqual(
      Array(3).fill(expect.stringMatching(/^We could not read this button/)),
    );
    // A stranger's number is not answered at all.
    await post(reply('919999999999', { payload }));
    expect(fake.texts).toHaveLength(4);

    const unsigned = reply('919812345670', { payload });
    expect((await post(unsigned, 'not-the-app-secret')).status).toBe(401);
    expect((await t.call('POST', PATH, { body: unsigned })).status).toBe(401);
    expect(await partStatus(order.id)).toBe('new');
  });

  it('links into the app with a signature that proves we sent it; the screen still asks for the session', async () => {
    const { payload } = await newPart();
    const opened = await t.call('GET', `/api/channels/link/${fake.whatsapp[0]!.link}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/supplier/orders');
    await post(reply('919812345670', { payload }));
    const link = /https:\/\/supply\.example(\/api\/channels\/link\/\S+)/.exec(fake.texts[0]!.body)![1]!;
    const go = await t.call('GET', link);
    expect(go.status).toBe(302);
    expect(go.headers.get('location')).toBe('/supplier/orders');
    const tampered = `${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect((await t.call('GET', tampered)).status).toBe(404);
  });
});

describe('a customer’s buttons', () => {
  it('declines a substitute from the chat, through the app’s own rule', async () => {
    const s = await substituteScene(t, w);
    await whatsAppOn(s.me.token, '9826012345');
    expect(
      (await t.call('POST', s.path, { token: w.supplier.token, body: { product_id: s.substitute } })).status,
    ).toBe(200);
    await send();
    const sent = fake.whatsapp.find((m) => m.template === 'sb_substitution_offered')!;
    expect(sent.buttons).toHaveLength(2);
    await post(reply('919826012345', { interactive: sent.buttons![1]! }));
    const [offer] = await t.db.select().from(lineSubstitutions).where(eq(lineSubstitutions.lineId, s.lineId));
    expect(offer!.status).toBe('declined');
    expect(fake.texts).toEqual([{ to: '919826012345', body: expect.stringMatching(/^Done: you declined/) }]);

    // Accepting the same offer afterwards: it is no longer waiting.
    await post(reply('919826012345', { payload: sent.buttons![0]! }));
    expect(fake.texts[1]!.body).toMatch(/No substitute is waiting for your answer/);
  });

  it('answers a Hindi reader in Hindi', async () => {
    const s = await substituteScene(t, w);
    await t.db.update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, s.me.id));
    await whatsAppOn(s.me.token, '9826012345');
    await t.call('POST', s.path, { token: w.supplier.token, body: { product_id: s.substitute } });
    await send();
    const sent = fake.whatsapp.find((m) => m.template === 'sb_substitution_offered')!;
    expect(sent.language).toBe('hi');
    await post(reply('919826012345', { payload: sent.buttons![0]! }));
    const [offer] = await t.db.select().from(lineSubstitutions).where(eq(lineSubstitutions.lineId, s.lineId));
    expect(offer!.status).toBe('accepted');
    expect(fake.texts[0]!.body).toMatch(/^हो गया: आपने बदला हुआ सामान स्वीकार कर लिया/);
  });

  it('skips tomorrow’s standing order; a supplier’s account cannot', async () => {
    const me = await t.userWithToken('customer');
    await whatsAppOn(me.token, '9826012345');
    const product = await makeProduct(t);
    const made = await t.call('POST', '/api/standing-orders', {
      token: me.token,
      body: standingBody(product),
    });
    expect(made.status).toBe(201);
    const tomorrow = shiftDay(istDayOf(t.services.clock.now()), 1);
    const target = `${made.data.id}:${tomorrow}`;
    const secret = FAKE_WHATSAPP.replySecret;

    await whatsAppOn(w.supplier.token, '9812345670');
    await post(
      reply('919812345670', { payload: await replyPayload(secret, 'skip_standing', w.supplier.id, target) }),
    );
    expect(fake.texts[0]!.body).toMatch(/cannot do this/);
    expect(await t.db.select().from(standingOrderRuns)).toEqual([]);

    // Even signed for this customer, another customer's standing order is not theirs to skip.
    const other = await t.userWithToken('customer');
    const theirs = await t.call('POST', '/api/standing-orders', {
      token: other.token,
      body: standingBody(product),
    });
    await post(
      reply('919826012345', {
        payload: await replyPayload(secret, 'skip_standing', me.id, `${theirs.data.id}:${tomorrow}`),
      }),
    );
    expect(fake.texts[1]!.body).toMatch(/^Nothing was changed: /);
    expect(await t.db.select().from(standingOrderRuns)).toEqual([]);
    fake.texts.length = 1;

    await post(
      reply('919826012345', { payload: await replyPayload(secret, 'skip_standing', me.id, target) }),
    );
    const runs = await t.db
      .select()
      .from(standingOrderRuns)
      .where(
        and(eq(standingOrderRuns.standingOrderId, made.data.id), eq(standingOrderRuns.runDate, tomorrow)),
      );
    expect(runs.map((r) => r.status)).toEqual(['skipped']);
    expect(fake.texts[1]!.body).toMatch(/^Done: your standing order will not be placed on /);
    const view = await t.call('GET', `/api/standing-orders/${made.data.id}`, { token: me.token });
    expect(view.data.upcoming.find((u: { date: string }) => u.date === tomorrow).skipped).toBe(true);
  });

  it('approving a request that is not theirs changes nothing; STOP ends the messages', async () => {
    const me = await t.userWithToken('customer');
    await whatsAppOn(me.token, '9826012345');
    const payload = await replyPayload(FAKE_WHATSAPP.replySecret, 'approve_order', me.id, 'apr_any');
    await post(reply('919826012345', { payload }));
    expect(fake.texts[0]!.body).toMatch(/^Nothing was changed: Approval request not found/);

    await post(reply('919826012345', { text: 'Stop' }));
    expect(fake.texts[1]!.body).toMatch(/no more WhatsApp messages/);
    const [optIn] = await t.db.select().from(channelOptIns).where(eq(channelOptIns.userId, me.id));
    expect(optIn!.optedOutAt).not.toBeNull();
    // Opted out, the number reaches nobody: a later tap is not acted on or answered.
    await post(reply('919826012345', { payload }));
    expect(fake.texts).toHaveLength(2);
  });
});

describe('the buttons as registered', () => {
  it('fit WhatsApp: labels of 25 characters at most, payloads well under its limits', async () => {
    for (const buttons of Object.values(EVENT_BUTTONS))
      for (const b of buttons!)
        for (const label of [b.en, b.hi]) expect(label.length).toBeLessThanOrEqual(25);
    const longest = await replyPayload(
      FAKE_WHATSAPP.replySecret,
      'decline_substitute',
      'usr_abcdefghijklmnopqrst',
      'sto_abcdefghijklmnopqrst:2026-12-31',
    );
    expect(longest.length).toBeLessThanOrEqual(128);
  });
});
