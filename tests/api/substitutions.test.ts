import { auditLog, lineSubstitutions, notifications, orderItems, orderParts, orders } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct, stockOf } from '../support/catalog.ts';
import { documentsOf } from '../support/gst.ts';
import { assignTo, collect, packPart, pickupCodeOf, stopsOf } from '../support/pick-up.ts';
import { substituteScene } from '../support/rest-fixtures-substitutes.ts';
import { type RestWorld, restWorld } from '../support/rest-world.ts';

// Issue 35 item 6: a supplier offers a substitute for a line it cannot fill; the customer decides.
let t: TestApp;
let w: RestWorld;
beforeEach(async () => {
  t = await createTestApp();
  w = await restWorld(t);
});
afterEach(() => t.close());

type Scene = Awaited<ReturnType<typeof substituteScene>>;
const answer = (s: Scene, accept: boolean, token = s.me.token) =>
  t.call('PUT', `/api/orders/${s.order.id}/lines/${s.lineId}/substitute`, { token, body: { accept } });
const offer = (s: Scene, body: Record<string, unknown>, token = w.supplier.token) =>
  t.call('POST', s.path, { token, body });
const orderRow = async (s: Scene) => (await t.db.select().from(orders).where(eq(orders.id, s.order.id)))[0]!;
const linesOf = (s: Scene) => t.db.select().from(orderItems).where(eq(orderItems.orderId, s.order.id));

describe('offering a substitute', () => {
  it('lists the supplier’s own live listings of the same category, not the one ordered', async () => {
    const s = await substituteScene(t, w);
    const other = await makeProduct(t, { brand: 'Kohinoor' }); // another supplier's
    const res = await t.call('GET', `/api/supplier/orders/${s.order.id}/lines/${s.lineId}/substitutes`, {
      token: w.supplier.token,
    });
    expect(res.status).toBe(200);
    const ids = res.data.items.map((i: { product_id: string }) => i.product_id);
    expect(ids).toContain(s.substitute);
    expect(ids).not.toContain(s.ordered);
    expect(ids).not.toContain(other);
  });

  it('prices the offer from the listing, tells the customer, and shows it on both sides', async () => {
    const s = await substituteScene(t, w, { offer: true });
    // 2 × ₹420 at the category's rate, as the line was priced.
    const [line] = await linesOf(s);
    const tax = Math.round((84_000 * line!.gstRate) / 100);
    expect(s.offered).toMatchObject({
      status: 'offered',
      quantity: 2,
      price: 420,
      line_total: 840,
      total: (84_000 + tax) / 100,
    });
    const mine = await t.call('GET', '/api/orders', { token: s.me.token });
    const item = mine.data.orders[0].items[0];
    expect(item.substitution).toMatchObject({
      status: 'offered',
      product_id: s.substitute,
      total: (84_000 + tax) / 100,
    });
    expect(item.substitute_for).toBeNull();
    const theirs = await t.call('GET', '/api/supplier/orders', { token: w.supplier.token });
    const part = theirs.data.items.find((o: { order_id: string }) => o.order_id === s.order.id);
    expect(part.items[0].substitution.status).toBe('offered');
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.me.id), eq(notifications.type, 'order_line_substitute')));
    expect(told?.title).toContain('Daawat');
  });

  it('refuses another supplier’s listing, a second offer, a dearer price and other categories', async () => {
    const s = await substituteScene(t, w);
    const foreign = await makeProduct(t, {});
    expect((await offer(s, { product_id: foreign })).status).toBe(404);
    expect((await offer(s, { product_id: s.ordered })).status).toBe(400);
    const dearer = await offer(s, { product_id: s.substitute, price: 500 });
    expect(dearer.status).toBe(400);
    expect(dearer.data.code).toBe('price_above_listing');
    const flour = await makeProduct(t, {
      supplierId: w.supplier.id,
      categoryId: 'cat_flours',
      brand: 'Aashirvaad',
    });
    const other = await offer(s, { product_id: flour });
    expect(other.status).toBe(409);
    expect(other.data.code).toBe('other_category');
    expect((await offer(s, { product_id: s.substitute, price: 400 })).status).toBe(200);
    const twice = await offer(s, { product_id: s.substitute });
    expect(twice.status).toBe(409);
    expect(twice.data.code).toBe('already_offered');
    // Another supplier cannot offer on this line at all.
    const stranger = await t.userWithToken('supplier');
    expect((await offer(s, { product_id: s.substitute }, stranger.token)).status).toBe(404);
  });

  it('never asks a paid order for more than it paid for the line', async () => {
    const s = await substituteScene(t, w, { paid: true });
    const over = await offer(s, { product_id: s.substitute });
    expect(over.status).toBe(409);
    expect(over.data.code).toBe('over_paid');
    expect((await offer(s, { product_id: s.substitute, price: 400 })).status).toBe(200);
  });
});

