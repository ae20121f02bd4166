import { createHmac } from 'node:crypto';
import { channelMessages } from '@app/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendDueMessages } from '../../packages/api/src/channels/send.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { deliveryWorld } from '../support/delivery.ts';
import { FAKE_SMS, FAKE_WHATSAPP, type FakeChannels, startFakeChannels } from '../support/fake-channels.ts';

let fake: FakeChannels;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeChannels();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.reset();
  t = await createTestApp(
    { channels: fake.senders() },
    {
      ...fake.whatsAppEnv(),
      SMS_AUTH_KEY: FAKE_SMS.authKey,
      SMS_SENDER_ID: FAKE_SMS.senderId,
      SMS_RECEIPT_TOKEN: RECEIPT_TOKEN,
    },
  );
  return () => t.close();
});

const PATH = '/api/channels/whatsapp/webhook';
const RECEIPT_TOKEN = 'msg91-receipts-0123456789abcdef';
const statuses = (id: string, ...list: string[]) =>
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
              statuses: list.map((status, i) => ({
                id,
                status,
                timestamp: String(1_765_000_000 + i),
                recipient_id: '919876543210',
              })),
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

/** A customer on WhatsApp whose order the rider picked up, its messages sent (or tried). */
async function pickedUpAndSent() {
  const w = await deliveryWorld(t);
  await t.call('PUT', '/api/account/notification-preferences', {
    token: w.customer.token,
    body: { whatsapp: { on: true, phone: '9876543210' } },
  });
  await w.orderAt('picked_up');
  await sendDueMessages(t.db, t.services.channels!, t.services.clock.now());
}

async function sentMessage() {
  await pickedUpAndSent();
  const [row] = await t.db.select().from(channelMessages);
  expect(row?.status).toBe('sent');
  return row!.providerMessageId!;
}
const statusNow = async () => (await t.db.select().from(channelMessages))[0]!.status;

describe('the WhatsApp webhook', () => {
  it('answers the verification handshake only with the verify token', async () => {
    const ok = await t.call(
      'GET',
      `${PATH}?hub.mode=subscribe&hub.verify_token=${FAKE_WHATSAPP.verifyToken}&hub.challenge=1158201444`,
    );
    expect(ok.status).toBe(200);
    expect(ok.data).toBe('1158201444');
    const wrong = await t.call(
      'GET',
      `${PATH}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444`,
    );
    expect(wrong.status).toBe(403);
  });

  it('stores statuses forward only, once; a forged or replayed call changes nothing', async () => {
    const id = await sentMessage();
    const forged = await post(statuses(id, 'read'), 'not-the-secret');
    expect(forged.status).toBe(401);
    expect((await t.call('POST', PATH, { body: statuses(id, 'read') })).status).toBe(401);
    expect(await statusNow()).toBe('sent');

    const delivered = await post(statuses(id, 'delivered'));
    expect(delivered.data).toEqual({ ok: true, changed: 1 });
    expect(await statusNow()).toBe('delivered');
    expect((await post(statuses(id, 'delivered'))).data.changed).toBe(0);
    expect((await post(statuses(id, 'sent', 'failed'))).data.changed).toBe(0);
    expect(await statusNow()).toBe('delivered');
    expect((await post(statuses(id, 'read'))).data.changed).toBe(1);
    expect(await statusNow()).toBe('read');
    expect((await post(statuses('wamid.SOMEONE_ELSES', 'read'))).data.changed).toBe(0);
    expect((await post('not json')).status).toBe(400);
  });

  it('is off without WhatsApp settings', async () => {
    const off = await createTestApp();
    expect(
      (await off.call('GET', `${PATH}?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`)).status,
    ).toBe(404);
    off.close();
  });
});

describe('MSG91 delivery reports', () => {
  it('store delivered or failed by request id, only at the URL with the receipt token', async () => {
    fake.whatsAppAnswers = 500; // the delivery code goes by SMS instead
    await pickedUpAndSent();
    const sms = (await t.db.select().from(channelMessages)).find((r) => r.channel === 'sms')!;
    expect(sms.status).toBe('sent');
    const report = {
      requestId: sms.providerMessageId,
      number: '919876543210',
      status: '1',
      desc: 'DELIVERED',
    };
    const at = (token: string) => `/api/channels/sms/receipts?token=${token}`;
    expect((await t.call('POST', at('guess'), { body: report })).status).toBe(403);
    expect((await t.call('POST', '/api/channels/sms/receipts', { body: report })).status).toBe(403);
    expect((await t.call('POST', at(RECEIPT_TOKEN), { body: [report] })).data).toEqual({
      ok: true,
      changed: 1,
    });
    expect((await t.call('POST', at(RECEIPT_TOKEN), { body: report })).data.changed).toBe(0);
    expect((await t.call('POST', at(RECEIPT_TOKEN), { body: { ...report, status: '2' } })).data.changed).toBe(
      0,
    );
    const [after] = (await t.db.select().from(channelMessages)).filter((r) => r.channel === 'sms');
    expect(after).toMatchObject({ status: 'delivered' });
  });
});
