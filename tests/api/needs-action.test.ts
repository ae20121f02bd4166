import { cashHandovers, claims, deliveryAssignments, newId, orderItems, orderParts, orders } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOrder, addProduct } from '../support/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const IST = 330 * 60_000;
const today = () => new Date(t.services.clock.now() + IST).toISOString().slice(0, 10);
const dayAfter = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One item of every topic in `cityId`, plus an order with a rider and one slotted later (neither due). */
async function seedCity(cityId: string, customerId: string, supplierId: string, riderId: string) {
  const order = async (slotDate: string | null, status: 'confirmed' | 'processing' = 'confirmed') => {
    const id = await addOrder(t.db, {
      customerId,
      cityId,
      status,
      lines: [{ productId: null, quantity: 1, pricePaise: 12_345 }],
    });
    await t.db.update(orders).set({ slotDate }).where(eq(orders.id, id));
    return id;
  };
  const unassigned = await order(today());
  await order(dayAfter(3));
  const assigned = await order(dayAfter(1), 'processing');
  await t.db.insert(deliveryAssignments).values({
    id: newId('dlv'),
    orderId: assigned,
    deliveryPersonId: riderId,
    assignedAt: t.services.clock.now(),
  });
  const late = await order(dayAfter(3));
  await t.db.insert(orderParts).values({
    id: newId('prt'),
    orderId: late,
    supplierId,
    pickupCode: '1234',
    overdueAt: t.services.clock.now(),
  });
  const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, late));
  await t.db.insert(claims).values({
    id: newId('clm'),
    orderId: late,
    lineId: line!.id,
    customerId,
    supplierId,
    cityId,
    quantity: 1,
    reason: 'damaged',
  });
  await t.db.insert(cashHandovers).values({
    id: newId('csh'),
    riderId,
    cityId,
    day: today(),
    orderCount: 1,
    duePaise: 50_000,
    collectedPaise: 50_000,
  });
  await addProduct(t.db, { supplierId, cityId, approval: 'pending', name: `Pending ${cityId}` });
  return { unassigned, late };
}

async function world() {
  const customer = await t.userWithToken('customer');
  const supplier = await t.userWithToken('supplier');
  const rider = await t.userWithToken('delivery');
  const indore = await seedCity('city_indore', customer.id, supplier.id, rider.id);
  const mumbai = await seedCity('city_mumbai', customer.id, supplier.id, rider.id);
  return { indore, mumbai };
}

const needsAction = async (token: string) => {
  const res = await t.call('GET', '/api/admin/dashboard/needs-action', { token });
  expect(res.status).toBe(200);
  return res.data as {
    topics: { topic: string; count: number; items: { id: string; amount: number | null }[] }[];
  };
};
const counts = (body: Awaited<ReturnType<typeof needsAction>>) =>
  Object.fromEntries(body.topics.map((x) => [x.topic, x.count]));

describe('needs action today', () => {
  it('counts every city for the super admin', async () => {
    await world();
    const admin = await t.userWithToken('admin');
    expect(counts(await needsAction(admin.token))).toEqual({
      unassigned_orders: 2,
      overdue_parts: 2,
      open_claims: 2,
      cash_to_count: 2,
      pending_products: 2,
    });
  });

  it('keeps a sub-admin to its city and to the topics its permissions read', async () => {
    const { indore } = await world();
    const orderDesk = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    const body = await needsAction(orderDesk.token);
    expect(counts(body)).toEqual({
      unassigned_orders: 1,
      overdue_parts: 1,
      open_claims: 1,
      cash_to_count: 1,
    });
    const [unassigned] = body.topics;
    expect(unassigned?.items).toEqual([expect.objectContaining({ id: indore.unassigned, amount: 123.45 })]);
    expect(body.topics[1]?.items.map((i) => i.id)).toEqual([indore.late]);

    const reviewer = await t.userWithToken('sub_admin', { permissions: ['approve_products'] });
    expect(counts(await needsAction(reviewer.token))).toEqual({ pending_products: 1 });
    const none = await t.userWithToken('sub_admin', { permissions: ['view_analytics'] });
    expect((await needsAction(none.token)).topics).toEqual([]);
  });

  it('links to an orders queue that lists the same orders, in the caller’s city only', async () => {
    const { indore } = await world();
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    const list = async (queue: string) => {
      const res = await t.call('GET', `/api/admin/orders?queue=${queue}`, { token: sub.token });
      expect(res.status).toBe(200);
      return (res.data as { items: { id: string }[] }).items.map((o) => o.id);
    };
    expect(await list('unassigned')).toEqual([indore.unassigned]);
    expect(await list('overdue')).toEqual([indore.late]);
    const bad = await t.call('GET', '/api/admin/orders?queue=everything', { token: sub.token });
    expect(bad.status).toBe(400);
  });

  it('refuses customers and anonymous callers', async () => {
    const customer = await t.userWithToken('customer');
    const path = '/api/admin/dashboard/needs-action';
    expect((await t.call('GET', path, { token: customer.token })).status).toBe(403);
    expect((await t.call('GET', path)).status).toBe(401);
  });
});