describe('the customer’s answer', () => {
  it('accepted: the substitute becomes a line, the original ships nothing, stock and totals follow', async () => {
    const s = await substituteScene(t, w, { offer: true });
    const before = await orderRow(s);
    const stock = { ordered: await stockOf(t.db, s.ordered), substitute: await stockOf(t.db, s.substitute) };
    const res = await answer(s, true);
    expect(res.status).toBe(200);
    const lines = await linesOf(s);
    const original = lines.find((l) => l.id === s.lineId)!;
    const added = lines.find((l) => l.substitutesLineId === s.lineId)!;
    expect(original.shortQuantity).toBe(2);
    expect(added).toMatchObject({
      productId: s.substitute,
      quantity: 2,
      pricePaise: 42_000,
      lineTotalPaise: 84_000,
    });
    const after = await orderRow(s);
    expect(after.subtotalPaise - before.subtotalPaise).toBe(84_000 - 80_000);
    expect(after.gstPaise - before.gstPaise).toBe(added.taxPaise - original.taxPaise);
    expect(after.totalPaise).toBe(
      after.subtotalPaise + after.gstPaise + after.deliveryFeePaise + after.platformFeePaise,
    );
    expect(await stockOf(t.db, s.ordered)).toBe(stock.ordered + 2);
    expect(await stockOf(t.db, s.substitute)).toBe(stock.substitute - 2);
    const item = res.data.items.find((i: { id: string }) => i.id === added.id);
    expect(item).toMatchObject({ substitute_for: s.lineId, quantity: 2 });
    expect(res.data.items.find((i: { id: string }) => i.id === s.lineId).substitution.status).toBe(
      'accepted',
    );
    expect((await answer(s, false)).status).toBe(409);
  });

  it('declined: a short line, and the supplier is told', async () => {
    // A second line of the same supplier keeps the part alive.
    const s = await substituteScene(t, w, { offer: true, secondLine: true });
    const before = await orderRow(s);
    const res = await answer(s, false);
    expect(res.status).toBe(200);
    const original = (await linesOf(s)).find((l) => l.id === s.lineId)!;
    expect(original.shortQuantity).toBe(2);
    const after = await orderRow(s);
    expect(before.subtotalPaise - after.subtotalPaise).toBe(80_000);
    const [offerRow] = await t.db
      .select()
      .from(lineSubstitutions)
      .where(eq(lineSubstitutions.lineId, s.lineId));
    expect(offerRow?.status).toBe('declined');
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, w.supplier.id),
          eq(notifications.type, 'order_line_substitute_answered'),
        ),
      );
    expect(told?.title).toContain('declined');
  });

  it('declined on the supplier’s only line: its part is rejected and the order cancelled', async () => {
    const s = await substituteScene(t, w, { offer: true });
    expect((await answer(s, false)).status).toBe(200);
    const [part] = await t.db.select().from(orderParts).where(eq(orderParts.orderId, s.order.id));
    expect(part?.status).toBe('rejected');
    expect((await orderRow(s)).status).toBe('cancelled');
  });

  it('is the order’s own customer’s only', async () => {
    const s = await substituteScene(t, w, { offer: true });
    const other = await t.userWithToken('customer');
    expect((await answer(s, true, other.token)).status).toBe(404);
  });

  it('a standing preference accepts the same item up to N% dearer, and asks beyond it', async () => {
    const within = await substituteScene(t, w, { offer: true, sameItem: true, upTo: 5 });
    expect(within.offered).toMatchObject({ status: 'accepted', auto: true });
    const beyond = await substituteScene(t, w, { offer: true, sameItem: true, upTo: 4 });
    expect(beyond.offered).toMatchObject({ status: 'offered', auto: false });
    const otherItem = await substituteScene(t, w, { offer: true, sameItem: false, upTo: 50 });
    expect(otherItem.offered?.status).toBe('offered');
  });
});

describe('unanswered at hand-over', () => {
  it('the offer lapses, the line ships nothing and the invoice bills only what left', async () => {
    const s = await substituteScene(t, w, { offer: true, secondLine: true });
    await packPart(t, w.supplier.token, s.order.id);
    const code = await pickupCodeOf(t, w.supplier.token, s.order.id);
    const assignment = await assignTo(t, w.admin.token, s.order.id, w.rider.id);
    const [stop] = await stopsOf(t, w.rider.token, assignment);
    expect((await collect(t, w.rider.token, assignment, stop!.part_id, code)).status).toBe(200);
    const [offerRow] = await t.db
      .select()
      .from(lineSubstitutions)
      .where(eq(lineSubstitutions.lineId, s.lineId));
    expect(offerRow?.status).toBe('expired');
    expect((await linesOf(s)).find((l) => l.id === s.lineId)?.shortQuantity).toBe(2);
    const docs = await documentsOf(t, s.order.id, s.me.token);
    const invoice = docs.find((d) => d.kind !== 'service_invoice');
    expect(invoice?.lines.map((l) => l.name)).toEqual([expect.stringContaining('Sona Masoori')]);
    expect(invoice?.lines).toHaveLength(1);
    expect((await answer(s, true)).status).toBe(409);
    const logged = await t.db.select().from(auditLog).where(eq(auditLog.entityId, s.order.id));
    expect(logged.map((a) => a.action)).toContain('order_line.substitute_offered');
  });
});
