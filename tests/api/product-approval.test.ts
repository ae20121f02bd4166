import { auditLog, notifications } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { insertOrder } from '../support/orders.ts';
import { insertProduct, productBody, productRow } from '../support/products.ts';

let t: TestApp;
type User = Awaited<ReturnType<TestApp['userWithToken']>>;
let admin: User;
let indoreSub: User;
let indoreSupplier: User;
let bhopalSupplier: User;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.userWithToken('admin');
  indoreSub = await t.userWithToken('sub_admin', { permissions: ['approve_products'] });
  indoreSupplier = await t.userWithToken('supplier', { restaurantName: 'Indore Foods' });
  bhopalSupplier = await t.userWithToken('supplier', {
    cityId: 'city_bhopal',
    restaurantName: 'Bhopal Foods',
  });
});
afterEach(() => t.close());

const pending = (supplierId: string, over: Parameters<typeof insertProduct>[2] = {}) =>
  insertProduct(t, supplierId, { approvalStatus: 'pending', ...over });
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id));

describe('pending list', () => {
  it('shows every field of the approval card, oldest first', async () => {
    const older = await pending(indoreSupplier.id, {
      name: 'Toor Dal',
      categoryId: 'cat_pulses',
      cityId: 'city_indore',
      brand: 'Tata',
      description: 'Unpolished',
      pricePaise: 12_550,
      unit: '1kg',
      stockQuantity: 40,
      imageUrl: '/images/seed/1fad8.webp',
      createdAt: 1000,
    });
    const newer = await pending(bhopalSupplier.id, { createdAt: 2000 });
    await insertProduct(t, indoreSupplier.id, { approvalStatus: 'approved' });
    await insertProduct(t, indoreSupplier.id, { approvalStatus: 'rejected' });
    const res = await t.call('GET', '/api/admin/products/pending', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.data.map((p: { id: string }) => p.id)).toEqual([older, newer]);
    expect(res.data[0]).toMatchObject({
      name: 'Toor Dal',
      category_name: 'Pulses',
      supplier_name: 'Indore Foods',
      price: 125.5,
      unit: '1kg',
      stock_quantity: 40,
      brand: 'Tata',
      city_name: 'Indore',
      description: 'Unpolished',
      image_url: '/images/seed/1fad8.webp',
      approval_status: 'pending',
    });
  });

  it('pages with a cursor', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await pending(indoreSupplier.id, { createdAt: 1000 + i }));
    const first = await t.call('GET', '/api/admin/products/pending?limit=2', { token: admin.token });
    expect(first.data.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 2));
    const next = await t.call('GET', `/api/admin/products/pending?limit=2&cursor=${ids[1]}`, {
      token: admin.token,
    });
    expect(next.data.map((p: { id: string }) => p.id)).toEqual(ids.slice(2, 4));
  });

  it('shows a sub-admin only its city: city products and all-city products of its suppliers', async () => {
    const indoreOnly = await pending(bhopalSupplier.id, { cityId: 'city_indore' });
    const allCitiesHere = await pending(indoreSupplier.id, { cityId: null });
    await pending(indoreSupplier.id, { cityId: 'city_bhopal' });
    await pending(bhopalSupplier.id, { cityId: null });
    const res = await t.call('GET', '/api/admin/products/pending', { token: indoreSub.token });
    expect(res.data.map((p: { id: string }) => p.id).sort()).toEqual([indoreOnly, allCitiesHere].sort());
    const count = await t.call('GET', '/trpc/catalog.approval.pendingCount', { token: indoreSub.token });
    expect(count.data.result.data).toEqual({ count: 2 });
    const all = await t.call('GET', '/trpc/catalog.approval.pendingCount', { token: admin.token });
    expect(all.data.result.data).toEqual({ count: 4 });
  });

  it('is for the super admin and sub-admins with approve_products only', async () => {
    expect((await t.call('GET', '/api/admin/products/pending')).status).toBe(401);
    const noPerm = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    for (const u of [noPerm, indoreSupplier, await t.userWithToken('customer')])
      expect((await t.call('GET', '/api/admin/products/pending', { token: u.token })).status).toBe(403);
  });
});

