import { runScheduledWork } from '@app/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { overdueAt } from '../../packages/api/src/orders/overdue.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { placeAndConfirm, threeSellerCart } from '../support/gst.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({}, { PART_OVERDUE_HOURS: '12' });
});
afterEach(() => t.close());

const run = () => runScheduledWork(t.services, t.services.clock.now());
const titles = async (token: string) =>
  ((await t.call('GET', '/api/notifications', { token })).data.notifications as { title: string }[]).map(
    (n) => n.title,
  );
const ordersOf = async (token: string) =>
  (await t.call('GET', '/api/supplier/orders', { token })).data.items as {
    order_id: string;
    overdue: boolean;
  }[];

describe('supplier parts not accepted in time', () => {
  it('are flagged once, PART_OVERDUE_HOURS before the promised day, to the supplier and its city’s staff', async () => {
    const w = await threeSellerCart(t);
    const admin = await t.userWithToken('admin');
    const indore = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    const order = await placeAndConfirm(t, w.me.token);
    // Malwa accepts in time; Deccan and Gupta do not.
    expect(
      (
        await t.call('PUT', `/api/supplier/orders/${order.id}/status`, {
          token: w.malwa.token,
          body: { status: 'accepted' },
        })
      ).status,
    ).toBe(200);
    const due = overdueAt(t.services.clock.now(), 12);
    t.advance(due - t.services.clock.now() - 60_000);
    expect((await run()).overdueParts).toBe(0);

    t.advance(60_000);
    expect((await run()).overdueParts).toBe(2);
    expect((await run()).overdueParts).toBe(0);
    expect((await ordersOf(w.malwa.token)).find((o) => o.order_id === order.id)?.overdue).toBe(false);

    const subject = `has not accepted order ${order.order_number}`;
    expect((await titles(admin.token)).filter((x) => x.includes(subject))).toHaveLength(2);
    expect(await titles(w.malwa.token)).not.toContain(`Order ${order.order_number} is waiting for you`);
    // The sub-admin of Indore hears of the order in its city.
    expect((await titles(indore.token)).filter((x) => x.includes(subject))).toHaveLength(2);
  });

  it('leaves unconfirmed orders alone: nobody can act on them yet', async () => {
    const w = await threeSellerCart(t);
    const placed = await t.call('POST', '/api/orders', {
      token: w.me.token,
      body: { delivery_address: '1 MG Road, Indore', phone: '9876543210', payment_method: 'ONLINE' },
    });
    expect(placed.status).toBe(201);
    t.advance(10 * 86_400_000);
    expect((await run()).overdueParts).toBe(0);
  });
});
