import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { insertOrder } from '../support/orders.ts';
import { insertProduct } from '../support/products.ts';

let t: TestApp;
let supplier: Awaited<ReturnType<TestApp['userWithToken']>>;
beforeEach(async () => {
  t = await createTestApp();
  supplier = await t.userWithToken('supplier', { restaurantName: 'Meena Traders' });
});
afterEach(() => t.close());

describe('dashboard', () => {
  it('counts listings, stock alerts, and the orders and revenue of the supplier’s own lines', async () => {
    const customer = await t.userWithToken('customer');
    const other = await t.userWithToken('supplier');
    const p1 = await insertProduct(t, supplier.id, { stockQuantity: 0, name: 'Empty' });
    const p2 = await insertProduct(t, supplier.id, {
      stockQuantity: 5,
      approvalStatus: 'pending',
      name: 'Low',
    });
    await insertProduct(t, supplier.id, { stockQuantity: 19, approvalStatus: 'rejected', name: 'Nineteen' });
    await insertProduct(t, supplier.id, { stockQuantity: 20 });
    const theirs = await insertProduct(t, other.id, { stockQuantity: 0 });
    await insertOrder(t.db, customer, { status: 'delivered' }, [
      { productId: p1, supplierId: supplier.id, pricePaise: 10_000, quantity: 2 },
      { productId: p2, supplierId: supplier.id, pricePaise: 5_050, quantity: 1 },
      { productId: theirs, supplierId: other.id, pricePaise: 99_999, quantity: 1 },
    ]);
    await insertOrder(t.db, customer, { status: 'pending' }, [
      { productId: p1, supplierId: supplier.id, pricePaise: 10_000, quantity: 1 },
    ]);
    await insertOrder(t.db, customer, { status: 'cancelled' }, [
      { productId: p1, supplierId: supplier.id, pricePaise: 70_000, quantity: 1 },
    ]);
    await insertOrder(t.db, customer, { status: 'delivered' }, [
      { productId: theirs, supplierId: other.id, pricePaise: 10_000, quantity: 1 },
    ]);

    const res = await t.call('GET', '/api/supplier/dashboard', { token: supplier.token });
    expect(res.status).toBe(200);
    expect(res.data.products).toEqual({ total: 4, approved: 2, pending: 1, rejected: 1 });
    expect(res.data.stock.low_stock).toBe(2);
    expect(res.data.stock.out_of_stock).toBe(1);
    expect(res.data.stock.alerts.map((a: { name: string }) => a.name)).toEqual(['Empty', 'Low', 'Nineteen']);
    expect(res.data.orders.total).toBe(3);
    expect(res.data.orders.open).toBe(1);
    expect(res.data.orders.revenue).toBe(200 + 50.5 + 100);
    expect(res.data.orders.recent).toHaveLength(3);
    expect(res.data.orders.recent[0]).toMatchObject({
      items: expect.any(Number),
      amount: expect.any(Number),
    });
  });

  it('is all zeros for a new supplier', async () => {
    const res = await t.call('GET', '/api/supplier/dashboard', { token: supplier.token });
    expect(res.data).toEqual({
      products: { total: 0, approved: 0, pending: 0, rejected: 0 },
      stock: { low_stock: 0, out_of_stock: 0, alerts: [] },
      orders: { total: 0, open: 0, revenue: 0, recent: [] },
    });
  });
});
