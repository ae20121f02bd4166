import { PERMISSIONS } from '@app/db/enums';
import type { TestApp } from './app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from './catalog.ts';
import { addOrder, addPageView } from './admin-fixtures.ts';
import { insertOrder } from './orders.ts';
import { fileForm, insertProduct, productBody, TINY_PNG } from './products.ts';
import { HEADER, row, toCsv } from './spreadsheets.ts';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

/** The logged-in callers every fixture may use (created once per test file). */
export async function restWorld(t: TestApp) {
  return {
    admin: await t.userWithToken('admin'),
    customer: await t.userWithToken('customer'),
    supplier: await t.userWithToken('supplier'),
    rider: await t.userWithToken('delivery'),
    subAdmin: await t.userWithToken('sub_admin', { permissions: [...PERMISSIONS] }),
    subAdminNone: await t.userWithToken('sub_admin', { permissions: [] }),
  };
}
export type RestWorld = Awaited<ReturnType<typeof restWorld>>;

/** One valid call of a route: who calls, the concrete path, and what it sends. */
export interface RestCall {
  token?: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}
type Fixture = (t: TestApp, w: RestWorld) => Promise<RestCall>;

const expectOk = (res: { status: number; data: unknown }, what: string) => {
  if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data as Record<string, any>;
};

/** A customer's order placed through the real checkout. */
async function placedOrder(t: TestApp, method: 'COD' | 'ONLINE', customer?: User) {
  const product = await makeProduct(t, { stockQuantity: 30 });
  const me = customer ?? (await customerWithCart(t, []));
  expectOk(
    await t.call('POST', '/api/cart', { token: me.token, body: { product_id: product, quantity: 2 } }),
    'add to cart',
  );
  const order = expectOk(
    await t.call('POST', '/api/orders', { token: me.token, body: { ...CHECKOUT, payment_method: method } }),
    'place order',
  );
  return { me, order };
}

async function cartLine(t: TestApp, w: RestWorld) {
  const product = await makeProduct(t, { stockQuantity: 30 });
  const cart = expectOk(
    await t.call('POST', '/api/cart', { token: w.customer.token, body: { product_id: product, quantity: 1 } }),
    'add to cart',
  );
  return (cart.items as { id: string; product_id: string }[]).find((i) => i.product_id === product)!.id;
}

