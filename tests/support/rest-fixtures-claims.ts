import type { TestApp } from './app.ts';
import { claimPhoto, deliveredTomatoes, fileClaim } from './claims.ts';
import { atTheDoor } from './door.ts';
import { fileForm, TINY_PNG } from './products.ts';
import { SUPPLIER_PROFILE } from './rest-orders.ts';
import { expectOk, type Fixture, type RestWorld } from './rest-world.ts';

/** A delivered order of the world's supplier, its seller profile set first (its prefix locks on issue). */
async function delivered(t: TestApp, w: RestWorld) {
  expectOk(
    await t.call('PUT', '/api/supplier/profile', { token: w.supplier.token, body: SUPPLIER_PROFILE }),
    'seller profile',
  );
  return deliveredTomatoes(t, w.supplier);
}

/** A claim filed on a delivered order of the world's supplier. */
async function filed(t: TestApp, w: RestWorld) {
  const order = await delivered(t, w);
  const claim = expectOk(await fileClaim(t, order), 'file a claim');
  return { ...order, claim };
}

export const CLAIM_FIXTURES: Record<string, Fixture> = {
  'POST /claims/photos': async (_t, w) => ({
    token: w.customer.token,
    path: '/api/claims/photos',
    body: fileForm('tomato.png', TINY_PNG, 'image/png'),
  }),
  'GET /claims/photos/:id': async (t, w) => ({
    token: w.customer.token,
    path: `/api/claims/photos/${await claimPhoto(t, w.customer.token)}`,
  }),
  'POST /orders/:id/claims': async (t, w) => {
    const o = await delivered(t, w);
    return {
      token: o.me.token,
      path: `/api/orders/${o.order.id}/claims`,
      body: {
        line_id: o.lineId,
        quantity: 1,
        reason: 'damaged',
        photo_ids: [await claimPhoto(t, o.me.token)],
      },
    };
  },
  'GET /orders/:id/claims': async (t, w) => {
    const o = await filed(t, w);
    return { token: o.me.token, path: `/api/orders/${o.order.id}/claims` };
  },
  'GET /supplier/claims': async (t, w) => {
    await filed(t, w);
    return { token: w.supplier.token, path: '/api/supplier/claims' };
  },
  'PUT /supplier/claims/:id': async (t, w) => {
    const o = await filed(t, w);
    return {
      token: w.supplier.token,
      path: `/api/supplier/claims/${o.claim.id}`,
      body: { response: 'Packed fresh at 5 am; we will check the crate.' },
    };
  },
  'GET /admin/claims': async (t, w) => {
    await filed(t, w);
    return { token: w.admin.token, path: '/api/admin/claims' };
  },
  'PUT /admin/claims/:id': async (t, w) => {
    const o = await filed(t, w);
    return {
      token: w.admin.token,
      path: `/api/admin/claims/${o.claim.id}`,
      body: { decision: 'approve', quantity: 1, reason: 'Photo shows spoiled tomatoes' },
    };
  },
};

export const DOOR_FIXTURES: Record<string, Fixture> = {
  'POST /delivery/assignments/:id/inspection': async (t, w) => {
    expectOk(
      await t.call('PUT', '/api/supplier/profile', { token: w.supplier.token, body: SUPPLIER_PROFILE }),
      'seller profile',
    );
    const o = await atTheDoor(t, { supplier: w.supplier, rider: w.rider, admin: w.admin });
    return {
      token: w.rider.token,
      path: `/api/delivery/assignments/${o.assignmentId}/inspection`,
      body: {
        lines: [{ line_id: o.tomatoLine, accepted_quantity: 3, reason: 'spoiled' }],
        change_id: 'door-check-0001',
      },
    };
  },
};
