import { DAY, istDayOf } from '../../packages/api/src/shared/query.ts';
import type { TestApp } from './app.ts';
import { makeProduct } from './catalog.ts';
import { insertOrder } from './orders.ts';
import type { Fixture, RestWorld } from './rest-world.ts';

const day = (offset: number) => istDayOf(Date.now() + offset * DAY);

/** One of the world's supplier's listings, bought once by the world's customer. */
export async function customerOfSupplier(t: TestApp, w: RestWorld) {
  const productId = await makeProduct(t, {
    name: `Contract Rice ${Math.random().toString(36).slice(2, 7)}`,
    supplierId: w.supplier.id,
  });
  await insertOrder(t.db, w.customer, {}, [
    { productId, supplierId: w.supplier.id, pricePaise: 10_000, quantity: 1 },
  ]);
  return productId;
}

export const CONTRACT_FIXTURES: Record<string, Fixture> = {
  'GET /supplier/price-lists': async (_t, w) => ({
    token: w.supplier.token,
    path: '/api/supplier/price-lists',
  }),
  'GET /supplier/customers': async (t, w) => {
    await customerOfSupplier(t, w);
    return { token: w.supplier.token, path: '/api/supplier/customers' };
  },
  'POST /supplier/price-lists': async (t, w) => ({
    token: w.supplier.token,
    path: '/api/supplier/price-lists',
    body: {
      customer_email: w.customer.email,
      product_id: await customerOfSupplier(t, w),
      price: 90,
      valid_from: day(0),
      valid_to: day(30),
    },
  }),
  'DELETE /supplier/price-lists/:id': async (t, w) => {
    const res = await t.call('POST', '/api/supplier/price-lists', {
      token: w.supplier.token,
      body: {
        customer_email: w.customer.email,
        product_id: await customerOfSupplier(t, w),
        price: 90,
        valid_from: day(0),
        valid_to: day(30),
      },
    });
    return { token: w.supplier.token, path: `/api/supplier/price-lists/${res.data.id}` };
  },
  'GET /account/prices': async (_t, w) => ({ token: w.customer.token, path: '/api/account/prices' }),
  'GET /admin/suppliers/:supplier_id/price-lists': async (_t, w) => ({
    token: w.admin.token,
    path: `/api/admin/suppliers/${w.supplier.id}/price-lists`,
  }),
  'GET /admin/suppliers/:supplier_id/price-listings': async (t, w) => {
    await makeProduct(t, { supplierId: w.supplier.id });
    return { token: w.admin.token, path: `/api/admin/suppliers/${w.supplier.id}/price-listings` };
  },
  'POST /admin/suppliers/:supplier_id/price-lists': async (t, w) => ({
    token: w.admin.token,
    path: `/api/admin/suppliers/${w.supplier.id}/price-lists`,
    body: staffPriceBody(w, await makeProduct(t, { supplierId: w.supplier.id })),
  }),
  'DELETE /admin/price-lists/:id': async (t, w) => {
    const res = await t.call('POST', `/api/admin/suppliers/${w.supplier.id}/price-lists`, {
      token: w.admin.token,
      body: staffPriceBody(w, await makeProduct(t, { supplierId: w.supplier.id })),
    });
    return { token: w.admin.token, path: `/api/admin/price-lists/${res.data.id}` };
  },
};

/** A price staff give the world's customer for a listing of the world's supplier. */
const staffPriceBody = (w: RestWorld, productId: string) => ({
  customer_email: w.customer.email,
  product_id: productId,
  price: 80,
  valid_from: day(0),
  valid_to: day(30),
});
