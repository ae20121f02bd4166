import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { CHECKOUT, customerWithCart, gstinOf, makeProduct } from './catalog.ts';
import { tomatoListing } from './claims.ts';
import { assignTo, collect, packPart, pickupCodeOf, stopsOf } from './pick-up.ts';

type Token = { id: string; token: string };

/**
 * A confirmed order of 4 kg of tomatoes (₹40/kg, 5%) and 2 packs of paneer (₹90, 5%) from one
 * registered supplier, paid as `method` says, packed, collected by the rider with the pick-up
 * code (so the supplier's invoice is issued) and picked up: the rider is at the door.
 */
export async function atTheDoor(
  t: TestApp,
  o: { supplier?: Token; rider?: Token; admin?: Token; method?: 'COD' | 'ONLINE' } = {},
) {
  const supplier =
    o.supplier ??
    (await t.userWithToken('supplier', { restaurantName: 'Malwa Fresh', gstin: gstinOf('23') }));
  const rider = o.rider ?? (await t.userWithToken('delivery'));
  const admin = o.admin ?? (await t.userWithToken('admin'));
  const tomatoes = await tomatoListing(t, supplier.id);
  const paneer = await makeProduct(t, {
    supplierId: supplier.id,
    name: 'Paneer 1kg',
    pricePaise: 9_000,
    gstRate: 5,
  });
  const me = await customerWithCart(t, [
    [tomatoes, 4],
    [paneer, 2],
  ]);
  const placed = await t.call('POST', '/api/orders', { token: me.token, body: { ...CHECKOUT } });
  expect(placed.status, JSON.stringify(placed.data)).toBe(201);
  const order = placed.data as {
    id: string;
    order_number: string;
    items: { id: string; product_name: string }[];
  };
  await t.call('POST', `/api/orders/${order.id}/verify-payment`, { token: me.token });
  await packPart(t, supplier.token, order.id);
  const assignmentId = await assignTo(t, admin.token, order.id, rider.id);
  const [stop] = await stopsOf(t, rider.token, assignmentId);
  const code = await pickupCodeOf(t, supplier.token, order.id);
  expect((await collect(t, rider.token, assignmentId, stop!.part_id, code)).status).toBe(200);
  const up = await t.call('PUT', `/api/delivery/assignments/${assignmentId}/status`, {
    token: rider.token,
    body: { status: 'picked_up' },
  });
  expect(up.status, JSON.stringify(up.data)).toBe(200);
  const line = (name: string) => order.items.find((i) => i.product_name === name)!.id;
  return {
    supplier,
    rider,
    admin,
    me,
    order,
    assignmentId,
    tomatoLine: line('Desi Tomato'),
    paneerLine: line('Paneer 1kg'),
  };
}
