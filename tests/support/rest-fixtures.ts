import type { TestApp } from './app.ts';
import { CHECKOUT, customerWithCart, gstinOf, makeProduct } from './catalog.ts';
import { insertOrder } from './orders.ts';
import { fileForm, insertProduct, productBody, TINY_PNG } from './products.ts';
import { APPROVAL_FIXTURES } from './rest-fixtures-approvals.ts';
import { BUSINESS_FIXTURES } from './rest-fixtures-business.ts';
import { CASH_FIXTURES } from './rest-fixtures-cash.ts';
import { CHANNEL_FIXTURES } from './rest-fixtures-channels.ts';
import { CLAIM_FIXTURES, DOOR_FIXTURES } from './rest-fixtures-claims.ts';
import { CONTRACT_FIXTURES } from './rest-fixtures-contracts.ts';
import { CREDIT_FIXTURES } from './rest-fixtures-credit.ts';
import { ITEM_FIXTURES } from './rest-fixtures-items.ts';
import { LIST_FIXTURES } from './rest-fixtures-lists.ts';
import { PROOF_FIXTURES } from './rest-fixtures-proof.ts';
import { RELIABILITY_FIXTURES } from './rest-fixtures-reliability.ts';
import { SALES_FIXTURES } from './rest-fixtures-sales.ts';
import { SPEND_FIXTURES } from './rest-fixtures-spend.ts';
import { STAFF_FIXTURES } from './rest-fixtures-staff.ts';
import { STANDING_FIXTURES } from './rest-fixtures-standing.ts';
import { SUBSTITUTE_FIXTURES } from './rest-fixtures-substitutes.ts';
import { TERMS_FIXTURES } from './rest-fixtures-terms.ts';
import { VOCABULARY_FIXTURES } from './rest-fixtures-vocabulary.ts';
import { WEBHOOK_FIXTURES } from './rest-fixtures-webhooks.ts';
import { WEIGHT_FIXTURES } from './rest-fixtures-weights.ts';
import { confirmedOrder, placedOrder, SUPPLIER_PROFILE, settlementOf, shippedOrder } from './rest-orders.ts';
import { expectOk, type Fixture, type RestWorld, unique } from './rest-world.ts';
import { HEADER, row, toCsv } from './spreadsheets.ts';

export { type RestWorld, restWorld } from './rest-world.ts';

/** A customer's order placed through the real checkout. */
async function cartLine(t: TestApp, w: RestWorld) {
  const product = await makeProduct(t, { stockQuantity: 30 });
  const cart = expectOk(
    await t.call('POST', '/api/cart', {
      token: w.customer.token,
      body: { product_id: product, quantity: 1 },
    }),
    'add to cart',
  );
  return (cart.items as { id: string; product_id: string }[]).find((i) => i.product_id === product)!.id;
}

/**
 * A valid call for every row of the REST route table, keyed `METHOD /path` as in the table.
 * The contract test fails for a row without one, so a new call cannot go untested.
 */
/** A valid `POST /api/auth/register` body for a restaurant in Indore. */
export const customerRegistration = (email: string) => ({
  username: 'Ravi Kumar',
  email,
  password: 'secret123',
  restaurant_name: 'Spice Route Kitchen',
  fssai_number: '12345678901234',
  phone: '9876543210',
  address: '12 MG Road, Indore',
  city_id: 'city_indore',
  user_type: 'customer',
});

/** A valid `PUT /api/supplier/profile` body: a registered seller in Madhya Pradesh. */

