import type { TestApp } from './app.ts';
import { expectOk } from './rest-world.ts';

/** The supplier accepts and packs its part of the order through its own calls. */
export async function packPart(t: TestApp, supplierToken: string, orderId: string) {
  for (const status of ['accepted', 'packed'])
    expectOk(
      await t.call('PUT', `/api/supplier/orders/${orderId}/status`, {
        token: supplierToken,
        body: { status },
      }),
      `part ${status}`,
    );
}

/** The pick-up code of the supplier's part, as its packing slip prints it. */
export async function pickupCodeOf(t: TestApp, supplierToken: string, orderId: string) {
  // A world supplier may hold many orders placed at the same test-clock instant: ask for packed ones.
  const list = expectOk(
    await t.call('GET', '/api/supplier/orders?status=packed&page_size=100', { token: supplierToken }),
    'list',
  );
  return (list.items as { order_id: string; pickup_code: string }[]).find((o) => o.order_id === orderId)!
    .pickup_code;
}

/** Staff give the order to the rider; the assignment's id. */
export async function assignTo(t: TestApp, adminToken: string, orderId: string, riderId: string) {
  const res = await t.call('POST', `/api/admin/orders/${orderId}/assign-delivery`, {
    token: adminToken,
    body: { delivery_person_id: riderId },
  });
  return expectOk(res, 'assign').id as string;
}

export interface Stop {
  part_id: string;
  supplier_name: string;
  address: string;
  phone: string;
  status: string;
  handed_over_at: string | null;
}

/** The pick-up stops of one of the rider's assignments, as the rider reads them. */
export async function stopsOf(t: TestApp, riderToken: string, assignmentId: string) {
  const mine = expectOk(await t.call('GET', '/api/delivery/assignments', { token: riderToken }), 'mine');
  return ((mine as unknown as { id: string; pickup_stops: Stop[] }[]).find((a) => a.id === assignmentId)
    ?.pickup_stops ?? []) as Stop[];
}

export const collect = (t: TestApp, token: string, assignmentId: string, partId: string, code: string) =>
  t.call('POST', `/api/delivery/assignments/${assignmentId}/parts/${partId}/collect`, {
    token,
    body: { pickup_code: code },
  });