describe('approve and reject', () => {
  it('approves: the product goes live, the supplier is told, the action is audited', async () => {
    const id = await pending(indoreSupplier.id, { name: 'Toor Dal' });
    const res = await t.call('POST', `/api/admin/products/${id}/approve`, { token: indoreSub.token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id, approval_status: 'approved', rejection_reason: null });
    expect(await productRow(t, id)).toMatchObject({ approvalStatus: 'approved' });
    expect(await notesOf(indoreSupplier.id)).toMatchObject([
      {
        type: 'product_approved',
        title: 'Product approved',
        message: '"Toor Dal" is approved and now visible to customers.',
      },
    ]);
    expect(await auditOf(id)).toMatchObject([
      {
        actorId: indoreSub.id,
        action: 'product.approve',
        entity: 'product',
        before: { approval_status: 'pending', rejection_reason: null },
        after: { approval_status: 'approved', rejection_reason: null },
      },
    ]);
    const again = await t.call('POST', `/api/admin/products/${id}/approve`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.data).toEqual({
      code: 'not_pending',
      detail: 'This product is already approved; only pending products can be reviewed.',
    });
    expect(await notesOf(indoreSupplier.id)).toHaveLength(1);
  });

  it('rejects with a required reason that the supplier sees, until the supplier edits it', async () => {
    const id = await pending(indoreSupplier.id, { name: 'Toor Dal' });
    const noReason = await t.call('POST', `/api/admin/products/${id}/reject`, {
      token: admin.token,
      body: { reason: '  ' },
    });
    expect(noReason.status).toBe(400);
    expect(noReason.data.detail).toBe('reason: Reason is required');
    expect(await productRow(t, id)).toMatchObject({ approvalStatus: 'pending' });

    const res = await t.call('POST', `/api/admin/products/${id}/reject`, {
      token: admin.token,
      body: { reason: 'Photo does not show the product' },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      approval_status: 'rejected',
      rejection_reason: 'Photo does not show the product',
    });
    expect((await notesOf(indoreSupplier.id))[0]).toMatchObject({
      type: 'product_rejected',
      message: '"Toor Dal" was rejected: Photo does not show the product',
    });
    expect((await auditOf(id))[0]).toMatchObject({ action: 'product.reject', actorId: admin.id });
    const list = await t.call('GET', '/api/supplier/products', { token: indoreSupplier.token });
    expect(list.data[0]).toMatchObject({
      approval_status: 'rejected',
      rejection_reason: 'Photo does not show the product',
    });

    const edit = await t.call('PUT', `/api/supplier/products/${id}`, {
      token: indoreSupplier.token,
      body: productBody(),
    });
    expect(edit.data).toMatchObject({ approval_status: 'pending', rejection_reason: null });
    expect((await t.call('POST', `/api/admin/products/${id}/approve`, { token: admin.token })).status).toBe(
      200,
    );
  });

  it('refuses a product outside the sub-admin’s city (403) and an unknown one (404), changing nothing', async () => {
    const there = await pending(bhopalSupplier.id, { cityId: 'city_bhopal' });
    for (const action of ['approve', 'reject']) {
      const res = await t.call('POST', `/api/admin/products/${there}/${action}`, {
        token: indoreSub.token,
        body: { reason: 'No' },
      });
      expect(res.status).toBe(403);
      expect(res.data.detail).toBe('This product is not in your city.');
    }
    expect((await t.call('DELETE', `/api/admin/products/${there}`, { token: indoreSub.token })).status).toBe(
      403,
    );
    expect(await productRow(t, there)).toMatchObject({ approvalStatus: 'pending' });
    expect(await notesOf(bhopalSupplier.id)).toEqual([]);
    expect(await auditOf(there)).toEqual([]);
    expect(
      (await t.call('POST', '/api/admin/products/prd_nope/approve', { token: admin.token })).status,
    ).toBe(404);
  });

  it('is refused to suppliers, customers and sub-admins without approve_products', async () => {
    const id = await pending(indoreSupplier.id);
    const manager = await t.userWithToken('sub_admin', { permissions: ['manage_products'] });
    for (const u of [indoreSupplier, manager, await t.userWithToken('customer')]) {
      expect((await t.call('POST', `/api/admin/products/${id}/approve`, { token: u.token })).status).toBe(
        403,
      );
      expect((await t.call('DELETE', `/api/admin/products/${id}`, { token: u.token })).status).toBe(403);
    }
    expect(await productRow(t, id)).toMatchObject({ approvalStatus: 'pending' });
  });
});

describe('delete', () => {
  it('deletes a pending product, tells the supplier and audits it with the product as it was', async () => {
    const id = await pending(indoreSupplier.id, { name: 'Spam listing', cityId: 'city_indore' });
    const res = await t.call('DELETE', `/api/admin/products/${id}`, { token: indoreSub.token });
    expect(res.status).toBe(200);
    expect(await productRow(t, id)).toBeUndefined();
    expect((await notesOf(indoreSupplier.id))[0]).toMatchObject({
      type: 'product_deleted',
      message: '"Spam listing" was removed by an administrator.',
    });
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'product.delete',
      before: { name: 'Spam listing' },
    });
  });

  it('needs manage_products too for a live product; past orders keep their lines', async () => {
    const customer = await t.userWithToken('customer');
    const live = await insertProduct(t, indoreSupplier.id, {
      approvalStatus: 'approved',
      cityId: 'city_indore',
    });
    await insertOrder(t.db, customer, { status: 'delivered' }, [
      { productId: live, supplierId: indoreSupplier.id, pricePaise: 100, quantity: 1 },
    ]);
    const res = await t.call('DELETE', `/api/admin/products/${live}`, { token: indoreSub.token });
    expect(res.status).toBe(403);
    expect(await productRow(t, live)).toBeTruthy();
    const both = await t.userWithToken('sub_admin', { permissions: ['approve_products', 'manage_products'] });
    expect((await t.call('DELETE', `/api/admin/products/${live}`, { token: both.token })).status).toBe(200);
    expect(await productRow(t, live)).toBeUndefined();
  });

  // Issue 34, item 6: as staff's update (catalog/staff.ts), an all-city product is the super admin's.
  it('refuses a sub-admin an all-city product, even its own supplier’s (403); the super admin may', async () => {
    const manager = await t.userWithToken('sub_admin', {
      permissions: ['approve_products', 'manage_products'],
    });
    for (const status of ['pending', 'approved'] as const) {
      const id = await insertProduct(t, indoreSupplier.id, { approvalStatus: status, cityId: null });
      const res = await t.call('DELETE', `/api/admin/products/${id}`, { token: manager.token });
      expect(res.status, status).toBe(403);
      expect(res.data).toMatchObject({
        code: 'forbidden',
        detail: 'Only the super admin can delete a product sold in all cities.',
      });
      expect(await productRow(t, id)).toBeTruthy();
      expect(await auditOf(id)).toEqual([]);
      expect((await t.call('DELETE', `/api/admin/products/${id}`, { token: admin.token })).status).toBe(200);
      expect(await productRow(t, id)).toBeUndefined();
    }
    expect(await notesOf(indoreSupplier.id)).toHaveLength(2);
  });
});
