import { deliveryAssignments, orders } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { deliveryWorld } from '../support/delivery.ts';
import { insertOrder } from '../support/orders.ts';

// Decision 0116: the staff orders list's bulk bar gives several orders to one rider through the
// calls the single order uses. What it reads (each row's city, the riders in reach) and what it gets
// back per order are proved here.
let t: TestApp;
let w: Awaited<ReturnType<typeof deliveryWorld>>;
beforeEach(async () => {
  t = await createTestApp();
  w = await deliveryWorld(t);
});
afterEach(() => t.close());

const list = async (token: string) => {
  const res = await t.call('GET', '/api/admin/orders', { token });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data.items as { id: string; city_id: string | null; city_name: string | null }[];
};
const personnel = async (token: string) => {
  const res = await t.call('GET', '/api/admin/delivery-personnel', { token });
  expect(res.status, JSON.stringify(res.data)).toBe(200);
  return res.data as { id: string; city_id: string | null }[];
};

describe('one rider for several orders (what the bulk bar relies on)', () => {
  it('each row of the staff list carries its city id; the riders offered are those of the caller’s reach', async () => {
    const bhopalCustomer = await t.userWithToken('customer', { cityId: 'city_bhopal' });
    const bhopalRider = await t.userWithToken('delivery', { cityId: 'city_bhopal' });
    const indore = await insertOrder(t.db, w.customer);
    const bhopal = await insertOrder(t.db, bhopalCustomer, { cityId: 'city_bhopal' });
    const rows = await list(w.admin.token);
    expect(rows.find((r) => r.id === indore.id)).toMatchObject({ city_id: indore.cityId });
    expect(rows.find((r) => r.id === bhopal.id)).toMatchObject({
      city_id: 'city_bhopal',
      city_name: 'Bhopal',
    });
    expect((await personnel(w.admin.token)).map((r) => [r.id, r.city_id]).sort()).toEqual(
      [
        [w.rider.id, indore.cityId],
        [bhopalRider.id, 'city_bhopal'],
      ].sort(),
    );

    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    expect((await list(sub.token)).map((r) => r.id)).toEqual([indore.id]);
    expect((await personnel(sub.token)).map((r) => r.id)).toEqual([w.rider.id]);
  });

  it('assigning a batch one order at a time: those that may go are assigned, each refusal names its reason', async () => {
    const bhopalCustomer = await t.userWithToken('customer', { cityId: 'city_bhopal' });
    const ready = await insertOrder(t.db, w.customer);
    const processing = await insertOrder(t.db, w.customer, { status: 'processing' });
    const pending = await insertOrder(t.db, w.customer, { status: 'pending' });
    const elsewhere = await insertOrder(t.db, bhopalCustomer, { cityId: 'city_bhopal' });
    const taken = await insertOrder(t.db, w.customer);
    expect((await w.assign(taken.id)).status).toBe(200);

    const answers = [];
    for (const o of [ready, processing, pending, elsewhere, taken]) {
      const res = await w.assign(o.id);
      answers.push([res.status, res.data.code ?? res.data.delivery_status]);
    }
    expect(answers).toEqual([
      [200, 'assigned'],
      [200, 'assigned'],
      [409, 'not_ready_for_delivery'],
      [409, 'wrong_city'],
      [409, 'already_assigned'],
    ]);
    const status = async (id: string) =>
      (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
    expect(await status(pending.id)).toBe('pending');
    expect(await status(elsewhere.id)).toBe('confirmed');
    expect(
      await t.db.select().from(deliveryAssignments).where(eq(deliveryAssignments.orderId, elsewhere.id)),
    ).toEqual([]);

    // A sub-admin of another city reaches none of them.
    const bhopalSub = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_orders'],
    });
    const other = await insertOrder(t.db, w.customer);
    expect((await w.assign(other.id, w.rider.id, bhopalSub.token)).status).toBe(404);
  });
});
