import { auditLog, orders, products, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOrder, addProduct } from '../support/admin-fixtures.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/app.ts';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await t.userWithToken('admin')).token;
});
afterEach(() => t.close());

const line = (pricePaise: number, quantity = 1) => ({ productId: null, quantity, pricePaise });

describe('customers list', () => {
  it('answers orders and spend per customer, totals, search, sort and paging', async () => {
    const a = await t.userWithToken('customer', { restaurantName: 'Alpha Diner', username: 'Asha' });
    const b = await t.userWithToken('customer', { restaurantName: 'Beta Bistro', username: 'Bala' });
    await t.userWithToken('customer', { restaurantName: 'Bhopal Bites', cityId: 'city_bhopal' });
    // Revenue: paid or delivered, never cancelled or refunded.
    await addOrder(t.db, { customerId: a.id, status: 'delivered', lines: [line(50_000)] });
    await addOrder(t.db, {
      customerId: a.id,
      status: 'confirmed',
      paymentStatus: 'paid',
      lines: [line(20_000)],
    });
    await addOrder(t.db, { customerId: a.id, status: 'pending', lines: [line(99_900)] });
    await addOrder(t.db, {
      customerId: a.id,
      status: 'cancelled',
      paymentStatus: 'paid',
      lines: [line(7_000)],
    });
    await addOrder(t.db, {
      customerId: b.id,
      status: 'delivered',
      paymentStatus: 'refunded',
      lines: [line(5_000)],
    });

    const res = await t.call('GET', '/api/admin/customers?sort=total_spent&dir=desc', { token: admin });
    expect(res.status).toBe(200);
    expect(res.data.totals).toEqual({ customers: 3, orders: 5, revenue: 700 });
    expect(res.data.total).toBe(3);
    expect(res.data.items[0]).toMatchObject({
      restaurant_name: 'Alpha Diner',
      name: 'Asha',
      order_count: 4,
      total_spent: 700,
      is_active: true,
      city_name: 'Indore',
    });
    expect(res.data.items[0]).not.toHaveProperty('password_hash');
    expect(res.data.items[0]).not.toHaveProperty('passwordHash');

    for (const q of ['beta', 'BALA', b.email.split('@')[0]!.slice(-8)]) {
      const found = await t.call('GET', `/api/admin/customers?search=${encodeURIComponent(q)}`, {
        token: admin,
      });
      expect(found.data.items.map((c: { id: string }) => c.id)).toEqual([b.id]);
    }
    const wild = await t.call('GET', '/api/admin/customers?search=%25', { token: admin });
    expect(wild.data.total).toBe(0);

    const page2 = await t.call('GET', '/api/admin/customers?page=2&page_size=2&sort=restaurant_name', {
      token: admin,
    });
    expect(page2.data.items.map((c: { restaurant_name: string }) => c.restaurant_name)).toEqual([
      'Bhopal Bites',
    ]);
    expect(page2.data.total).toBe(3);

    const bad = await t.call('GET', '/api/admin/customers?sort=password_hash', { token: admin });
    expect(bad.status).toBe(400);
  });

  it('a sub-admin sees only its city, totals included', async () => {
    await t.userWithToken('customer', { restaurantName: 'Indore One' });
    const bhopal = await t.userWithToken('customer', { restaurantName: 'Bhopal One', cityId: 'city_bhopal' });
    await addOrder(t.db, {
      customerId: bhopal.id,
      cityId: 'city_bhopal',
      status: 'delivered',
      lines: [line(10_000)],
    });
    const sub = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_customers'],
    });
    const res = await t.call('GET', '/api/admin/customers', { token: sub.token });
    expect(res.data.items.map((c: { id: string }) => c.id)).toEqual([bhopal.id]);
    expect(res.data.totals).toEqual({ customers: 1, orders: 1, revenue: 100 });
  });

  it('answers 304 to a repeated list call with its ETag, 200 again after a change', async () => {
    const c = await t.userWithToken('customer');
    const first = await t.call('GET', '/api/admin/customers', { token: admin });
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(first.headers.get('cache-control')).toContain('private');
    const again = await t.call('GET', '/api/admin/customers', {
      token: admin,
      headers: { 'if-none-match': tag! },
    });
    expect(again.status).toBe(304);
    await t.call('PUT', `/api/admin/customers/${c.id}/status`, { token: admin, body: { is_active: false } });
    const changed = await t.call('GET', '/api/admin/customers', {
      token: admin,
      headers: { 'if-none-match': tag! },
    });
    expect(changed.status).toBe(200);
  });
});