async function assignment(t: TestApp, w: RestWorld) {
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
let serial = 0;
const subAdminBody = () => ({
  username: 'Indore Operations',
  email: `ops-${++serial}-${Date.now()}@test.in`,
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
export const REST_FIXTURES: Record<string, Fixture> = {
  'POST /auth/register': async () => ({
    path: '/api/auth/register',
    body: {
      username: 'Ravi Kumar',
      email: `new-${++serial}-${Date.now()}@test.in`,
      password: 'secret123',
      restaurant_name: 'Spice Route Kitchen',
      fssai_number: '12345678901234',
      phone: '9876543210',
      address: '12 MG Road, Indore',
      city_id: 'city_indore',
      user_type: 'customer',
    },
  }),
  'POST /auth/login': async (t) => {
    const u = await t.userWithToken('customer');
    return { path: '/api/auth/login', body: { email: u.email, password: 'secret123' } };
  },
  'POST /auth/logout': async (t) => ({ token: (await t.userWithToken('customer')).token, path: '/api/auth/logout' }),
  'GET /auth/me': async (_t, w) => ({ token: w.supplier.token, path: '/api/auth/me' }),
  'POST /auth/request-password-reset': async (t) => ({
    path: '/api/auth/request-password-reset',
    body: { email: (await t.userWithToken('customer')).email },
  }),
  'POST /auth/verify-reset-token': async (t) => {
    const { email, reset_token } = await resetToken(t);
    return { path: '/api/auth/verify-reset-token', body: { email, reset_token } };
  },
  'POST /auth/reset-password': async (t) => {
    const { email, reset_token } = await resetToken(t);
    return { path: '/api/auth/reset-password', body: { email, reset_token, new_password: 'brand-new1' } };
  },
  'GET /cities': async () => ({ path: '/api/cities' }),
  'POST /cities': async (_t, w) => ({
    token: w.admin.token,
    path: '/api/cities',
    body: { name: `Ujjain ${++serial}`, state: 'Madhya Pradesh', is_active: true },
  }),
  'PUT /cities/:id/status': async (t, w) => {
    const city = expectOk(
      await t.call('POST', '/api/cities', {
        token: w.admin.token,
        body: { name: `Dewas ${++serial}`, state: 'Madhya Pradesh', is_active: true },
      }),
      'create city',
    );
    return { token: w.admin.token, path: `/api/cities/${city.id}/status`, body: { is_active: false } };
  },
  'GET /categories': async () => ({ path: '/api/categories' }),
  'GET /notifications': async (t, w) => {
    // Placing an order notifies the customer, so the list is not empty.
    await placedOrder(t, 'COD', w.customer);
    return { token: w.customer.token, path: '/api/notifications' };
  },
  'PUT /notifications/mark-all-read': async (_t, w) => ({
    token: w.customer.token,
    path: '/api/notifications/mark-all-read',
  }),
  'PUT /notifications/:id/read': async (t, w) => {
    await placedOrder(t, 'COD', w.customer);
    const list = expectOk(await t.call('GET', '/api/notifications', { token: w.customer.token }), 'list');
    return { token: w.customer.token, path: `/api/notifications/${list.notifications[0].id}/read` };
  },
  'GET /products': async (t, w) => {
    await makeProduct(t);
    return { token: w.customer.token, path: '/api/products' };
  },
  'GET /products/:id': async (t, w) => ({
    token: w.customer.token,
    path: `/api/products/${await makeProduct(t)}`,
  }),
  'GET /cart': async (t, w) => {
    await cartLine(t, w);
    return { token: w.customer.token, path: '/api/cart' };
  },
  'POST /cart': async (t, w) => ({
    token: w.customer.token,
    path: '/api/cart',
    body: { product_id: await makeProduct(t), quantity: 2 },
  }),
  'PUT /cart/:id': async (t, w) => ({
    token: w.customer.token,
    path: `/api/cart/${await cartLine(t, w)}?quantity=3`,
  }),
  'DELETE /cart/:id': async (t, w) => ({ token: w.customer.token, path: `/api/cart/${await cartLine(t, w)}` }),
  'POST /orders': async (t) => {
    const me = await customerWithCart(t, [[await makeProduct(t), 2]]);
    return {
      token: me.token,
      path: '/api/orders',
      body: CHECKOUT,
      headers: { 'Idempotency-Key': `contract-${++serial}-${Date.now()}` },
    };
  },
  'GET /orders': async (t, w) => {
    await insertOrder(t.db, w.customer);
    return { token: w.customer.token, path: '/api/orders' };
  },
  'POST /orders/:id/cancel': async (t) => {
    const { me, order } = await placedOrder(t, 'COD');
    return { token: me.token, path: `/api/orders/${order.id}/cancel` };
  },
  'POST /orders/:id/create-payment': async (t) => {
    const { me, order } = await placedOrder(t, 'ONLINE');
    return { token: me.token, path: `/api/orders/${order.id}/create-payment` };
  },
  'POST /orders/:id/verify-payment': async (t) => {
    const { me, order } = await placedOrder(t, 'COD');
    return { token: me.token, path: `/api/orders/${order.id}/verify-payment` };
  },
  'GET /orders/:id/invoice': async (t, w) => ({
    token: w.customer.token,
    path: `/api/orders/${(await insertOrder(t.db, w.customer)).id}/invoice`,
  }),
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
  'PUT /delivery/assignments/:id/status': async (t, w) => ({
    token: w.rider.token,
    path: `/api/delivery/assignments/${await assignment(t, w)}/status`,
    body: { status: 'picked_up', notes: 'Collected from the warehouse' },
  }),
  'GET /supplier/dashboard': async (_t, w) => ({ token: w.supplier.token, path: '/api/supplier/dashboard' }),
  'GET /supplier/products': async (t, w) => {
    await insertProduct(t, w.supplier.id, { approvalStatus: 'rejected', rejectionReason: 'Blurry photo' });
    return { token: w.supplier.token, path: '/api/supplier/products' };
  },
  'POST /supplier/products': async (_t, w) => ({
    token: w.supplier.token,
    path: '/api/supplier/products',
    body: productBody(),
  }),
  'PUT /supplier/products/:id': async (t, w) => ({
    token: w.supplier.token,
    path: `/api/supplier/products/${await insertProduct(t, w.supplier.id)}`,
    body: productBody({ stock_quantity: 80 }),
  }),
  'DELETE /supplier/products/:id': async (t, w) => ({
    token: w.supplier.token,
    path: `/api/supplier/products/${await insertProduct(t, w.supplier.id)}`,
  }),
  'POST /supplier/products/bulk-upload': async (_t, w) => ({
    token: w.supplier.token,
    path: '/api/supplier/products/bulk-upload',
    body: fileForm('products.csv', toCsv([HEADER, row(1), row(2)]), 'text/csv'),
  }),
  'GET /supplier/products/template.csv': async () => ({ path: '/api/supplier/products/template.csv' }),
  'GET /supplier/products/template.xlsx': async () => ({ path: '/api/supplier/products/template.xlsx' }),
  'POST /upload/product-image': async (_t, w) => ({
    token: w.supplier.token,
    path: '/api/upload/product-image',
    body: fileForm('rice.png', TINY_PNG, 'image/png'),
  }),
  'GET /admin/products/pending': async (t, w) => {
    await insertProduct(t, w.supplier.id, { approvalStatus: 'pending', cityId: 'city_indore' });
    return { token: w.subAdmin.token, path: '/api/admin/products/pending' };
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
  ...accountFixtures('customers', 'customer'),
  ...accountFixtures('suppliers', 'supplier'),
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
  'PUT /admin/inventory/:id': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/inventory/${await makeProduct(t, { cityId: 'city_indore' })}?stock_quantity=75`,
  }),
  'GET /admin/orders': async (t, w) => {
    await insertOrder(t.db, w.customer);
    return { token: w.subAdmin.token, path: '/api/admin/orders' };
  },
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
      sessionId: `s-${++serial}`,
      userId: w.customer.id,
      pageUrl: '/products',
      browser: 'Chrome',
      deviceType: 'desktop',
    });
    return { token: w.subAdmin.token, path: '/api/admin/analytics/sessions?limit=50' };
  },
};

async function resetToken(t: TestApp) {
  const { email } = await t.userWithToken('customer');
  const res = await t.call('POST', '/api/auth/request-password-reset', { body: { email } });
  return { email, reset_token: expectOk(res, 'request reset').reset_token as string };
}
