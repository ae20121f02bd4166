import { apiKeys, auditLog, orders, outbox, sessions } from '@app/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { GSTIN_MH, GSTIN_MP, invitation, invitedMember, ownerWithBusiness } from '../support/business.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';

// Businesses, outlets and people (decision 0102): invitations, roles, removal, GSTIN per state, access.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const business = (id: string, token: string) => t.call('GET', `/api/account/businesses/${id}`, { token });
const outlet = (city: string, gstin: string | null, name = 'Second kitchen') => ({
  name,
  address: '5 Link Road',
  city_id: city,
  fssai_number: '11223344556677',
  gstin,
});
const addOutlet = (o: Awaited<ReturnType<typeof ownerWithBusiness>>, body: unknown, token = o.owner.token) =>
  t.call('POST', `/api/account/businesses/${o.businessId}/outlets`, { token, body });

describe('every customer owns a business', () => {
  it('a customer reads its own business: one outlet made of its profile, itself as owner', async () => {
    const o = await ownerWithBusiness(t);
    const res = await business(o.businessId, o.owner.token);
    expect(res.status).toBe(200);
    expect(res.data.role).toBe('owner');
    expect(res.data.outlets).toEqual([
      expect.objectContaining({ address: '1 Test Road', city_id: 'city_indore', state: 'Madhya Pradesh' }),
    ]);
    expect(res.data.people).toEqual([
      expect.objectContaining({ email: o.owner.email, role: 'owner', is_you: true, is_account_holder: true }),
    ]);
    // Read again: still one business (made once).
    const again = await t.call('GET', '/api/account/businesses', { token: o.owner.token });
    expect(again.data).toHaveLength(1);
  });
});

describe('orders name their outlet', () => {
  it('an order carries its outlet: the only one, or with several the first unless X-Outlet names another', async () => {
    const product = await makeProduct(t, { stockQuantity: 30 });
    const buyer = await customerWithCart(t, [[product, 1]]);
    const [mine] = (await t.call('GET', '/api/account/businesses', { token: buyer.token })).data;
    const placed = await t.call('POST', '/api/orders', { token: buyer.token, body: CHECKOUT });
    expect(placed.status).toBe(201);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, placed.data.id));
    expect(order!.outletId).toBe(mine.outlets[0].id);
    await t.call('POST', `/api/account/businesses/${mine.id}/outlets`, {
      token: buyer.token,
      body: outlet('city_indore', null, 'Second kitchen'),
    });
    await t.call('POST', '/api/cart', { token: buyer.token, body: { product_id: product, quantity: 1 } });
    const again = await t.call('POST', '/api/orders', { token: buyer.token, body: CHECKOUT });
    const [second] = await t.db.select().from(orders).where(eq(orders.id, again.data.id));
    expect(second!.outletId).toBe(mine.outlets[0].id);
  });
});

describe('outlets and GSTIN per state', () => {
  it('adds outlets in two states, each with its own state GSTIN', async () => {
    const o = await ownerWithBusiness(t);
    const mp = await addOutlet(o, outlet('city_indore', GSTIN_MP, 'Vijay Nagar'));
    expect(mp.status).toBe(201);
    expect(mp.data).toMatchObject({ gstin: GSTIN_MP, state: 'Madhya Pradesh' });
    const mh = await addOutlet(o, outlet('city_mumbai', GSTIN_MH, 'Bandra'));
    expect(mh.status).toBe(201);
    expect(mh.data).toMatchObject({ gstin: GSTIN_MH, state: 'Maharashtra' });
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, mh.data.id));
    expect(audited.map((a) => a.action)).toEqual(['outlet.create']);
  });

  it('refuses a GSTIN of another state, and a second GSTIN in one state, naming the field', async () => {
    const o = await ownerWithBusiness(t);
    const wrongState = await addOutlet(o, outlet('city_mumbai', GSTIN_MP));
    expect(wrongState.status).toBe(400);
    expect(wrongState.data.errors[0].path).toEqual(['gstin']);
    expect(wrongState.data.detail).toContain('Maharashtra');
    expect((await addOutlet(o, outlet('city_indore', GSTIN_MP))).status).toBe(201);
    const second = await addOutlet(o, outlet('city_indore', '23AABCR5678K1Z1'));
    expect(second.status).toBe(400);
    expect(second.data.detail).toContain(GSTIN_MP);
    // The same registration again in the state is fine; so is none.
    expect((await addOutlet(o, outlet('city_indore', GSTIN_MP, 'Palasia'))).status).toBe(201);
    expect((await addOutlet(o, outlet('city_indore', null, 'Rau'))).status).toBe(201);
    const bad = await addOutlet(o, outlet('city_indore', '23AAACS1234F1Z9'));
    expect(bad.status).toBe(400);
  });

  it('answers in Hindi when asked', async () => {
    const o = await ownerWithBusiness(t);
    const res = await t.call('POST', `/api/account/businesses/${o.businessId}/outlets`, {
      token: o.owner.token,
      body: outlet('city_mumbai', GSTIN_MP),
      headers: { 'accept-language': 'hi' },
    });
    expect(res.status).toBe(400);
    expect(res.data.detail).toContain('GSTIN अपने राज्य');
  });
});

