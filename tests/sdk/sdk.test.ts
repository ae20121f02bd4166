import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The built package (dist), as an integrator installs it: `npm run build -w @supply-and-beyond/sdk` runs first.
import {
  createMarketplaceClient,
  createRestClient,
  loginMarketplace,
  MarketplaceError,
} from '../../packages/sdk/dist/index.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';

let t: TestApp;
let server: ServerType;
let baseUrl = '';

beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  t.close();
});

describe('@supply-and-beyond/sdk against a running server', () => {
  it('lets a customer log in, browse, fill the cart and place an order', async () => {
    const productId = await makeProduct(t, { name: 'Sona Masoori Rice', stockQuantity: 40 });
    const customer = await t.userWithToken('customer');
    const { client, user } = await loginMarketplace({
      baseUrl,
      email: customer.email,
      password: TEST_PASSWORD,
    });
    expect(user.user_type).toBe('customer');

    const page = await client.catalog.list.query({ search: 'sona' });
    expect(page.products.map((p) => p.id)).toContain(productId);
    await client.cart.add.mutate({ product_id: productId, quantity: 3 });
    const order = await client.orders.place.mutate({
      delivery_address: '12 MG Road, Indore',
      phone: '9876543210',
      payment_method: 'COD',
      idempotency_key: 'sdk-test-order-1',
    });
    expect(order.order_number).toMatch(/^SB-/);
    const mine = await client.orders.list.query({});
    expect(mine.orders.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it('lets a supplier sync its stock', async () => {
    const supplier = await t.userWithToken('supplier');
    const productId = await makeProduct(t, { supplierId: supplier.id, stockQuantity: 5 });
    const client = createMarketplaceClient({ baseUrl, token: supplier.token });
    const mine = (await client.catalog.supplier.list.query()).find(
      (p: { id: string }) => p.id === productId,
    )!;
    await client.catalog.supplier.update.mutate({
      id: productId,
      name: mine.name,
      category_id: mine.category_id,
      price: mine.price,
      unit: mine.unit,
      stock_quantity: 120,
    });
    const after = (await client.catalog.supplier.list.query()).find(
      (p: { id: string }) => p.id === productId,
    );
    expect(after?.stock_quantity).toBe(120);
  });

  it('lets a supplier set stock over REST with an API key, within the key’s scopes', async () => {
    const supplier = await t.userWithToken('supplier');
    const productId = await makeProduct(t, { supplierId: supplier.id, stockQuantity: 5 });
    const signedIn = createRestClient({ baseUrl, token: supplier.token });
    const made = await signedIn.POST('/api/keys', { body: { name: 'ERP', scopes: ['stock:write'] } });
    expect(made.response.status).toBe(201);

    const api = createRestClient({ baseUrl: `${baseUrl}/`, apiKey: made.data!.key });
    const set = await api.PUT('/api/supplier/products/{id}/stock', {
      params: { path: { id: productId } },
      body: { stock_quantity: 64 },
    });
    expect(set.error).toBeUndefined();
    expect(set.data).toMatchObject({ id: productId, stock_quantity: 64 });
    // Listing needs products:read, which this key lacks: the error body is typed { detail, code }.
    const listed = await api.GET('/api/supplier/products');
    expect(listed.response.status).toBe(403);
    expect(listed.error?.code).toBe('key_scope');
    expect(listed.error?.detail).toMatch(/products:read/);
  });

  it('throws typed errors with status, stable code and detail', async () => {
    const anonymous = createMarketplaceClient({ baseUrl });
    const error = await anonymous.orders.list.query({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketplaceError);
    expect(error).toMatchObject({
      status: 401,
      code: 'unauthenticated',
      detail: 'Please log in to continue.',
    });
    const bad = await loginMarketplace({ baseUrl, email: 'nobody@example.in', password: 'wrong-pass' }).catch(
      (e: unknown) => e,
    );
    expect(bad).toMatchObject({ status: 401, code: 'unauthenticated' });
  });
});
