import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { users } from '@app/db';
import { PERMISSIONS, type Permission } from '@app/db/enums';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dispatchDueWebhooks } from '../../packages/api/src/webhooks/dispatch.ts';
import { eventsFor } from '../../packages/api/src/webhooks/events.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';
import { confirmedOrder, placedOrder, settlementOf } from '../support/rest-orders.ts';
import { expectOk, type RestWorld, restWorld } from '../support/rest-world.ts';

// Issue 34, item 1: webhooks and the bell reach only those who could read the same data through
// the API at that moment (role, ownership, city and permission), decided by the access module.
let t: TestApp;
let w: RestWorld;
let received: { path: string; body: string }[];
let server: ReturnType<typeof createServer>;
let base = '';

beforeEach(async () => {
  t = await createTestApp();
  w = await restWorld(t);
  received = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body });
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
const heard = (path: string, event: string) =>
  received.filter((r) => r.path === path && JSON.parse(r.body).type === event);
const subscribe = (token: string, path: string, event: string) =>
  t.call('POST', '/api/webhooks', { token, body: { url: `${base}${path}`, events: [event] } });
const subAdmin = (permissions: Permission[]) => t.userWithToken('sub_admin', { permissions });

/**
 * Each event staff may hear: the permissions whose staff reads show the same data (any one is
 * enough), and an action through the API that raises the event in Indore.
 */
const EVENTS: Record<string, { reads: Permission[]; raise: () => Promise<unknown> }> = {
  'order.placed': { reads: ['manage_orders'], raise: () => placedOrder(t, 'COD', undefined, w.supplier.id) },
  'order_part.created': {
    reads: ['manage_orders'],
    raise: () => placedOrder(t, 'COD', undefined, w.supplier.id),
  },
  'order.status_changed': { reads: ['manage_orders'], raise: () => confirmedOrder(t, w) },
  'invoice.issued': { reads: ['manage_orders'], raise: () => confirmedOrder(t, w) },
  'order_part.status_changed': {
    reads: ['manage_orders'],
    raise: async () => {
      const { order } = await confirmedOrder(t, w);
      expectOk(
        await t.call('PUT', `/api/supplier/orders/${order.id}/status`, {
          token: w.supplier.token,
          body: { status: 'accepted' },
        }),
        'accept part',
      );
    },
  },
  'product.approved': {
    reads: ['manage_products', 'approve_products'],
    raise: async () => {
      const id = await makeProduct(t, {
        supplierId: w.supplier.id,
        approvalStatus: 'pending',
        cityId: 'city_indore',
      });
      expectOk(
        await t.call('POST', `/api/admin/products/${id}/approve`, { token: w.admin.token }),
        'approve',
      );
    },
  },
  'product.rejected': {
    reads: ['manage_products', 'approve_products'],
    raise: async () => {
      const id = await makeProduct(t, {
        supplierId: w.supplier.id,
        approvalStatus: 'pending',
        cityId: 'city_indore',
      });
      expectOk(
        await t.call('POST', `/api/admin/products/${id}/reject`, {
          token: w.admin.token,
          body: { reason: 'Blurred photo' },
        }),
        'reject',
      );
    },
  },
  'settlement.ready': { reads: ['manage_suppliers'], raise: () => settlementOf(t, w) },
};

describe('webhook events follow read rights', () => {
  for (const [event, { reads, raise }] of Object.entries(EVENTS)) {
    it(`${event}: only a sub-admin who may read it subscribes and hears it, while it still may`, async () => {
      // Every permission but those that read it (view_analytics among them).
      const lacking = await subAdmin(PERMISSIONS.filter((p) => !reads.includes(p)));
      const refused = await subscribe(lacking.token, '/lacking', event);
      expect(refused.status, JSON.stringify(refused.data)).toBe(403);
      expect(refused.data.code).toBe('forbidden');
      expect(refused.data.detail).toContain(event);

      const holders = await Promise.all(reads.map((p) => subAdmin([p])));
      for (const [i, h] of holders.entries())
        expect((await subscribe(h.token, `/holder${i}`, event)).status).toBe(201);
      // Subscribed while it could read, then the permission is taken away: it hears nothing more.
      const revoked = await subAdmin(reads);
      expect((await subscribe(revoked.token, '/revoked', event)).status).toBe(201);
      await t.db
        .update(users)
        .set({ permissions: ['view_analytics'] })
        .where(eq(users.id, revoked.id));

      await raise();
      await dispatch();
      for (const i of holders.keys()) expect(heard(`/holder${i}`, event).length).toBeGreaterThan(0);
      expect(heard('/revoked', event)).toHaveLength(0);
      expect(received.filter((r) => r.path === '/lacking')).toHaveLength(0);
    });
  }

  it('the webhooks catalogue offers staff only the events their permissions read', () => {
    const analytics = { userType: 'sub_admin', isAdmin: false, cityId: 'city_indore' } as const;
    expect(eventsFor({ ...analytics, permissions: ['view_analytics'] })).toEqual([]);
    expect(eventsFor({ ...analytics, permissions: ['manage_suppliers'] })).toEqual(['settlement.ready']);
  });
});

describe('the staff bell follows read rights', () => {
  it('tells a sub-admin with manage_orders of a new order, not one with view_analytics only', async () => {
    const analytics = await subAdmin(['view_analytics']);
    const orders = await subAdmin(['manage_orders']);
    expect((await t.call('GET', '/api/admin/orders', { token: analytics.token })).status).toBe(403);
    const { me, order } = await placedOrder(t, 'COD', undefined, w.supplier.id);
    const bell = async (token: string) =>
      ((await t.call('GET', '/api/notifications', { token })).data.notifications as { type: string }[]).map(
        (n) => n.type,
      );
    expect(await bell(analytics.token)).not.toContain('new_order');
    expect(await bell(orders.token)).toContain('new_order');
    expect(await bell(w.admin.token)).toContain('new_order');

    // Cancelled by its customer: the order's news again goes to those who read orders only.
    expectOk(await t.call('POST', `/api/orders/${order.id}/cancel`, { token: me.token }), 'cancel');
    expect(await bell(analytics.token)).toEqual([]);
    expect(await bell(orders.token)).toContain('order_cancelled');
  });
});
