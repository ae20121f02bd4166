import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeOrderStatus } from '../../packages/api/src/orders/transitions.ts';
import { dispatchDueWebhooks } from '../../packages/api/src/webhooks/dispatch.ts';
import { orderPorts } from '../../packages/api/src/wiring.ts';
import { verifyWebhook } from '../../packages/sdk/src/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, gstinOf, makeProduct } from '../support/catalog.ts';
import { deliveryWorld, OTP } from '../support/delivery.ts';
import { insertOrder } from '../support/orders.ts';

// Decision 0071: every account keeps its own webhooks and hears only about its own business.
type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: string };
let t: TestApp;
let received: Received[];
let server: ReturnType<typeof createServer>;
let base = '';

beforeEach(async () => {
  t = await createTestApp();
  received = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  t.close();
  await new Promise((r) => server.close(r));
});

const dispatch = () => dispatchDueWebhooks(t.db, t.services.clock.now(), { production: false });
const at = (path: string) => received.filter((r) => r.path === path);
const typeOf = (r: Received) => JSON.parse(r.body).type as string;

async function subscribe(token: string, path: string, events: string[]) {
  const res = await t.call('POST', '/api/webhooks', { token, body: { url: `${base}${path}`, events } });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as { id: string; secret: string };
}

const supplierAccount = () => t.userWithToken('supplier', { gstin: gstinOf('23'), state: 'Madhya Pradesh' });