describe('invitations', () => {
  it('e-mails a link; a new person registers through it into the business, audited', async () => {
    const o = await ownerWithBusiness(t);
    const inv = await invitation(t, o);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, inv.email));
    expect(mail!.body).toContain(`/register?invite=${inv.token}`);
    const view = await t.call('GET', `/api/invitations/${inv.token}`);
    expect(view.data).toMatchObject({ email: inv.email, role: 'outlet_staff', has_account: false });
    const reg = await t.call('POST', `/api/invitations/${inv.token}/register`, {
      body: { username: 'Arjun Patel', password: 'secret123', phone: '9876543210' },
    });
    expect(reg.status).toBe(201);
    expect(reg.data.user).toMatchObject({ email: inv.email, user_type: 'customer', city_id: 'city_indore' });
    const mine = await t.call('GET', '/api/account/businesses', { token: reg.data.access_token });
    expect(mine.data).toEqual([expect.objectContaining({ id: o.businessId, role: 'outlet_staff' })]);
    // Used up.
    expect((await t.call('GET', `/api/invitations/${inv.token}`)).status).toBe(404);
    const actions = (
      await t.db.select().from(auditLog).where(eq(auditLog.entity, 'business_invitation'))
    ).map((a) => a.entityId);
    expect(actions).toContain(inv.id);
    const [accepted] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'business_invitation.accept'), eq(auditLog.actorId, reg.data.user.id)));
    expect(accepted).toBeDefined();
  });

  it('an existing customer accepts with its own address; a forwarded link is refused', async () => {
    const o = await ownerWithBusiness(t);
    const someone = await t.userWithToken('customer');
    const stranger = await t.userWithToken('customer');
    const inv = await invitation(t, o, { email: someone.email, role: 'purchase_manager' });
    expect((await t.call('GET', `/api/invitations/${inv.token}`)).data.has_account).toBe(true);
    const forwarded = await t.call('POST', `/api/invitations/${inv.token}/accept`, { token: stranger.token });
    expect(forwarded.status).toBe(403);
    const ok = await t.call('POST', `/api/invitations/${inv.token}/accept`, { token: someone.token });
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ business_id: o.businessId, role: 'purchase_manager' });
    // Its own business stays its own: it now belongs to two.
    const mine = await t.call('GET', '/api/account/businesses', { token: someone.token });
    expect(mine.data.map((b: { role: string }) => b.role).sort()).toEqual(['owner', 'purchase_manager']);
  });

  it('a new invitation to the same address replaces the open one; an expired link is refused', async () => {
    const o = await ownerWithBusiness(t);
    const first = await invitation(t, o, { email: 'twice@test.in' });
    const second = await invitation(t, o, { email: 'twice@test.in' });
    expect((await t.call('GET', `/api/invitations/${first.token}`)).status).toBe(404);
    t.advance(8 * 86_400_000);
    expect((await t.call('GET', `/api/invitations/${second.token}`)).status).toBe(404);
  });
});