describe('suppliers list', () => {
  it('answers total, approved and pending products per supplier and overall', async () => {
    const s = await t.userWithToken('supplier', { restaurantName: 'Malwa Wholesale' });
    const other = await t.userWithToken('supplier', { restaurantName: 'Zen Foods' });
    await addProduct(t.db, { supplierId: s.id });
    await addProduct(t.db, { supplierId: s.id, approval: 'pending' });
    await addProduct(t.db, { supplierId: s.id, approval: 'rejected' });
    await addProduct(t.db, { supplierId: other.id, approval: 'pending' });
    const res = await t.call('GET', '/api/admin/suppliers?sort=total_products&dir=desc', { token: admin });
    expect(res.data.totals).toEqual({ suppliers: 2, products: 4, approved_products: 1, pending_products: 2 });
    expect(res.data.items[0]).toMatchObject({
      restaurant_name: 'Malwa Wholesale',
      total_products: 3,
      approved_products: 1,
      pending_products: 1,
    });
    const search = await t.call('GET', '/api/admin/suppliers?search=zen', { token: admin });
    expect(search.data.items).toHaveLength(1);
    const inactive = await t.call('GET', '/api/admin/suppliers?status=inactive', { token: admin });
    expect(inactive.data.items).toHaveLength(0);
  });
});

describe('edit', () => {
  it('changes the profile, audits it, and refuses a taken e-mail with 409', async () => {
    const c = await t.userWithToken('customer');
    const other = await t.userWithToken('customer');
    const body = {
      name: 'Kiran Rao',
      email: 'Kiran@Example.in',
      phone: '9812345678',
      restaurant_name: 'Rao Kitchen',
      fssai_number: '11112222333344',
    };
    const res = await t.call('PUT', `/api/admin/customers/${c.id}`, { token: admin, body });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Kiran Rao',
      email: 'kiran@example.in',
      restaurant_name: 'Rao Kitchen',
    });
    const [log] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, c.id));
    expect(log).toMatchObject({ action: 'update', entity: 'customer' });
    expect((log!.before as { email: string }).email).toBe(c.email);

    const dup = await t.call('PUT', `/api/admin/customers/${c.id}`, {
      token: admin,
      body: { ...body, email: other.email },
    });
    expect(dup.status).toBe(409);
    expect(dup.data.detail).toBe('An account with this email already exists.');
    const bad = await t.call('PUT', `/api/admin/customers/${c.id}`, {
      token: admin,
      body: { ...body, name: ' ' },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.detail).toContain('Name is required');
    const [row] = await t.db.select().from(users).where(eq(users.id, c.id));
    expect(row!.email).toBe('kiran@example.in');
  });

  it('the super admin moves an account to another city (audited); a sub-admin cannot', async () => {
    const c = await t.userWithToken('customer');
    const body = { name: 'Kiran Rao', email: c.email, restaurant_name: 'Rao Kitchen', fssai_number: '' };
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_customers'] });
    const refused = await t.call('PUT', `/api/admin/customers/${c.id}`, {
      token: sub.token,
      body: { ...body, city_id: 'city_pune' },
    });
    expect(refused.status).toBe(403);
    expect(refused.data.detail).toBe('Only the super admin moves an account to another city.');
    // The city it already has is no move: a sub-admin's edit goes through.
    const same = await t.call('PUT', `/api/admin/customers/${c.id}`, {
      token: sub.token,
      body: { ...body, city_id: 'city_indore' },
    });
    expect(same.status).toBe(200);
    const unknown = await t.call('PUT', `/api/admin/customers/${c.id}`, {
      token: admin,
      body: { ...body, city_id: 'city_atlantis' },
    });
    expect(unknown.status).toBe(400);
    expect((await t.db.select().from(users).where(eq(users.id, c.id)))[0]!.cityId).toBe('city_indore');

    const moved = await t.call('PUT', `/api/admin/customers/${c.id}`, {
      token: admin,
      body: { ...body, city_id: 'city_pune' },
    });
    expect(moved.status).toBe(200);
    expect(moved.data).toMatchObject({ city_id: 'city_pune', city_name: 'Pune' });
    const logs = await t.db.select().from(auditLog).where(eq(auditLog.entityId, c.id));
    const move = logs.find((l) => (l.after as { city_id: string }).city_id === 'city_pune')!;
    expect(move.before).toMatchObject({ city_id: 'city_indore', city_name: 'Indore' });
    // Now outside the Indore sub-admin's reach.
    expect((await t.call('PUT', `/api/admin/customers/${c.id}`, { token: sub.token, body })).status).toBe(
      404,
    );
  });

  it('a customer id is not a supplier: 404 under the other list', async () => {
    const c = await t.userWithToken('customer');
    const res = await t.call('PUT', `/api/admin/suppliers/${c.id}/status`, {
      token: admin,
      body: { is_active: false },
    });
    expect(res.status).toBe(404);
  });
});

