import { auditLog, outbox } from '@app/db';
import { PERMISSIONS } from '@app/db/enums';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../support/app.ts';

// Staff changing an account's e-mail hand the account to whoever holds the new address: the
// account's sessions end, the old address is told, and the audit log keeps both addresses.

let t: TestApp;
beforeEach(async () => {
  (globalThis as { allowConsoleError?: boolean }).allowConsoleError = false;
  t = await createTestApp({}, { SITE_EMAIL: 'help@supply.test', SITE_PHONE: '+91 90000 11111' });
});
afterEach(() => t.close());

type User = Awaited<ReturnType<TestApp['userWithToken']>>;
const me = (u: User) => t.call('GET', '/api/auth/me', { token: u.token });
const mailTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));
const emailChanges = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'email_change')));

const profile = (email: string) => ({
  name: 'Kiran Rao',
  email,
  phone: '9812345678',
  restaurant_name: 'Rao Kitchen',
  fssai_number: '11112222333344',
});

describe('a sub-admin changes a customer’s e-mail', () => {
  it('ends the customer’s sessions, tells the old address, and audit-logs both addresses', async () => {
    const sub = await t.userWithToken('sub_admin', { permissions: [...PERMISSIONS] });
    const customer = await t.userWithToken('customer');
    expect((await me(customer)).status).toBe(200);

    const res = await t.call('PUT', `/api/admin/customers/${customer.id}`, {
      token: sub.token,
      body: profile('New.Owner@Example.in'),
    });
    expect(res.status).toBe(200);
    expect(res.data.email).toBe('new.owner@example.in');

    expect((await me(customer)).status).toBe(401);
    expect((await me(sub)).status, 'the acting staff member stays signed in').toBe(200);

    const [notice, ...more] = await mailTo(customer.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('The e-mail address of your Supply & Beyond account was changed');
    expect(notice!.body).toContain('Hello Kiran Rao,');
    expect(notice!.body).toContain(`it is no longer ${customer.email}`);
    expect(notice!.body).toContain('contact us at once: help@supply.test or +91 90000 11111');
    expect(await mailTo('new.owner@example.in')).toEqual([]);

    const [entry, ...others] = await emailChanges(customer.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      actorId: sub.id,
      entity: 'customer',
      before: { email: customer.email },
      after: { email: 'new.owner@example.in', sessions_ended: true },
    });
  });

  it('voids a reset token sent to the old address before the change', async () => {
    const admin = await t.userWithToken('admin');
    const customer = await t.userWithToken('customer');
    const reset = await t.call('POST', '/api/auth/request-password-reset', {
      body: { email: customer.email },
    });
    const token = reset.data.reset_token as string;
    expect(token).toBeTruthy();

    await t.call('PUT', `/api/admin/customers/${customer.id}`, {
      token: admin.token,
      body: profile('moved@example.in'),
    });
    const use = await t.call('POST', '/api/auth/reset-password', {
      body: { email: 'moved@example.in', reset_token: token, new_password: 'taken-over1' },
    });
    expect(use.status).toBe(400);
    expect(use.data.code).toBe('invalid_token');
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: 'moved@example.in', password: TEST_PASSWORD },
    });
    expect(login.status, 'the password is unchanged').toBe(200);
  });

  it('does none of that when the address stays the same (whatever its case)', async () => {
    const sub = await t.userWithToken('sub_admin', { permissions: [...PERMISSIONS] });
    const customer = await t.userWithToken('customer');
    const res = await t.call('PUT', `/api/admin/customers/${customer.id}`, {
      token: sub.token,
      body: profile(customer.email.toUpperCase()),
    });
    expect(res.status).toBe(200);
    expect(res.data.name).toBe('Kiran Rao');
    expect((await me(customer)).status).toBe(200);
    expect(await mailTo(customer.email)).toEqual([]);
    expect(await emailChanges(customer.id)).toEqual([]);
  });
});

describe('other accounts whose e-mail staff can change', () => {
  it('a supplier’s, changed by the super admin', async () => {
    const admin = await t.userWithToken('admin');
    const supplier = await t.userWithToken('supplier');
    const res = await t.call('PUT', `/api/admin/suppliers/${supplier.id}`, {
      token: admin.token,
      body: profile('orders@meena.in'),
    });
    expect(res.status).toBe(200);
    expect((await me(supplier)).status).toBe(401);
    expect(await mailTo(supplier.email)).toHaveLength(1);
    expect(await emailChanges(supplier.id)).toMatchObject([
      { entity: 'supplier', before: { email: supplier.email }, after: { email: 'orders@meena.in' } },
    ]);
  });

  it('a sub-admin’s, changed by the super admin; a save that keeps it ends nothing', async () => {
    const admin = await t.userWithToken('admin');
    const sub = await t.userWithToken('sub_admin', { permissions: ['manage_orders'] });
    const body = (email: string) => ({
      username: 'Indore Operations',
      email,
      password: '',
      city_id: 'city_indore',
      permissions: ['manage_orders'],
    });
    const same = await t.call('PUT', `/api/admin/sub-admins/${sub.id}`, {
      token: admin.token,
      body: body(sub.email),
    });
    expect(same.status).toBe(200);
    expect((await me(sub)).status).toBe(200);
    expect(await mailTo(sub.email)).toEqual([]);

    const changed = await t.call('PUT', `/api/admin/sub-admins/${sub.id}`, {
      token: admin.token,
      body: body('ops.indore@example.in'),
    });
    expect(changed.status).toBe(200);
    expect((await me(sub)).status).toBe(401);
    expect((await me(admin)).status).toBe(200);
    expect(await mailTo(sub.email)).toHaveLength(1);
    expect(await emailChanges(sub.id)).toMatchObject([
      { actorId: admin.id, entity: 'sub_admin', before: { email: sub.email } },
    ]);
  });
});

describe('when the notice cannot be sent', () => {
  it('the change stands, the sessions are ended, and the failure is logged', async () => {
    await t.close();
    t = await createTestApp({
      mailer: {
        delivers: true,
        send: async () => {
          throw new Error('The mail API answered 503.');
        },
      },
    });
    (globalThis as { allowConsoleError?: boolean }).allowConsoleError = true;
    const admin = await t.userWithToken('admin');
    const customer = await t.userWithToken('customer');
    const res = await t.call('PUT', `/api/admin/customers/${customer.id}`, {
      token: admin.token,
      body: profile('still.changed@example.in'),
    });
    expect(res.status).toBe(200);
    expect((await me(customer)).status).toBe(401);
    expect(console.error).toHaveBeenCalledWith(
      'E-mail change notice not sent:',
      'The mail API answered 503.',
    );
  });
});
