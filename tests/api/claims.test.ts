import { claimPhotos, claims, notifications, orders, taxDocuments } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';
import { claimPhoto, deliveredTomatoes, fileClaim } from '../support/claims.ts';

// Issue 35 item 5: quality claims on delivered lines, decided by the city's staff.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

type World = Awaited<ReturnType<typeof deliveredTomatoes>>;
const decide = (w: World, id: string, body: Record<string, unknown>, token = w.admin.token) =>
  t.call('PUT', `/api/admin/claims/${id}`, { token, body });
const notesOf = (orderId: string) =>
  t.db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'credit_note')));
const totalOf = async (orderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.totalPaise;

describe('filing a claim', () => {
  it('files on a delivered line with a photo; its supplier and the city’s staff see it, others do not', async () => {
    const w = await deliveredTomatoes(t);
    const res = await fileClaim(t, w);
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data).toMatchObject({
      order_id: w.order.id,
      product_name: 'Desi Tomato',
      supplier_name: 'Malwa Fresh',
      quantity: 1.5,
      sold_by: 'kg',
      reason: 'spoiled',
      status: 'open',
      credited: 0,
    });
    expect(res.data.photo_ids).toHaveLength(1);
    const mine = await t.call('GET', `/api/orders/${w.order.id}/claims`, { token: w.me.token });
    expect(mine.data.claims.map((c: { id: string }) => c.id)).toEqual([res.data.id]);
    const theirs = await t.call('GET', '/api/supplier/claims', { token: w.supplier.token });
    expect(theirs.data).toMatchObject({ total: 1, items: [{ id: res.data.id }] });
    const other = await t.userWithToken('supplier');
    expect((await t.call('GET', '/api/supplier/claims', { token: other.token })).data.total).toBe(0);
    expect((await t.call('GET', '/api/admin/claims?status=open', { token: w.admin.token })).data.total).toBe(
      1,
    );
    const elsewhere = await t.userWithToken('sub_admin', {
      cityId: 'city_bhopal',
      permissions: ['manage_orders'],
    });
    expect((await t.call('GET', '/api/admin/claims', { token: elsewhere.token })).data.total).toBe(0);
    expect((await decide(w, res.data.id, { decision: 'reject', reason: 'x' }, elsewhere.token)).status).toBe(
      404,
    );
    const stranger = await t.userWithToken('customer');
    expect((await t.call('GET', `/api/orders/${w.order.id}/claims`, { token: stranger.token })).status).toBe(
      404,
    );
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, w.supplier.id));
    expect(told.map((n) => n.message)).toContain('customer company claims 1.5 kg of Desi Tomato: spoiled.');
  });

  it('shows its photos to who took them, the supplier and staff, and to no one else', async () => {
    const w = await deliveredTomatoes(t);
    const claim = (await fileClaim(t, w)).data;
    const read = (token: string) => t.call('GET', `/api/claims/photos/${claim.photo_ids[0]}`, { token });
    for (const who of [w.me, w.supplier, w.admin]) expect((await read(who.token)).status).toBe(200);
    for (const role of ['supplier', 'customer'] as const)
      expect((await read((await t.userWithToken(role)).token)).status).toBe(404);
    // A stored claim photo is never served by the public image route.
    const [photo] = await t.db.select().from(claimPhotos).where(eq(claimPhotos.id, claim.photo_ids[0]));
    expect(photo!.key.startsWith('claims/')).toBe(true);
    expect((await t.call('GET', `/images/${photo!.key}`)).status).toBe(404);
  });

  it('refuses a line not delivered, more than was supplied, no or foreign photos, and after the window', async () => {
    const w = await deliveredTomatoes(t);
    expect((await fileClaim(t, w, { quantity: 4.25 })).data).toMatchObject({
      code: 'over_claim',
      detail: 'You can claim at most 4 kg of Desi Tomato: what was supplied and not claimed already.',
    });
    expect((await fileClaim(t, w, { photo_ids: [] })).status).toBe(400);
    const someoneElses = await claimPhoto(t, (await t.userWithToken('customer')).token);
    expect((await fileClaim(t, w, { photo_ids: [someoneElses] })).data.code).toBe('photo_not_found');
    expect((await fileClaim(t, w, { quantity: 3 })).status).toBe(201);
    expect((await fileClaim(t, w, { quantity: 1.25 })).data.code).toBe('over_claim');
    t.advance(25 * 3_600_000);
    expect((await fileClaim(t, w, { quantity: 0.5 })).data).toMatchObject({
      code: 'claim_window_closed',
      detail: 'Claims on these goods close 24 hours after delivery; that time has passed.',
    });

    const rice = await makeProduct(t);
    const c = await customerWithCart(t, [[rice, 2]]);
    const placed = (await t.call('POST', '/api/orders', { token: c.token, body: CHECKOUT })).data;
    const early = await t.call('POST', `/api/orders/${placed.id}/claims`, {
      token: c.token,
      body: {
        line_id: placed.items[0].id,
        quantity: 1,
        reason: 'damaged',
        photo_ids: [await claimPhoto(t, c.token)],
      },
    });
    expect(early.data.code).toBe('not_delivered');
  });
});

