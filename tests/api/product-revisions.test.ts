import { runScheduledWork } from '@app/api';
import { auditLog, notifications, productRevisions } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { fileForm, insertProduct, productBody, productRow, TINY_PNG } from '../support/products.ts';

let t: TestApp;
type User = Awaited<ReturnType<TestApp['userWithToken']>>;
let supplier: User;
let customer: User;
let admin: User;
let id: string;
beforeEach(async () => {
  t = await createTestApp();
  supplier = await t.userWithToken('supplier', { restaurantName: 'Meena Traders' });
  customer = await t.userWithToken('customer');
  admin = await t.userWithToken('admin');
  // The very listing productBody() describes, approved and sold in Indore.
  id = await insertProduct(t, supplier.id, {
    name: 'Basmati Rice',
    cityId: 'city_indore',
    description: 'Long grain',
    pricePaise: 65_050,
    unit: '5kg',
    stockQuantity: 120,
    brand: 'India Gate',
    manufacturingDate: '2026-01-10',
    expiryDate: '2027-01-10',
    approvalStatus: 'approved',
  });
});
afterEach(() => t.close());

const edit = (over: Record<string, unknown>) =>
  t.call('PUT', `/api/supplier/products/${id}`, {
    token: supplier.token,
    body: productBody({ city_id: 'city_indore', ...over }),
  });
const catalogue = async () => {
  const res = await t.call('GET', '/api/products', { token: customer.token });
  expect(res.status).toBe(200);
  return res.data.products as { id: string; name: string; description: string }[];
};
/** The pending list's ids, checked against the pending count. */
const pendingIds = async (token: string) => {
  const res = await t.call('GET', '/api/admin/products/pending', { token });
  expect(res.status).toBe(200);
  const count = await t.call('GET', '/trpc/catalog.approval.pendingCount', { token });
  expect(count.data.result.data).toEqual({ count: res.data.length });
  return res.data.map((p: { id: string }) => p.id);
};
const decide = (action: 'approve' | 'reject', body?: unknown) =>
  t.call('POST', `/api/admin/products/${id}/${action}`, { token: admin.token, body });
const actionsOf = async () =>
  (await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((e) => e.action);
const notesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('an approved listing’s edit waits for review', () => {
  it('keeps the approved version on sale and shows staff the proposed values', async () => {
    const res = await edit({ name: 'Basmati Rice Gold', description: 'Aged 2 years' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      approval_status: 'approved',
      name: 'Basmati Rice',
      description: 'Long grain',
      pending_changes: {
        name: 'Basmati Rice Gold',
        description: 'Aged 2 years',
        category_name: 'Rice',
        city_name: 'Indore',
        unit: '5kg',
      },
    });
    const live = (await catalogue()).find((p) => p.id === id);
    expect(live).toMatchObject({ name: 'Basmati Rice', description: 'Long grain' });
    expect(live).not.toHaveProperty('pending_changes');
    const own = await t.call('GET', '/api/supplier/products', { token: supplier.token });
    expect(own.data[0].pending_changes.name).toBe('Basmati Rice Gold');

    expect(await pendingIds(admin.token)).toEqual([id]);
    const indoreSub = await t.userWithToken('sub_admin', { permissions: ['approve_products'] });
    const bhopalSub = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['approve_products'],
    });
    expect(await pendingIds(indoreSub.token)).toEqual([id]);
    expect(await pendingIds(bhopalSub.token)).toEqual([]);
    const foreign = await t.call('POST', `/api/admin/products/${id}/approve`, { token: bhopalSub.token });
    expect(foreign.status).toBe(403);
  });

  it('applies a restock in the same edit at once; a second edit replaces the revision', async () => {
    await edit({ name: 'Basmati Rice Gold', stock_quantity: 300 });
    expect(await productRow(t, id)).toMatchObject({ name: 'Basmati Rice', stockQuantity: 300 });
    expect(await actionsOf()).toEqual(['product.stock']);
    t.advance(1000);
    const again = await edit({ name: 'Basmati Rice Royal', stock_quantity: 300 });
    expect(again.data.pending_changes.name).toBe('Basmati Rice Royal');
    expect(await t.db.select().from(productRevisions)).toHaveLength(1);
    // Back to exactly the approved values: nothing is left to review.
    const back = await edit({ stock_quantity: 300 });
    expect(back.data.pending_changes).toBeNull();
    expect(await pendingIds(admin.token)).toEqual([]);
  });

  it('approve puts the changes on sale, audited, and tells the supplier', async () => {
    await edit({ name: 'Basmati Rice Gold', description: 'Aged 2 years' });
    const res = await decide('approve');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Basmati Rice Gold',
      description: 'Aged 2 years',
      approval_status: 'approved',
      pending_changes: null,
    });
    expect((await catalogue()).find((p) => p.id === id)?.name).toBe('Basmati Rice Gold');
    expect(await pendingIds(admin.token)).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product.revision_approved'));
    expect(entry!.before).toMatchObject({ name: 'Basmati Rice' });
    expect(entry!.after).toMatchObject({ name: 'Basmati Rice Gold' });
    expect((await notesOf(supplier.id)).map((n) => n.type)).toEqual(['product_revision_approved']);
    expect((await decide('approve')).status).toBe(409);
  });

  it('reject keeps the approved values on sale and tells the supplier why', async () => {
    await edit({ name: 'Basmati Rice Gold' });
    const res = await decide('reject', { reason: 'Name does not match the pack' });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Basmati Rice',
      approval_status: 'approved',
      pending_changes: null,
    });
    expect((await catalogue()).find((p) => p.id === id)?.name).toBe('Basmati Rice');
    const [note] = await notesOf(supplier.id);
    expect(note).toMatchObject({ type: 'product_revision_rejected' });
    expect(note!.message).toContain('Name does not match the pack');
    expect(await actionsOf()).toEqual(['product.revision_rejected']);
    expect(await productRow(t, id)).toMatchObject({ approvalStatus: 'approved', rejectionReason: null });
  });

  it('lets only one of two reviewers acting at once decide', async () => {
    await edit({ name: 'Basmati Rice Gold' });
    const answers = await Promise.all([decide('approve'), decide('approve')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await actionsOf()).toEqual(['product.revision_approved']);
  });
});

describe('images of pending revisions', () => {
  const upload = async () => {
    const res = await t.call('POST', '/api/upload/product-image', {
      token: supplier.token,
      body: fileForm('photo.png', TINY_PNG, 'image/png'),
    });
    expect(res.status).toBe(201);
    return res.data.url as string;
  };
  const shown = async (url: string) => (await t.app.request(url)).status === 200;

  it('survive the orphan sweep; approving releases the old image, rejecting the proposed one', async () => {
    const old = await upload();
    await edit({ image_url: old });
    expect((await decide('approve')).status).toBe(200);
    const proposed = await upload();
    await edit({ image_url: proposed });
    t.advance(25 * 3_600_000);
    expect((await runScheduledWork(t.services, t.services.clock.now())).orphanImages).toBe(0);
    expect(await shown(proposed)).toBe(true);
    expect((await decide('approve')).status).toBe(200);
    expect(await shown(old)).toBe(false);
    expect(await shown(proposed)).toBe(true);

    const refused = await upload();
    await edit({ image_url: refused });
    expect((await decide('reject', { reason: 'Blurry photo' })).status).toBe(200);
    expect(await shown(refused)).toBe(false);
    expect(await shown(proposed)).toBe(true);
  });
});
