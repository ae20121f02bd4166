import { shippedOrder } from './rest-orders.ts';
import { expectOk, type Fixture } from './rest-world.ts';

/** The supplier's sales by week and product: one of its orders delivered, so the answer has rows. */
export const SALES_FIXTURES: Record<string, Fixture> = {
  'GET /supplier/sales': async (t, w) => {
    const { order } = await shippedOrder(t, w);
    expectOk(
      await t.call('PUT', `/api/admin/orders/${order.id}?status=delivered`, { token: w.admin.token }),
      'deliver',
    );
    return { token: w.supplier.token, path: '/api/supplier/sales' };
  },
};