describe('deciding a claim', () => {
  it('approves part of it: a credit note for that much, the order’s total falls, both sides are told', async () => {
    const w = await deliveredTomatoes(t);
    const claim = (await fileClaim(t, w)).data;
    const answered = await t.call('PUT', `/api/supplier/claims/${claim.id}`, {
      token: w.supplier.token,
      body: { response: 'Packed fresh at 5 am.' },
    });
    expect(answered.data).toMatchObject({ supplier_response: 'Packed fresh at 5 am.' });
    expect(
      (
        await t.call('PUT', `/api/supplier/claims/${claim.id}`, {
          token: w.supplier.token,
          body: { response: 'Again' },
        })
      ).data.code,
    ).toBe('claim_answered');
    const before = await totalOf(w.order.id);
    const res = await decide(w, claim.id, {
      decision: 'approve',
      quantity: 1,
      reason: 'One kilo shows mould',
    });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    // 1 kg of ₹40/kg at 5%: ₹40.00 + ₹2.00.
    expect(res.data).toMatchObject({
      status: 'partly_approved',
      approved_quantity: 1,
      credited: 42,
      refund_due: 0,
    });
    const [note] = await notesOf(w.order.id);
    expect(note).toMatchObject({ number: res.data.credit_note, taxablePaise: 4_000 });
    expect(note!.lines[0]).toMatchObject({ quantity: 1_000, soldBy: 'kg' });
    expect(before - (await totalOf(w.order.id))).toBe(4_200);
    expect((await decide(w, claim.id, { decision: 'reject', reason: 'late' })).data.code).toBe(
      'claim_decided',
    );
    const customerTold = await t.db.select().from(notifications).where(eq(notifications.userId, w.me.id));
    expect(customerTold.some((n) => n.title.includes('claim on Desi Tomato approved for 1 kg'))).toBe(true);
  });

  it('credits once when two staff approve at the same moment', async () => {
    const w = await deliveredTomatoes(t);
    const claim = (await fileClaim(t, w)).data;
    const second = await t.userWithToken('admin');
    const answers = await Promise.all([
      decide(w, claim.id, { decision: 'approve', reason: 'Photo is clear' }),
      decide(w, claim.id, { decision: 'approve', reason: 'Photo is clear' }, second.token),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await notesOf(w.order.id)).toHaveLength(1);
  });

  it('never credits more than the invoice still bills, however the claims add up', async () => {
    const w = await deliveredTomatoes(t);
    const a = (await fileClaim(t, w, { quantity: 2.5 })).data;
    const b = (await fileClaim(t, w, { quantity: 1.5 })).data;
    expect((await decide(w, a.id, { decision: 'approve', reason: 'ok' })).data.credited).toBe(105);
    expect((await decide(w, b.id, { decision: 'approve', reason: 'ok' })).data.credited).toBe(63);
    const notes = await notesOf(w.order.id);
    // Together the whole line: ₹160.00 and ₹8.00 GST, to the paisa.
    expect(notes.reduce((s, n) => s + n.taxablePaise, 0)).toBe(16_000);
    expect(notes.reduce((s, n) => s + n.cgstPaise + n.sgstPaise + n.igstPaise, 0)).toBe(800);
    // A claim that slipped past the filing check still finds nothing left to credit.
    await t.db.insert(claims).values({
      ...(await t.db.select().from(claims).where(eq(claims.id, b.id)))[0]!,
      id: 'clm_extra',
      status: 'open',
      approvedQuantity: null,
      creditNote: null,
    });
    expect((await decide(w, 'clm_extra', { decision: 'approve', reason: 'ok' })).data.code).toBe(
      'nothing_to_credit',
    );
  });

  it('rejects with a reason, and owes a paid order its money back on approval', async () => {
    const w = await deliveredTomatoes(t);
    const claim = (await fileClaim(t, w, { quantity: 1 })).data;
    const no = await decide(w, claim.id, { decision: 'reject', reason: 'The photo shows fresh tomatoes' });
    expect(no.data).toMatchObject({
      status: 'rejected',
      decision_reason: 'The photo shows fresh tomatoes',
      credited: 0,
    });
    expect(await notesOf(w.order.id)).toHaveLength(0);
    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, w.order.id));
    const again = (await fileClaim(t, w, { quantity: 2 })).data;
    const yes = await decide(w, again.id, { decision: 'approve', reason: 'Bruised' });
    expect(yes.data).toMatchObject({ status: 'approved', credited: 84, refund_due: 84 });
    const staff = await t.db.select().from(notifications).where(eq(notifications.userId, w.admin.id));
    expect(staff.some((n) => n.type === 'refund_due' && n.message.includes('₹84.00'))).toBe(true);
  });
});