describe('activate and deactivate', () => {
  it('deactivation logs the account out at once and refuses login; reactivation lets it back', async () => {
    const c = await t.userWithToken('customer');
    expect((await t.call('GET', '/api/auth/me', { token: c.token })).status).toBe(200);
    const off = await t.call('PUT', `/api/admin/customers/${c.id}/status`, {
      token: admin,
      body: { is_active: false },
    });
    expect(off.status).toBe(200);
    expect(off.data.is_active).toBe(false);
    expect((await t.call('GET', '/api/auth/me', { token: c.token })).status).toBe(401);
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: c.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(403);
    await t.call('PUT', `/api/admin/customers/${c.id}/status`, { token: admin, body: { is_active: true } });
    const back = await t.call('POST', '/api/auth/login', {
      body: { email: c.email, password: TEST_PASSWORD },
    });
    expect(back.status).toBe(200);
  });

  it('refuses a missing flag', async () => {
    const s = await t.userWithToken('supplier');
    const res = await t.call('PUT', `/api/admin/suppliers/${s.id}/status`, { token: admin, body: {} });
    expect(res.status).toBe(400);
  });
});

describe('delete', () => {
  it('deletes an account without history outright', async () => {
    const c = await t.userWithToken('customer');
    const res = await t.call('DELETE', `/api/admin/customers/${c.id}`, { token: admin });
    expect(res.data).toEqual({ deleted: true, anonymised: false });
    expect(await t.db.select().from(users).where(eq(users.id, c.id))).toHaveLength(0);
    expect((await t.call('GET', '/api/auth/me', { token: c.token })).status).toBe(401);
  });

  it('anonymises and deactivates a customer with orders; the orders stay whole', async () => {
    const c = await t.userWithToken('customer');
    const orderId = await addOrder(t.db, { customerId: c.id, status: 'delivered', lines: [line(10_000)] });
    const res = await t.call('DELETE', `/api/admin/customers/${c.id}`, { token: admin });
    expect(res.data).toEqual({ deleted: true, anonymised: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, c.id));
    expect(row).toMatchObject({ isActive: false, phone: '', address: '', fssaiNumber: '' });
    expect(row!.email).not.toBe(c.email);
    expect(row!.deletedAt).not.toBeNull();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.customerId).toBe(c.id);
    const list = await t.call('GET', '/api/admin/customers', { token: admin });
    expect(list.data.items.map((x: { id: string }) => x.id)).not.toContain(c.id);
    expect((await t.call('DELETE', `/api/admin/customers/${c.id}`, { token: admin })).status).toBe(404);
    // The address is free again.
    const again = await t.call('POST', '/api/auth/register', {
      body: {
        username: 'New',
        email: c.email,
        password: 'secret123',
        restaurant_name: 'New Kitchen',
        fssai_number: '12345678901234',
        phone: '9876543210',
        address: '2 Road',
        city_id: 'city_indore',
      },
    });
    expect(again.status).toBe(201);
  });

  it('anonymises a supplier with products and withdraws its listings', async () => {
    const s = await t.userWithToken('supplier', { restaurantName: 'Malwa Wholesale' });
    const p = await addProduct(t.db, { supplierId: s.id });
    const res = await t.call('DELETE', `/api/admin/suppliers/${s.id}`, { token: admin });
    expect(res.data.anonymised).toBe(true);
    const [prod] = await t.db.select().from(products).where(eq(products.id, p));
    expect(prod!.isActive).toBe(false);
  });
});

describe('CSV export', () => {
  it('exports every matching row, with formula-like cells neutralised', async () => {
    await t.userWithToken('customer', {
      restaurantName: '=HYPERLINK("http://evil","x")',
      username: '+cmd|calc',
    });
    await t.userWithToken('customer', { restaurantName: 'Plain, "Quoted" Kitchen', username: '@sum' });
    await t.userWithToken('customer', { restaurantName: 'Tab', username: '\tlead' });
    const res = await t.call('GET', '/api/admin/customers/export', { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/customers-\d{4}-\d{2}-\d{2}\.csv/);
    const text = String(res.data).replace(/^\uFEFF/, '');
    const rows = text.trim().split('\r\n');
    expect(rows[0]).toBe('Restaurant,Name,Email,Phone,FSSAI,City,Status,Orders,Total spent (INR)');
    expect(rows).toHaveLength(4);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(text).toContain(`'+cmd|calc`);
    expect(text).toContain(`'@sum`);
    expect(text).toContain(`'\tlead`);
    expect(text).toContain('"Plain, ""Quoted"" Kitchen"');
    for (const r of rows.slice(1)) expect(r).not.toMatch(/(^|,)[=+\-@]/);
  });

  it('exports suppliers with their counts', async () => {
    const s = await t.userWithToken('supplier', { restaurantName: 'Zen Foods' });
    await addProduct(t.db, { supplierId: s.id });
    const res = await t.call('GET', '/api/admin/suppliers/export?search=zen', { token: admin });
    const rows = String(res.data)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/,Products,Approved,Pending,Legal name,GSTIN,State$/);
    expect(rows[1]).toMatch(/^Zen Foods,.*,Active,1,1,0,,,$/);
  });
});
