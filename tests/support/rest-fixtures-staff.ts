import { addOrder, addPageView } from './admin-fixtures.ts';
import type { TestApp } from './app.ts';
import { makeProduct } from './catalog.ts';
import { insertOrder } from './orders.ts';
import { assignTo, packPart, pickupCodeOf, stopsOf } from './pick-up.ts';
import { insertProduct, productBody } from './products.ts';
import { confirmedOrder, settlementOf, shippedOrder } from './rest-orders.ts';
import { expectOk, type Fixture, type RestWorld, unique } from './rest-world.ts';
import { insertSlot } from './slots.ts';

/** The month of `ms` in India, YYYY-MM. */
const monthOf = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 7);

export async function assignment(t: TestApp, w: RestWorld) {
  const order = await insertOrder(t.db, w.customer);
  const res = await t.call('POST', `/api/admin/orders/${order.id}/assign-delivery`, {
    token: w.admin.token,
    body: { delivery_person_id: w.rider.id },
  });
  return expectOk(res, 'assign').id as string;
}

const staffProduct = (over: Record<string, unknown> = {}) =>
  productBody({ image_url: '', supplier_id: '', is_active: true, ...over });

async function subAdmin(t: TestApp, w: RestWorld) {
  const res = await t.call('POST', '/api/admin/sub-admins', {
    token: w.admin.token,
    body: subAdminBody(),
  });
  return expectOk(res, 'create sub-admin').id as string;
}
const subAdminBody = () => ({
  username: 'Indore Operations',
  email: `ops-${unique()}@test.in`,
  password: 'ops-pass-1',
  phone: '9876543210',
  city_id: 'city_indore',
  permissions: ['manage_orders'],
});

const accountFixtures = (kind: 'customers' | 'suppliers', userType: 'customer' | 'supplier') => ({
  [`GET /admin/${kind}`]: async (_t: TestApp, w: RestWorld) => ({
    token: w.admin.token,
    path: `/api/admin/${kind}`,
  }),
  [`GET /admin/${kind}/export`]: async (_t: TestApp, w: RestWorld) => ({
    token: w.admin.token,
    path: `/api/admin/${kind}/export`,
  }),
  [`PUT /admin/${kind}/:id`]: async (t: TestApp, w: RestWorld) => {
    const u = await t.userWithToken(userType);
    return {
      token: w.admin.token,
      path: `/api/admin/${kind}/${u.id}`,
      body: {
        name: 'Renamed Person',
        email: u.email,
        phone: '9123456780',
        restaurant_name: 'Renamed Co',
        fssai_number: '12345678901234',
      },
    };
  },
  [`PUT /admin/${kind}/:id/status`]: async (t: TestApp, w: RestWorld) => ({
    token: w.admin.token,
    path: `/api/admin/${kind}/${(await t.userWithToken(userType)).id}/status`,
    body: { is_active: false },
  }),
  [`DELETE /admin/${kind}/:id`]: async (t: TestApp, w: RestWorld) => ({
    token: w.admin.token,
    path: `/api/admin/${kind}/${(await t.userWithToken(userType)).id}`,
  }),
});

const staffGet =
  (path: string, as: 'admin' | 'subAdmin' = 'admin'): Fixture =>
  async (_t, w) => ({ token: w[as].token, path: `/api${path}` });

/** Sales figures need a delivered, paid order with a product line in the caller's city. */
const salesGet =
  (path: string): Fixture =>
  async (t, w) => {
    const productId = await makeProduct(t, { supplierId: w.supplier.id });
    await addOrder(t.db, {
      customerId: w.customer.id,
      status: 'delivered',
      paymentStatus: 'paid',
      lines: [{ productId, quantity: 3, pricePaise: 12_000 }],
    });
    return { token: w.subAdmin.token, path: `/api${path}` };
  };

/**
 * A valid call for every row of the REST route table, keyed `METHOD /path` as in the table.
 * The contract test fails for a row without one, so a new call cannot go untested.
 */
