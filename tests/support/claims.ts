import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { CHECKOUT, customerWithCart, gstinOf, makeProduct } from './catalog.ts';
import { fileForm, TINY_PNG } from './products.ts';

type Token = { id: string; token: string };

/** Desi tomatoes of `supplierId` at ₹40/kg, 5% GST, in steps of 250 g from 500 g, 50 kg in stock. */
export const tomatoListing = (t: TestApp, supplierId: string) =>
  makeProduct(t, {
    supplierId,
    name: 'Desi Tomato',
    categoryId: 'cat_vegetables',
    soldBy: 'kg',
    unit: 'kg',
    pricePaise: 4_000,
    gstRate: 5,
    step: 250,
    minQuantity: 500,
    stockQuantity: 50_000,
  });

/**
 * A delivered cash order of 4 kg of tomatoes (₹40/kg, 5% GST) from a registered supplier that can
 * log in: the goods left it (its invoice is issued) and staff marked the order delivered.
 */
export async function deliveredTomatoes(t: TestApp, supplier?: Token) {
  const seller =
    supplier ?? (await t.userWithToken('supplier', { restaurantName: 'Malwa Fresh', gstin: gstinOf('23') }));
  const tomatoes = await tomatoListing(t, seller.id);
  const me = await customerWithCart(t, [[tomatoes, 4]]);
  const placed = await t.call('POST', '/api/orders', { token: me.token, body: CHECKOUT });
  expect(placed.status, JSON.stringify(placed.data)).toBe(201);
  const order = placed.data as { id: string; order_number: string; items: { id: string }[] };
  await t.call('POST', `/api/orders/${order.id}/verify-payment`, { token: me.token });
  const admin = await t.userWithToken('admin');
  for (const status of ['shipped', 'delivered'])
    expect(
      (await t.call('PUT', `/api/admin/orders/${order.id}`, { token: admin.token, body: { status } })).status,
    ).toBe(200);
  return { supplier: seller, me, admin, order, lineId: order.items[0]!.id };
}

/** A photo the customer uploads for a claim; answers its id. */
export async function claimPhoto(t: TestApp, token: string) {
  const res = await t.call('POST', '/api/claims/photos', {
    token,
    body: fileForm('tomato.png', TINY_PNG, 'image/png'),
  });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data.photo_id as string;
}

/** The customer files a claim on the order's line (1.5 kg spoiled unless told). */
export async function fileClaim(
  t: TestApp,
  w: Awaited<ReturnType<typeof deliveredTomatoes>>,
  body: Record<string, unknown> = {},
) {
  return t.call('POST', `/api/orders/${w.order.id}/claims`, {
    token: w.me.token,
    body: {
      line_id: w.lineId,
      quantity: 1.5,
      reason: 'spoiled',
      note: 'Soft and mouldy at the bottom of the crate',
      photo_ids: [await claimPhoto(t, w.me.token)],
      ...body,
    },
  });
}