describe('webhooks per account', () => {
  it("fires a supplier's hook on its own new order part only, signed so the SDK verifies it", async () => {
    const a = await supplierAccount();
    const b = await supplierAccount();
    const hookA = await subscribe(a.token, '/a', ['order_part.created']);
    await subscribe(b.token, '/b', ['order_part.created']);
    const product = await makeProduct(t, { supplierId: a.id });
    await makeProduct(t, { supplierId: b.id });
    const customer = await customerWithCart(t, [[product, 2]]);
    const placed = await t.call('POST', '/api/orders', { token: customer.token, body: CHECKOUT });
    expect(placed.status, JSON.stringify(placed.data)).toBe(201);

    expect(await dispatch()).toBe(1);
    expect(at('/b')).toHaveLength(0);
    const [hit] = at('/a');
    expect(JSON.parse(hit!.body)).toMatchObject({
      type: 'order_part.created',
      data: { supplier_id: a.id, items: [{ product_id: product, quantity: 2 }] },
    });
    const now = t.services.clock.now();
    expect(await verifyWebhook(hookA.secret, hit!.body, hit!.headers, { now })).toBe(true);
    expect(await verifyWebhook('whsec_wrong', hit!.body, hit!.headers, { now })).toBe(false);
    expect(await verifyWebhook(hookA.secret, `${hit!.body} `, hit!.headers, { now })).toBe(false);
    // A replay ten minutes later is refused.
    expect(await verifyWebhook(hookA.secret, hit!.body, hit!.headers, { now: now + 600_000 })).toBe(false);
  });

  it("fires a customer's hook on its own order's status and invoices only", async () => {
    const mine = await t.userWithToken('customer');
    const other = await t.userWithToken('customer');
    await subscribe(mine.token, '/mine', ['order.status_changed', 'invoice.issued']);
    await subscribe(other.token, '/other', ['order.status_changed', 'invoice.issued']);
    const { id } = await insertOrder(t.db, mine, { status: 'pending' });
    await t.db.write((tx) =>
      changeOrderStatus(tx, id, 'confirmed', {
        actor: 'system',
        now: t.services.clock.now(),
        operator: t.services.config.seller,
        ...orderPorts,
      }),
    );
    expect(await dispatch()).toBe(2);
    expect(at('/other')).toHaveLength(0);
    const events = Object.fromEntries(at('/mine').map((r) => [typeOf(r), JSON.parse(r.body).data]));
    expect(events['order.status_changed']).toMatchObject({ order_id: id, to: 'confirmed' });
    expect(events['invoice.issued']).toMatchObject({ order_id: id, documents: [expect.anything()] });
  });

  it("fires a sub-admin's hook on its own city only, the super admin's on every city", async () => {
    const indore = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    const bhopal = await t.userWithToken('sub_admin', {
      permissions: ['manage_orders'],
      cityId: 'city_bhopal',
    });
    const admin = await t.userWithToken('admin');
    await subscribe(indore.token, '/indore', ['order.placed']);
    await subscribe(bhopal.token, '/bhopal', ['order.placed']);
    await subscribe(admin.token, '/platform', ['order.placed']);
    const customer = await customerWithCart(t, [[await makeProduct(t), 1]]);
    expect((await t.call('POST', '/api/orders', { token: customer.token, body: CHECKOUT })).status).toBe(201);
    expect(await dispatch()).toBe(2);
    expect(at('/indore')).toHaveLength(1);
    expect(at('/platform')).toHaveLength(1);
    expect(at('/bhopal')).toHaveLength(0);
  });

  it('refuses events outside the role’s list, keys, and more than ten hooks', async () => {
    const customer = await t.userWithToken('customer');
    const supplier = await supplierAccount();
    const ask = (token: string, events: string[]) =>
      t.call('POST', '/api/webhooks', { token, body: { url: `${base}/x`, events } });
    const refused = await ask(customer.token, ['order.status_changed', 'order_part.created']);
    expect(refused.status).toBe(400);
    expect(refused.data.code).toBe('event_not_allowed');
    expect((await ask(supplier.token, ['order.placed'])).status).toBe(400);
    const rider = await t.userWithToken('delivery');
    expect((await ask(rider.token, ['order.placed'])).status).toBe(403);

    const key = await t.call('POST', '/api/keys', {
      token: supplier.token,
      body: { name: 'ERP', scopes: ['orders:read', 'orders:write'] },
    });
    expect((await t.call('GET', '/api/webhooks', { token: key.data.key })).status).toBe(403);

    for (let i = 0; i < 10; i++) expect((await ask(supplier.token, ['settlement.ready'])).status).toBe(201);
    const eleventh = await ask(supplier.token, ['settlement.ready']);
    expect(eleventh.status).toBe(409);
    expect(eleventh.data.code).toBe('too_many_webhooks');
  });

  it("answers 404 for another account's hook and delivery, and lists only one's own", async () => {
    const a = await supplierAccount();
    const b = await supplierAccount();
    const hook = await subscribe(a.token, '/a', ['order_part.created']);
    const queued = await t.call('POST', `/api/webhooks/${hook.id}/test`, { token: a.token });
    expect(queued.status).toBe(202);
    const as = (token: string, method: 'PUT' | 'DELETE' | 'POST', path: string, body?: object) =>
      t.call(method, path, { token, body });
    expect((await as(b.token, 'PUT', `/api/webhooks/${hook.id}/active`, { is_active: false })).status).toBe(
      404,
    );
    expect((await as(b.token, 'DELETE', `/api/webhooks/${hook.id}`)).status).toBe(404);
    expect((await as(b.token, 'POST', `/api/webhooks/${hook.id}/test`)).status).toBe(404);
    expect((await as(b.token, 'POST', `/api/webhooks/deliveries/${queued.data.id}/redeliver`)).status).toBe(
      404,
    );
    expect((await t.call('GET', '/api/webhooks', { token: b.token })).data).toEqual([]);
    expect((await t.call('GET', '/api/webhooks/deliveries', { token: b.token })).data).toEqual([]);
    const admin = await t.userWithToken('admin');
    expect((await t.call('GET', '/api/webhooks', { token: admin.token })).data).toEqual([]);
    expect((await t.call('GET', '/api/webhooks', { token: a.token })).data).toHaveLength(1);
  });

  it('sends a signed test on request and sends a delivery again on redelivery', async () => {
    const customer = await t.userWithToken('customer');
    const hook = await subscribe(customer.token, '/c', ['order.placed']);
    const queued = await t.call('POST', `/api/webhooks/${hook.id}/test`, { token: customer.token });
    expect(await dispatch()).toBe(1);
    const [test] = at('/c');
    expect(typeOf(test!)).toBe('webhook.test');
    expect(test!.headers['x-webhook-event']).toBe('webhook.test');
    expect(await verifyWebhook(hook.secret, test!.body, test!.headers, { now: t.services.clock.now() })).toBe(
      true,
    );

    const again = await t.call('POST', `/api/webhooks/deliveries/${queued.data.id}/redeliver`, {
      token: customer.token,
    });
    expect(again.status).toBe(200);
    expect(await dispatch()).toBe(1);
    expect(at('/c')).toHaveLength(2);
    expect(at('/c')[1]!.body).toBe(test!.body);
    const log = await t.call('GET', '/api/webhooks/deliveries?limit=10', { token: customer.token });
    expect(log.data).toEqual([
      expect.objectContaining({
        id: queued.data.id,
        event: 'webhook.test',
        status: 'delivered',
        attempts: 1,
      }),
    ]);
  });
});

describe('the delivery code event', () => {
  it("reaches the order's own customer only, when the rider picks the order up; staff cannot subscribe", async () => {
    const w = await deliveryWorld(t);
    const other = await t.userWithToken('customer');
    await subscribe(w.customer.token, '/mine', ['order.delivery_code']);
    await subscribe(other.token, '/other', ['order.delivery_code']);
    const staff = await t.call('POST', '/api/webhooks', {
      token: w.admin.token,
      body: { url: `${base}/platform`, events: ['order.delivery_code'] },
    });
    expect(staff.status).toBe(400);
    expect(staff.data.code).toBe('event_not_allowed');
    const { order } = await w.orderAt('picked_up');
    expect(await dispatch()).toBe(1);
    expect(at('/other')).toHaveLength(0);
    const [hit] = at('/mine');
    expect(JSON.parse(hit!.body)).toMatchObject({
      type: 'order.delivery_code',
      data: { order_id: order.id, order_number: order.orderNumber, delivery_code: OTP },
    });
  });
});
