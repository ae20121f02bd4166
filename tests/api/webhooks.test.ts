import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeOrderStatus } from '../../packages/api/src/orders/transitions.ts';
import { dispatchDueWebhooks } from '../../packages/api/src/webhooks/dispatch.ts';
import { signPayload } from '../../packages/api/src/webhooks/send.ts';
import { orderPorts } from '../../packages/api/src/wiring.ts';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../support/app.ts';
import { insertOrder } from '../support/orders.ts';

/** The demo's rules: the local receiver is an acceptable target. */
const demo = { production: false };
let t: TestApp;
let received: { headers: Record<string, string | string[] | undefined>; body: string }[];
let failNext = 0;
let server: ReturnType<typeof createServer>;
let url = '';

beforeEach(async () => {
  t = await createTestApp();
  received = [];
  failNext = 0;
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = failNext-- > 0 ? 500 : 200;
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});
afterEach(async () => {
  t.close();
  await new Promise((r) => server.close(r));
});

describe('outbound webhooks', () => {
  it("keeps the platform's endpoints to the super admin and shows the secret once", async () => {
    const admin = await t.userWithToken('admin');
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    const body = { url, events: ['order.status_changed'] };
    const created = await t.call('POST', '/trpc/webhooks.createEndpoint', { token: admin.token, body });
    expect(created.status).toBe(200);
    expect(created.data.result.data.secret).toMatch(/^whsec_/);
    const list = await t.call('GET', '/trpc/webhooks.listEndpoints', { token: admin.token });
    expect(list.data.result.data[0]).not.toHaveProperty('secret');
    // A sub-admin's webhooks are its own (decision 0071): it does not see the platform's.
    const theirs = await t.call('GET', '/trpc/webhooks.listEndpoints', { token: sub.token });
    expect(theirs.data.result.data).toEqual([]);
  });

  it('signs each delivery with HMAC and a timestamp, and retries failures with backoff', async () => {
    const admin = await t.userWithToken('admin');
    const customer = await t.userWithToken('customer');
    const created = await t.call('POST', '/trpc/webhooks.createEndpoint', {
      token: admin.token,
      body: { url, events: ['order.status_changed'] },
    });
    const secret = created.data.result.data.secret as string;
    const { id: orderId } = await insertOrder(t.db, customer, { status: 'pending' });
    await t.db.write((tx) =>
      changeOrderStatus(tx, orderId, 'confirmed', {
        actor: 'system',
        now: t.services.clock.now(),
        operator: t.services.config.seller,
        ...orderPorts,
      }),
    );

    failNext = 1;
    expect(await dispatchDueWebhooks(t.db, t.services.clock.now(), demo)).toBe(1);
    expect(received).toHaveLength(1);
    // Not due again until the backoff has passed.
    expect(await dispatchDueWebhooks(t.db, t.services.clock.now() + 1000, demo)).toBe(0);
    expect(await dispatchDueWebhooks(t.db, t.services.clock.now() + 31_000, demo)).toBe(1);
    expect(received).toHaveLength(2);

    const last = received[1]!;
    const payload = JSON.parse(last.body);
    expect(payload).toMatchObject({
      type: 'order.status_changed',
      data: { order_id: orderId, from: 'pending', to: 'confirmed' },
    });
    const sig = String(last.headers['x-webhook-signature']);
    const ts = Number(sig.match(/t=(\d+)/)![1]);
    expect(sig).toBe(await signPayload(secret, last.body, ts));
    expect(sig).not.toBe(await signPayload('whsec_wrong', last.body, ts));

    const log = await t.call('GET', '/trpc/webhooks.deliveries', { token: admin.token });
    expect(log.data.result.data[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
      last_status_code: 200,
    });
  });

  it('queues product.approved when an admin approves a listing', async () => {
    const admin = await t.userWithToken('admin');
    const supplier = await t.userWithToken('supplier');
    await t.call('POST', '/trpc/webhooks.createEndpoint', {
      token: admin.token,
      body: { url, events: ['product.approved'] },
    });
    const created = await t.call('POST', '/api/supplier/products', {
      token: supplier.token,
      body: { name: 'Hook Rice', category_id: 'cat_rice', price: 120, unit: '5kg', stock_quantity: 40 },
    });
    expect(created.status).toBeLessThan(300);
    expect(
      (await t.call('POST', `/api/admin/products/${created.data.id}/approve`, { token: admin.token })).status,
    ).toBe(200);
    expect(await dispatchDueWebhooks(t.db, t.services.clock.now(), demo)).toBe(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      type: 'product.approved',
      data: { product_id: created.data.id, name: 'Hook Rice' },
    });
  });

  it('in production refuses http and every address of this machine or a private network', async () => {
    const prod = await createTestApp({}, PRODUCTION_ENV);
    const admin = await prod.userWithToken('admin');
    const create = (target: string) =>
      prod.call('POST', '/trpc/webhooks.createEndpoint', {
        token: admin.token,
        body: { url: target, events: ['order.placed'] },
      });
    const refused = [
      'http://example.in/hook',
      url,
      'https://localhost/hook',
      'https://erp.localhost/hook',
      'https://LOCALHOST./hook',
      'https://127.0.0.1/hook',
      'https://2130706433/hook', // 127.0.0.1 written as a number
      'https://0x7f.1/hook',
      'https://0.0.0.0/hook',
      'https://10.1.2.3/hook',
      'https://172.16.0.1/hook',
      'https://172.31.255.255/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/hook',
      'https://[::1]/hook',
      'https://[::]/hook',
      'https://[fe80::1]/hook',
      'https://[fd12:3456::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:a00:1]/hook', // ::ffff:10.0.0.1
      'https://[64:ff9b::c0a8:101]/hook', // NAT64 of 192.168.1.1
    ];
    for (const target of refused) {
      const res = await create(target);
      expect(res.status, target).toBe(400);
      expect(res.data.error.data.appCode, target).toBe('insecure_url');
    }
    for (const target of [
      'https://erp.spiceroute.in/hooks',
      'https://8.8.8.8/hook',
      'https://172.32.0.1/hook',
      'https://[2606:4700::1111]/hook',
    ]) {
      expect((await create(target)).status, target).toBe(200);
    }
    const list = await prod.call('GET', '/trpc/webhooks.listEndpoints', { token: admin.token });
    expect(list.data.result.data).toHaveLength(4);
    prod.close();
  });
});
