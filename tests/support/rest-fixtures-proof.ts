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

/** What the rider has to collect for a delivery (null for an order paid online). */
async function dueOf(t: TestApp, w: RestWorld, id: string) {
  const mine = (await t.call('GET', '/api/delivery/assignments?status=active', { token: w.rider.token }))
    .data as { id: string; order_details: { cash_to_collect: number | null } }[];
  return mine.find((a) => a.id === id)?.order_details.cash_to_collect ?? null;
}

/** The photo form; a cash-on-delivery order's amount due goes along as the cash collected. */
async function proofForm(t: TestApp, w: RestWorld, id: string) {
  const form = fileForm('door.png', TINY_PNG, 'image/png');
  form.append('recipient_name', 'Suresh (store keeper)');
  const due = await dueOf(t, w, id);
  if (due !== null) form.append('cash_collected', String(due));
  return form;
}

/** A drop made with a photo instead of the code, waiting for staff's review. */
async function photoDrop(t: TestApp, w: RestWorld) {
  const id = await onItsWay(t, w);
  const res = await t.call('POST', `/api/delivery/assignments/${id}/proof`, {
    token: w.rider.token,
    body: await proofForm(t, w, id),
  });
  expectOk(res, 'deliver with proof');
  return id;
}

/** Valid calls of proof of delivery: the rider's photo, staff's photo view, review and override. */
export const PROOF_FIXTURES: Record<string, Fixture> = {
  'POST /delivery/assignments/:id/proof': async (t, w) => {
    const id = await onItsWay(t, w);
    return {
      token: w.rider.token,
      path: `/api/delivery/assignments/${id}/proof`,
      body: await proofForm(t, w, id),
    };
  },
  'GET /admin/delivery-assignments/:id/proof-photo': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/delivery-assignments/${await photoDrop(t, w)}/proof-photo`,
  }),
  'POST /admin/delivery-assignments/:id/review': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/delivery-assignments/${await photoDrop(t, w)}/review`,
    body: { note: 'Called the restaurant: the goods arrived.' },
  }),
  'POST /admin/delivery-assignments/:id/override': async (t, w) => {
    const id = await onItsWay(t, w);
    const due = await dueOf(t, w, id);
    return {
      token: w.subAdmin.token,
      path: `/api/admin/delivery-assignments/${id}/override`,
      body: {
        reason: 'Customer confirmed receipt by phone.',
        ...(due === null ? {} : { cash_collected: due }),
      },
    };
  },
};
