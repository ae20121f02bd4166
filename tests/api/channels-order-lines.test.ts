import { users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendDueMessages } from '../../packages/api/src/channels/send.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { type FakeChannels, startFakeChannels, toNoonInIndia } from '../support/fake-channels.ts';
import { substituteScene } from '../support/rest-fixtures-substitutes.ts';
import { type RestWorld, restWorld } from '../support/rest-world.ts';

// Issue 39: what a supplier cannot fill reaches the customer where they chose, in their language.
let fake: FakeChannels;
let t: TestApp;
let w: RestWorld;
beforeAll(async () => {
  fake = await startFakeChannels();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.reset();
  t = await createTestApp({ channels: fake.senders() });
  toNoonInIndia(t);
  w = await restWorld(t);
  return () => t.close();
});

const send = () => sendDueMessages(t.db, t.services.channels!, t.services.clock.now());

/** The scene's customer reads Hindi and chose SMS (and not WhatsApp) for the order's line events. */
async function hindiSmsCustomer(s: Awaited<ReturnType<typeof substituteScene>>) {
  await t.db.update(users).set({ preferredLanguage: 'hi' }).where(eq(users.id, s.me.id));
  const res = await t.call('PUT', '/api/account/notification-preferences', {
    token: s.me.token,
    body: {
      sms: { on: true, phone: '0 98260 12345' },
      events: ['substitution_offered', 'short_line'].map((event) => ({ event, channels: ['sms'] })),
    },
  });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
}

describe('a line the supplier cannot fill', () => {
  it('a substitute offered reaches a Hindi reader by SMS, with the MSG91 template and its variables', async () => {
    const s = await substituteScene(t, w);
    await hindiSmsCustomer(s);
    const offered = await t.call('POST', s.path, {
      token: w.supplier.token,
      body: { product_id: s.substitute },
    });
    expect(offered.status).toBe(200);
    expect(await send()).toBe(1);
    expect(fake.whatsapp).toHaveLength(0);
    expect(fake.sms).toEqual([
      {
        to: '919826012345',
        template: 'sb_substitution_offered',
        sender: 'SUPBYD',
        unicode: 1,
        vars: {
          number: s.order.order_number,
          item: 'Basmati Rice',
          substitute: 'Daawat Basmati Rice (1kg)',
          amount: expect.stringMatching(/^₹/),
        },
      },
    ]);
  });

  it('a short line reaches them too, once however often the same quantity is sent', async () => {
    const s = await substituteScene(t, w);
    await hindiSmsCustomer(s);
    const short = () =>
      t.call('PUT', `/api/supplier/orders/${s.order.id}/lines/${s.lineId}`, {
        token: w.supplier.token,
        body: { quantity: 1 },
      });
    expect((await short()).status).toBe(200);
    await short();
    await send();
    expect(fake.sms.map((m) => [m.template, m.vars])).toEqual([
      [
        'sb_short_line',
        { number: s.order.order_number, item: 'Basmati Rice (1kg)', quantity: expect.any(String) },
      ],
    ]);
  });
});
