import type { TestApp } from './app.ts';
import { fileForm, TINY_PNG } from './products.ts';
import { assignment } from './rest-fixtures-staff.ts';
import { expectOk, type Fixture, type RestWorld } from './rest-world.ts';

/** An assignment moved by its rider to in_transit. */
async function onItsWay(t: TestApp, w: RestWorld) {
  const id = await assignment(t, w);
  for (const status of ['picked_up', 'in_transit'])
    expectOk(
      await t.call('PUT', `/api/delivery/assignments/${id}/status`, {
        token: w.rider.token,
        body: { status },
      }),
      status,
    );
  return id;
}

function proofForm(recipient: string) {
  const form = fileForm('door.png', TINY_PNG, 'image/png');
  form.append('recipient_name', recipient);
  return form;
}

/** A drop made with a photo instead of the code, waiting for staff's review. */
async function photoDrop(t: TestApp, w: RestWorld) {
  const id = await onItsWay(t, w);
  const res = await t.call('POST', `/api/delivery/assignments/${id}/proof`, {
    token: w.rider.token,
    body: proofForm('Suresh (store keeper)'),
  });
  expectOk(res, 'deliver with proof');
  return id;
}

/** Valid calls of proof of delivery: the rider's photo, staff's photo view, review and override. */
export const PROOF_FIXTURES: Record<string, Fixture> = {
  'POST /delivery/assignments/:id/proof': async (t, w) => ({
    token: w.rider.token,
    path: `/api/delivery/assignments/${await onItsWay(t, w)}/proof`,
    body: proofForm('Suresh (store keeper)'),
  }),
  'GET /admin/delivery-assignments/:id/proof-photo': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/delivery-assignments/${await photoDrop(t, w)}/proof-photo`,
  }),
  'POST /admin/delivery-assignments/:id/review': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/delivery-assignments/${await photoDrop(t, w)}/review`,
    body: { note: 'Called the restaurant: the goods arrived.' },
  }),
  'POST /admin/delivery-assignments/:id/override': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/delivery-assignments/${await onItsWay(t, w)}/override`,
    body: { reason: 'Customer confirmed receipt by phone.' },
  }),
};