describe('roles and access', () => {
  it('only the owner manages outlets and people; outlet staff see their own outlet only', async () => {
    const o = await ownerWithBusiness(t);
    const other = await addOutlet(o, outlet('city_mumbai', GSTIN_MH, 'Bandra'));
    const chef = await invitedMember(t, o);
    const view = await business(o.businessId, chef.token);
    expect(view.data.role).toBe('outlet_staff');
    expect(view.data.outlets.map((x: { id: string }) => x.id)).toEqual([o.outletId]);
    expect(view.data.people).toEqual([]);
    expect((await addOutlet(o, outlet('city_indore', null), chef.token)).status).toBe(403);
    const put = await t.call('PUT', `/api/account/businesses/${o.businessId}/outlets/${other.data.id}`, {
      token: chef.token,
      body: outlet('city_mumbai', null),
    });
    expect(put.status).toBe(403);
    const inviteByChef = await t.call('POST', `/api/account/businesses/${o.businessId}/invitations`, {
      token: chef.token,
      body: { email: 'x@test.in', role: 'owner' },
    });
    expect(inviteByChef.status).toBe(403);
    // A stranger reaches nothing of the business.
    const stranger = await t.userWithToken('customer');
    expect((await business(o.businessId, stranger.token)).status).toBe(403);
  });

  it('the owner changes a role and outlets, audited; the account holder stays owner', async () => {
    const o = await ownerWithBusiness(t);
    const other = await addOutlet(o, outlet('city_mumbai', GSTIN_MH, 'Bandra'));
    const chef = await invitedMember(t, o);
    const path = `/api/account/businesses/${o.businessId}/members/${chef.memberId}`;
    const res = await t.call('PUT', path, {
      token: o.owner.token,
      body: { role: 'purchase_manager', outlet_ids: [o.outletId, other.data.id] },
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ role: 'purchase_manager' });
    expect(res.data.outlet_ids.sort()).toEqual([o.outletId, other.data.id].sort());
    expect((await business(o.businessId, chef.token)).data.outlets).toHaveLength(2);
    const noOutlets = await t.call('PUT', path, { token: o.owner.token, body: { role: 'outlet_staff' } });
    expect(noOutlets.status).toBe(400);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'business_member.role'), eq(auditLog.entityId, chef.memberId)));
    expect(entry!.after).toMatchObject({ role: 'purchase_manager' });
    const holder = (await business(o.businessId, o.owner.token)).data.people.find(
      (p: { is_account_holder: boolean }) => p.is_account_holder,
    );
    const demote = await t.call('PUT', `/api/account/businesses/${o.businessId}/members/${holder.id}`, {
      token: o.owner.token,
      body: { role: 'outlet_staff', outlet_ids: [o.outletId] },
    });
    expect(demote.status).toBe(409);
  });

  it('removing a person ends its sessions and keys at once, and it reaches nothing of the business', async () => {
    const o = await ownerWithBusiness(t);
    const chef = await invitedMember(t, o, 'purchase_manager');
    const key = await t.call('POST', '/api/keys', {
      token: chef.token,
      body: { name: 'Kitchen tablet', scopes: ['orders:read'] },
    });
    expect(key.status).toBe(201);
    const res = await t.call('DELETE', `/api/account/businesses/${o.businessId}/members/${chef.memberId}`, {
      token: o.owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ sessions_ended: 1, keys_revoked: 1 });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, chef.userId))).toEqual([]);
    const open = await t.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, chef.userId), isNull(apiKeys.revokedAt)));
    expect(open).toEqual([]);
    expect((await t.call('GET', '/api/auth/me', { token: chef.token })).status).toBe(401);
    expect((await t.call('GET', '/api/orders', { token: key.data.key })).status).toBe(401);
    // Logged in again, the person is no longer in the business.
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: chef.email, password: 'secret123' },
    });
    expect((await business(o.businessId, login.data.access_token)).status).toBe(403);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'business_member.remove'), eq(auditLog.entityId, chef.memberId)));
    expect(entry!.after).toEqual({ sessions_ended: 1, keys_revoked: 1 });
  });
});