/** Valid calls of the staff rows and of the rider's (which need an assignment first). */
export const STAFF_FIXTURES: Record<string, Fixture> = {
  'GET /admin/delivery-personnel': staffGet('/admin/delivery-personnel'),
  'GET /admin/delivery-assignments': async (t, w) => {
    await assignment(t, w);
    return { token: w.subAdmin.token, path: '/api/admin/delivery-assignments' };
  },
  'POST /admin/orders/:id/assign-delivery': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/orders/${(await insertOrder(t.db, w.customer)).id}/assign-delivery`,
    body: { delivery_person_id: w.rider.id },
  }),
  'GET /delivery/assignments': async (t, w) => {
    await assignment(t, w);
    return { token: w.rider.token, path: '/api/delivery/assignments' };
  },
  'POST /admin/orders/:id/return-to-stock': async (t, w) => {
    const id = await assignment(t, w);
    for (const status of ['picked_up', 'in_transit', 'failed'])
      expectOk(
        await t.call('PUT', `/api/delivery/assignments/${id}/status`, {
          token: w.rider.token,
          body: { status, reason: 'customer_closed' },
        }),
        status,
      );
    const mine = (await t.call('GET', '/api/delivery/assignments?status=completed', { token: w.rider.token }))
      .data as { id: string; order_id: string }[];
    const orderId = mine.find((a) => a.id === id)!.order_id;
    return { token: w.subAdmin.token, path: `/api/admin/orders/${orderId}/return-to-stock` };
  },
  // Slots live in Bhopal here: a slot in Indore would make every other fixture's checkout choose one.
  'GET /delivery-slots': async (t) => {
    await insertSlot(t.db, { cityId: 'city_bhopal', startMinute: 1380, endMinute: 1440, cutoffMinutes: 0 });
    const bhopal = await t.userWithToken('customer', { cityId: 'city_bhopal' });
    return { token: bhopal.token, path: '/api/delivery-slots' };
  },
  'GET /admin/delivery-slots': staffGet('/admin/delivery-slots'),
  'POST /admin/delivery-slots': async (_t, w) => ({
    token: w.admin.token,
    path: '/api/admin/delivery-slots',
    body: {
      city_id: 'city_bhopal',
      start_minute: 840,
      end_minute: 1020,
      cutoff_minutes: 120,
      capacity: 15,
      is_active: true,
    },
  }),
  'PUT /admin/delivery-slots/:id': async (t, w) => ({
    token: w.admin.token,
    path: `/api/admin/delivery-slots/${(await insertSlot(t.db, { cityId: 'city_bhopal' })).id}`,
    body: { capacity: 25, is_active: false },
  }),
  'PUT /delivery/assignments/:id/status': async (t, w) => ({
    token: w.rider.token,
    path: `/api/delivery/assignments/${await assignment(t, w)}/status`,
    body: { status: 'picked_up', notes: 'Collected from the warehouse' },
  }),
  'POST /delivery/assignments/:id/parts/:part_id/collect': async (t, w) => {
    const { order } = await confirmedOrder(t, w);
    await packPart(t, w.supplier.token, order.id);
    const assignmentId = await assignTo(t, w.admin.token, order.id, w.rider.id);
    const [stop] = await stopsOf(t, w.rider.token, assignmentId);
    return {
      token: w.rider.token,
      path: `/api/delivery/assignments/${assignmentId}/parts/${stop!.part_id}/collect`,
      body: { pickup_code: await pickupCodeOf(t, w.supplier.token, order.id) },
    };
  },
  'GET /admin/products/pending': async (t, w) => {
    await insertProduct(t, w.supplier.id, { approvalStatus: 'pending', cityId: 'city_indore' });
    // And an approved listing with changes waiting, so pending_changes is answered in full.
    const live = await insertProduct(t, w.supplier.id, { approvalStatus: 'approved', cityId: 'city_indore' });
    const edit = await t.call('PUT', `/api/supplier/products/${live}`, {
      token: w.supplier.token,
      body: productBody({ city_id: 'city_indore' }),
    });
    expectOk(edit, 'edit an approved listing');
    return { token: w.subAdmin.token, path: '/api/admin/products/pending' };
  },
  'GET /admin/products/pending/export': async (t, w) => {
    await insertProduct(t, w.supplier.id, { approvalStatus: 'pending', cityId: 'city_indore' });
    return { token: w.subAdmin.token, path: '/api/admin/products/pending/export?kind=new' };
  },
  'POST /admin/products/:id/approve': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/products/${await insertProduct(t, w.supplier.id, { approvalStatus: 'pending', cityId: 'city_indore' })}/approve`,
  }),
  'POST /admin/products/:id/reject': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/products/${await insertProduct(t, w.supplier.id, { approvalStatus: 'pending', cityId: 'city_indore' })}/reject`,
    body: { reason: 'The photo does not show the product' },
  }),
  'DELETE /admin/products/:id': async (t, w) => ({
    token: w.admin.token,
    path: `/api/admin/products/${await insertProduct(t, w.supplier.id, { approvalStatus: 'pending' })}`,
  }),
  'GET /site/config': async () => ({ path: '/api/site/config' }),
  'GET /site/stats': async () => ({ path: '/api/site/stats' }),
  'GET /admin/dashboard': staffGet('/admin/dashboard', 'subAdmin'),
  'GET /admin/dashboard/needs-action': staffGet('/admin/dashboard/needs-action', 'subAdmin'),
  ...accountFixtures('customers', 'customer'),
  ...accountFixtures('suppliers', 'supplier'),
  'GET /admin/suppliers/:id/profile': async (_t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/suppliers/${w.supplier.id}/profile`,
  }),
  'GET /admin/sub-admins': async (t, w) => {
    await subAdmin(t, w);
    return { token: w.admin.token, path: '/api/admin/sub-admins' };
  },
  'POST /admin/sub-admins': async (_t, w) => ({
    token: w.admin.token,
    path: '/api/admin/sub-admins',
    body: subAdminBody(),
  }),
  'PUT /admin/sub-admins/:id': async (t, w) => ({
    token: w.admin.token,
    path: `/api/admin/sub-admins/${await subAdmin(t, w)}`,
    body: { ...subAdminBody(), password: '', permissions: ['manage_orders', 'manage_products'] },
  }),
  'DELETE /admin/sub-admins/:id': async (t, w) => ({
    token: w.admin.token,
    path: `/api/admin/sub-admins/${await subAdmin(t, w)}`,
  }),
  'GET /admin/audit-log': async (t, w) => {
    await subAdmin(t, w);
    return { token: w.admin.token, path: '/api/admin/audit-log' };
  },
  'GET /admin/products': staffGet('/admin/products', 'subAdmin'),
  'POST /products': async (_t, w) => ({ token: w.admin.token, path: '/api/products', body: staffProduct() }),
  'PUT /products/:id': async (t, w) => ({
    token: w.admin.token,
    path: `/api/products/${await makeProduct(t, { supplierId: w.supplier.id })}`,
    body: staffProduct({ supplier_id: w.supplier.id, is_active: false }),
  }),
  'DELETE /products/:id': async (t, w) => ({
    token: w.admin.token,
    path: `/api/products/${await makeProduct(t, { supplierId: w.supplier.id })}`,
  }),
  'GET /admin/inventory': staffGet('/admin/inventory?city_id=city_indore', 'subAdmin'),
  'GET /admin/inventory/export': staffGet('/admin/inventory/export?level=low', 'subAdmin'),
  'PUT /admin/inventory/:id': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/inventory/${await makeProduct(t, { cityId: 'city_indore' })}?stock_quantity=75`,
  }),
  'PUT /admin/inventory/:id/price': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/inventory/${await makeProduct(t, { cityId: 'city_indore' })}/price`,
    body: { price: 72.5 },
  }),
  'GET /admin/invoices': async (t, w) => {
    await confirmedOrder(t, w);
    return { token: w.admin.token, path: '/api/admin/invoices' };
  },
  'GET /admin/tcs': async (t, w) => {
    await shippedOrder(t, w);
    return { token: w.admin.token, path: `/api/admin/tcs?month=${monthOf(Date.now())}` };
  },
  'GET /admin/tcs/csv': async (t, w) => {
    await shippedOrder(t, w);
    return { token: w.admin.token, path: `/api/admin/tcs/csv?month=${monthOf(Date.now())}` };
  },
  'GET /admin/settlements': async (t, w) => {
    await settlementOf(t, w);
    return { token: w.subAdmin.token, path: '/api/admin/settlements?status=ready' };
  },
  'GET /admin/settlements/:id/statement': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/settlements/${await settlementOf(t, w)}/statement`,
  }),
  'PUT /admin/settlements/:id/paid': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/settlements/${await settlementOf(t, w)}/paid`,
    body: { reference: 'HDFCN52026112600001' },
  }),
  'GET /admin/commissions': staffGet('/admin/commissions', 'subAdmin'),
  'PUT /admin/commissions/:category_id': async (_t, w) => ({
    token: w.admin.token,
    path: '/api/admin/commissions/cat_cleaning',
    body: { commission_percent: 6.5 },
  }),
  'GET /admin/orders': async (t, w) => {
    await insertOrder(t.db, w.customer);
    return { token: w.subAdmin.token, path: '/api/admin/orders' };
  },
  'GET /admin/orders/export': async (t, w) => {
    await insertOrder(t.db, w.customer);
    return { token: w.subAdmin.token, path: '/api/admin/orders/export?status=pending' };
  },
  'GET /admin/orders/:id': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/orders/${(await insertOrder(t.db, w.customer)).id}`,
  }),
  'PUT /admin/orders/:id': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/orders/${(await insertOrder(t.db, w.customer, { status: 'pending' })).id}?status=confirmed`,
  }),
  'GET /analytics/overview': salesGet('/analytics/overview'),
  'GET /analytics/city-wise': salesGet('/analytics/city-wise'),
  'GET /analytics/product-wise': salesGet('/analytics/product-wise'),
  'GET /analytics/category-wise': salesGet('/analytics/category-wise'),
  'GET /analytics/payment-methods': salesGet('/analytics/payment-methods'),
  'GET /analytics/daily': salesGet('/analytics/daily'),
  'GET /admin/analytics/overview': staffGet('/admin/analytics/overview', 'subAdmin'),
  'GET /admin/analytics/sessions': async (t, w) => {
    await addPageView(t.db, {
      sessionId: `s-${unique()}`,
      userId: w.customer.id,
      pageUrl: '/products',
      browser: 'Chrome',
      deviceType: 'desktop',
    });
    return { token: w.subAdmin.token, path: '/api/admin/analytics/sessions?limit=50' };
  },
};
