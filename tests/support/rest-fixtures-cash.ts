import type { TestApp } from './app.ts';
import { insertOrder } from './orders.ts';
import { expectOk, type Fixture, type RestWorld } from './rest-world.ts';

/**
 * A COD order delivered with its cash by a fresh Indore rider (the delivery-code limit counts per
 * rider), handed over to staff unless `handOver` is false.
 */
async function codCash(t: TestApp, w: RestWorld, handOver = true) {
  const rider = await t.userWithToken('delivery');
  const order = await insertOrder(t.db, w.customer);
  const res = await t.call('POST', `/api/admin/orders/${order.id}/assign-delivery`, {
    token: w.admin.token,
    body: { delivery_person_id: rider.id },
  });
  const id = expectOk(res, 'assign').id as string;
  for (const status of ['picked_up', 'in_transit', 'delivered'])
    expectOk(
      await t.call('PUT', `/api/delivery/assignments/${id}/status`, {
        token: rider.token,
        body:
          status === 'delivered'
            ? { status, otp: '4821', cash_collected: order.totalPaise / 100 }
            : { status },
      }),
      status,
    );
  if (!handOver) return { handoverId: '', order, rider };
  const handover = expectOk(
    await t.call('POST', '/api/delivery/cash/handover', { token: rider.token }),
    'hand over',
  );
  return { handoverId: handover.id as string, order, rider };
}

/** Valid calls of the cash-on-delivery rows (decision 0065). */
export const CASH_FIXTURES: Record<string, Fixture> = {
  'GET /delivery/cash': async (t, w) => ({
    token: (await codCash(t, w, false)).rider.token,
    path: '/api/delivery/cash',
  }),
  'POST /delivery/cash/handover': async (t, w) => ({
    token: (await codCash(t, w, false)).rider.token,
    path: '/api/delivery/cash/handover',
  }),
  'GET /admin/cash-handovers': async (t, w) => {
    const { handoverId, order } = await codCash(t, w);
    // A confirmed one too, so received and difference are answered filled in.
    await codCash(t, w);
    expectOk(
      await t.call('POST', `/api/admin/cash-handovers/${handoverId}/confirm`, {
        token: w.admin.token,
        body: { received: order.totalPaise / 100 },
      }),
      'confirm',
    );
    return { token: w.subAdmin.token, path: '/api/admin/cash-handovers' };
  },
  'GET /admin/cash-handovers/csv': async (t, w) => {
    await codCash(t, w);
    return { token: w.subAdmin.token, path: '/api/admin/cash-handovers/csv' };
  },
  'POST /admin/cash-handovers/:id/confirm': async (t, w) => {
    const { handoverId, order } = await codCash(t, w);
    return {
      token: w.subAdmin.token,
      path: `/api/admin/cash-handovers/${handoverId}/confirm`,
      body: { received: order.totalPaise / 100, note: 'Counted with the rider' },
    };
  },
};
