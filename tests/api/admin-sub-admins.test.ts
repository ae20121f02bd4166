import { users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await t.userWithToken('admin')).token;
});
afterEach(() => t.close());

const create = (body: Record<string, unknown>) =>
  t.call('POST', '/api/admin/sub-admins', { token: admin, body });
const base = {
  username: 'Sunita',
  email: 'sunita@city.in',
  password: 'secret123',
  phone: '9876501234',
  city_id: 'city_bhopal',
  restaurant_name: 'Bhopal office',
  address: 'MP Nagar',
  permissions: ['manage_orders', 'view_analytics'],
};
const login = (email: string, password: string) =>
  t.call('POST', '/api/auth/login', { body: { email, password } });

describe('sub-admins', () => {
  it('creates one that logs in with its city and permissions, and lists it', async () => {
    const res = await create(base);
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      username: 'Sunita',
      email: 'sunita@city.in',
      city_id: 'city_bhopal',
      city_name: 'Bhopal',
      permissions: ['manage_orders', 'view_analytics'],
      is_active: true,
    });
    expect(res.data).not.toHaveProperty('password');
    const session = await login('sunita@city.in', 'secret123');
    expect(session.status).toBe(200);
    expect(session.data.user).toMatchObject({
      user_type: 'sub_admin',
      is_admin: false,
      city_id: 'city_bhopal',
    });
    const token = session.data.access_token;
    expect((await t.call('GET', '/api/admin/orders', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/customers', { token })).status).toBe(403);
    const list = await t.call('GET', '/api/admin/sub-admins', { token: admin });
    expect(list.data.map((s: { email: string }) => s.email)).toEqual(['sunita@city.in']);
  });

  it('refuses bad input with a clear 4xx and creates nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, password: '' }, 400, 'Password must be at least 6 characters'],
      [{ ...base, password: undefined }, 400, 'password'],
      [{ ...base, city_id: undefined }, 400, 'city_id'],
      [{ ...base, city_id: 'city_atlantis' }, 400, 'Please choose a city from the list.'],
      [{ ...base, username: '  ' }, 400, 'Username is required'],
      [{ ...base, email: 'nope' }, 400, 'Please enter a valid email address'],
      [{ ...base, permissions: ['launch_rockets'] }, 400, 'permissions'],
    ];
    for (const [body, status, detail] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.data.detail).toContain(detail);
    }
    const taken = await create({ ...base, email: (await t.userWithToken('customer')).email });
    expect(taken.status).toBe(409);
    expect((await t.call('GET', '/api/admin/sub-admins', { token: admin })).data).toEqual([]);
  });

  it('edits: a blank password keeps the current one; a new one logs the old sessions out', async () => {
    const { data: sub } = await create(base);
    const first = (await login(base.email, base.password)).data.access_token;
    const edit = {
      ...base,
      password: '',
      username: 'Sunita R',
      city_id: 'city_indore',
      permissions: ['manage_customers'],
    };
    const res = await t.call('PUT', `/api/admin/sub-admins/${sub.id}`, { token: admin, body: edit });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      username: 'Sunita R',
      city_name: 'Indore',
      permissions: ['manage_customers'],
    });
    // Same session, new rights at once.
    expect((await t.call('GET', '/api/admin/customers', { token: first })).status).toBe(200);
    expect((await t.call('GET', '/api/admin/orders', { token: first })).status).toBe(403);
    expect((await login(base.email, base.password)).status).toBe(200);

    await t.call('PUT', `/api/admin/sub-admins/${sub.id}`, {
      token: admin,
      body: { ...edit, password: 'newpass1' },
    });
    expect((await t.call('GET', '/api/auth/me', { token: first })).status).toBe(401);
    expect((await login(base.email, base.password)).status).toBe(401);
    expect((await login(base.email, 'newpass1')).status).toBe(200);
  });

  it('deactivating one logs it out and refuses login', async () => {
    const { data: sub } = await create(base);
    const token = (await login(base.email, base.password)).data.access_token;
    await t.call('PUT', `/api/admin/sub-admins/${sub.id}`, {
      token: admin,
      body: { ...base, password: '', is_active: false },
    });
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await login(base.email, base.password)).status).toBe(403);
  });

  it('deletes: access revoked, gone from the list, the e-mail reusable, the audit trail kept', async () => {
    const { data: sub } = await create(base);
    const token = (await login(base.email, base.password)).data.access_token;
    t.advance(1000);
    expect((await t.call('DELETE', `/api/admin/sub-admins/${sub.id}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { token })).status).toBe(401);
    expect((await t.call('GET', '/api/admin/sub-admins', { token: admin })).data).toEqual([]);
    expect((await t.call('DELETE', `/api/admin/sub-admins/${sub.id}`, { token: admin })).status).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, sub.id));
    expect(row).toMatchObject({ isActive: false, username: 'Sunita', permissions: [] });
    t.advance(1000);
    expect((await create(base)).status).toBe(201);
    const log = await t.call('GET', '/api/admin/audit-log?entity=sub_admin', { token: admin });
    expect(log.data.items.map((e: { action: string }) => e.action)).toEqual(['create', 'delete', 'create']);
  });

  it('only sub-admin ids: another account is 404', async () => {
    const c = await t.userWithToken('customer');
    const res = await t.call('DELETE', `/api/admin/sub-admins/${c.id}`, { token: admin });
    expect(res.status).toBe(404);
    const put = await t.call('PUT', `/api/admin/sub-admins/${c.id}`, { token: admin, body: base });
    expect(put.status).toBe(404);
  });
});

describe('audit log', () => {
  it('lists who did what and when, newest first, with before and after, paged', async () => {
    const c = await t.userWithToken('customer');
    await t.call('PUT', `/api/admin/customers/${c.id}/status`, { token: admin, body: { is_active: false } });
    t.advance(1000);
    await t.call('POST', '/api/cities', { token: admin, body: { name: 'Surat', state: 'Gujarat' } });
    const res = await t.call('GET', '/api/admin/audit-log?page_size=1', { token: admin });
    expect(res.status).toBe(200);
    expect(res.data.total).toBe(2);
    expect(res.data.items).toHaveLength(1);
    expect(res.data.items[0]).toMatchObject({
      action: 'create',
      entity: 'city',
      actor_name: expect.stringContaining('admin'),
    });
    const page2 = await t.call('GET', '/api/admin/audit-log?page_size=1&page=2', { token: admin });
    expect(page2.data.items[0]).toMatchObject({
      action: 'deactivate',
      entity: 'customer',
      entity_id: c.id,
      before: { is_active: true },
      after: { is_active: false },
    });
    expect(Date.parse(page2.data.items[0].created_at)).toBeGreaterThan(0);
  });
});

describe('cities', () => {
  it('adds a city (name and state required, duplicates refused) and (de)activates it', async () => {
    const res = await t.call('POST', '/api/cities', {
      token: admin,
      body: { name: 'Surat', state: 'Gujarat' },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ name: 'Surat', state: 'Gujarat', is_active: true });
    const dup = await t.call('POST', '/api/cities', {
      token: admin,
      body: { name: 'surat', state: 'GUJARAT' },
    });
    expect(dup.status).toBe(409);
    const empty = await t.call('POST', '/api/cities', { token: admin, body: { name: '', state: 'Gujarat' } });
    expect(empty.status).toBe(400);
    expect(empty.data.detail).toContain('City name is required');
    const noState = await t.call('POST', '/api/cities', { token: admin, body: { name: 'Vapi' } });
    expect(noState.status).toBe(400);
    const off = await t.call('PUT', `/api/cities/${res.data.id}/status`, {
      token: admin,
      body: { is_active: false },
    });
    expect(off.data.is_active).toBe(false);
    const pub = await t.call('GET', '/api/cities');
    expect(pub.data.map((c: { name: string }) => c.name)).not.toContain('Surat');
    expect(
      (await t.call('PUT', '/api/cities/city_nowhere/status', { token: admin, body: { is_active: true } }))
        .status,
    ).toBe(404);
  });
});