export const REST_FIXTURES: Record<string, Fixture> = {
  'POST /auth/register': async () => ({
    path: '/api/auth/register',
    body: customerRegistration(`new-${unique()}@test.in`),
  }),
  'POST /auth/login': async (t) => {
    const u = await t.userWithToken('customer');
    return { path: '/api/auth/login', body: { email: u.email, password: 'secret123' } };
  },
  'POST /auth/logout': async (t) => ({
    token: (await t.userWithToken('customer')).token,
    path: '/api/auth/logout',
  }),
  'GET /auth/me': async (_t, w) => ({ token: w.supplier.token, path: '/api/auth/me' }),
  'PUT /auth/me/preferred-language': async (t) => ({
    token: (await t.userWithToken('customer')).token,
    path: '/api/auth/me/preferred-language',
    body: { preferred_language: 'hi' },
  }),
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
    body: { name: `Ujjain ${unique()}`, state: 'Madhya Pradesh', is_active: true },
  }),
  'PUT /cities/:id/status': async (t, w) => {
    const city = expectOk(
      await t.call('POST', '/api/cities', {
        token: w.admin.token,
        body: { name: `Dewas ${unique()}`, state: 'Madhya Pradesh', is_active: true },
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
    headers: { 'Idempotency-Key': `contract-${unique()}` },
  }),
  'PUT /cart/:id': async (t, w) => ({
    token: w.customer.token,
    path: `/api/cart/${await cartLine(t, w)}?quantity=3`,
  }),
  'DELETE /cart/:id': async (t, w) => ({
    token: w.customer.token,
    path: `/api/cart/${await cartLine(t, w)}`,
  }),
  'POST /orders': async (t) => {
    const me = await customerWithCart(t, [[await makeProduct(t), 2]]);
    return {
      token: me.token,
      path: '/api/orders',
      body: CHECKOUT,
      headers: { 'Idempotency-Key': `contract-${unique()}` },
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
  'GET /orders/:id/invoices': async (t, w) => {
    const { me, order } = await confirmedOrder(t, w);
    return { token: me.token, path: `/api/orders/${order.id}/invoices` };
  },
  'GET /invoices/:number/e-invoice': async (t, w) => {
    const { me, order } = await shippedOrder(t, w, {
      delivery_address: '12 MG Road, Indore 452001',
      gstin: gstinOf('23', 'AAPFU0939F'),
    });
    const docs = expectOk(
      await t.call('GET', `/api/orders/${order.id}/invoices`, { token: me.token }),
      'list',
    );
    const invoice = docs.find((d: { kind: string }) => d.kind === 'tax_invoice');
    return { token: w.supplier.token, path: `/api/invoices/${invoice.invoice_number}/e-invoice` };
  },
  'GET /invoices/:number/pdf': async (t, w) => {
    const { me, order } = await shippedOrder(t, w);
    const docs = expectOk(
      await t.call('GET', `/api/orders/${order.id}/invoices`, { token: me.token }),
      'list',
    );
    // The supplier's own invoice (the operator's fee invoice is not the supplier's to read).
    const invoice = docs.find((d: { kind: string }) => d.kind === 'tax_invoice');
    return { token: w.supplier.token, path: `/api/invoices/${invoice.invoice_number}/pdf` };
  },
  'GET /supplier/invoices': async (t, w) => {
    await shippedOrder(t, w);
    return { token: w.supplier.token, path: '/api/supplier/invoices' };
  },
  'GET /supplier/orders': async (t, w) => {
    await confirmedOrder(t, w);
    return { token: w.supplier.token, path: '/api/supplier/orders?status=new' };
  },
  'PUT /supplier/orders/:order_id/status': async (t, w) => {
    const { order } = await confirmedOrder(t, w);
    return {
      token: w.supplier.token,
      path: `/api/supplier/orders/${order.id}/status`,
      body: { status: 'accepted' },
    };
  },
  'PUT /supplier/orders/:order_id/lines/:line_id': async (t, w) => {
    const { order } = await confirmedOrder(t, w);
    return {
      token: w.supplier.token,
      path: `/api/supplier/orders/${order.id}/lines/${order.items[0].id}`,
      body: { quantity: 1 },
    };
  },
  'GET /supplier/orders/:order_id/packing-slip': async (t, w) => {
    const { order } = await confirmedOrder(t, w);
    return { token: w.supplier.token, path: `/api/supplier/orders/${order.id}/packing-slip` };
  },
  'GET /supplier/performance': async (t, w) => {
    await confirmedOrder(t, w);
    return { token: w.supplier.token, path: '/api/supplier/performance' };
  },
  'GET /supplier/settlements': async (t, w) => {
    await settlementOf(t, w);
    return { token: w.supplier.token, path: '/api/supplier/settlements' };
  },
  'GET /supplier/settlements/:id/statement': async (t, w) => ({
    token: w.supplier.token,
    path: `/api/supplier/settlements/${await settlementOf(t, w)}/statement`,
  }),
  'GET /supplier/dashboard': async (_t, w) => ({ token: w.supplier.token, path: '/api/supplier/dashboard' }),
  'GET /supplier/products/export': async (t, w) => {
    await insertProduct(t, w.supplier.id, { approvalStatus: 'rejected', rejectionReason: 'Blurry photo' });
    return { token: w.supplier.token, path: '/api/supplier/products/export?approval_status=rejected' };
  },
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
  'PUT /supplier/products/:id/stock': async (t, w) => ({
    token: w.supplier.token,
    path: `/api/supplier/products/${await insertProduct(t, w.supplier.id, { approvalStatus: 'approved' })}/stock`,
    body: { stock_quantity: 42 },
  }),
  'PUT /supplier/products/:id/price': async (t, w) => ({
    token: w.supplier.token,
    path: `/api/supplier/products/${await insertProduct(t, w.supplier.id, { approvalStatus: 'approved' })}/price`,
    body: { price: 72.5 },
  }),
  'POST /supplier/products/bulk': async (t, w) => ({
    token: w.supplier.token,
    path: '/api/supplier/products/bulk',
    body: {
      ids: [await insertProduct(t, w.supplier.id, { approvalStatus: 'approved' })],
      action: 'set_stock',
      stock_quantity: 0,
    },
  }),
  'GET /keys': async (t, w) => {
    await apiKey(t, w.supplier.token);
    return { token: w.supplier.token, path: '/api/keys' };
  },
  'POST /keys': async (_t, w) => ({
    token: w.supplier.token,
    path: '/api/keys',
    body: { name: 'Stock sync (ERP)', scopes: ['products:read', 'stock:write'], expires_in_days: 90 },
  }),
  'DELETE /keys/:id': async (t, w) => ({
    token: w.supplier.token,
    path: `/api/keys/${await apiKey(t, w.supplier.token)}`,
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
  'GET /supplier/profile': async (_t, w) => ({ token: w.supplier.token, path: '/api/supplier/profile' }),
  'PUT /supplier/profile': async (_t, w) => ({
    token: w.supplier.token,
    path: '/api/supplier/profile',
    body: SUPPLIER_PROFILE,
  }),
  'POST /upload/product-image': async (_t, w) => ({
    token: w.supplier.token,
    path: '/api/upload/product-image',
    body: fileForm('rice.png', TINY_PNG, 'image/png'),
  }),
  ...LIST_FIXTURES,
  ...ITEM_FIXTURES,
  ...STAFF_FIXTURES,
  ...PROOF_FIXTURES,
  ...CASH_FIXTURES,
  ...WEBHOOK_FIXTURES,
  ...CREDIT_FIXTURES,
  ...WEIGHT_FIXTURES,
  ...SUBSTITUTE_FIXTURES,
  ...VOCABULARY_FIXTURES,
  ...CONTRACT_FIXTURES,
  ...TERMS_FIXTURES,
  ...STANDING_FIXTURES,
  ...CLAIM_FIXTURES,
  ...DOOR_FIXTURES,
  ...RELIABILITY_FIXTURES,
  ...SPEND_FIXTURES,
  ...BUSINESS_FIXTURES,
  ...APPROVAL_FIXTURES,
  ...CHANNEL_FIXTURES,
  ...SALES_FIXTURES,
};

async function apiKey(t: TestApp, token: string) {
  const res = await t.call('POST', '/api/keys', { token, body: { name: 'ERP', scopes: ['products:read'] } });
  return expectOk(res, 'create key').id as string;
}

async function resetToken(t: TestApp) {
  const { email } = await t.userWithToken('customer');
  const res = await t.call('POST', '/api/auth/request-password-reset', { body: { email } });
  return { email, reset_token: expectOk(res, 'request reset').reset_token as string };
}
