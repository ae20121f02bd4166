import { businesses, catalogVersion, orderItems, orders, orderVersions, outlets, users } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';

// Decision 0135: an account's order list is kept while its order version and the catalogue
// version hold. Every change to what the list shows must move one of them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function placed() {
  const seller = await t.userWithToken('supplier');
  const supplier = seller.id;
  const product = await makeProduct(t, { supplierId: supplier, name: 'Toor Dal' });
  const me = await customerWithCart(t, [[product, 2]]);
  const order = await t.call('POST', '/api/orders', { token: me.token, body: CHECKOUT });
  expect(order.status).toBe(201);
  const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.data.id));
  return { me, supplier, supplierToken: seller.token, orderId: order.data.id as string, line: line! };
}

const list = async (token: string) => {
  const res = await t.call('GET', '/api/orders', { token });
  expect(res.status).toBe(200);
  return { data: res.data, etag: res.headers.get('etag') };
};

const versionOf = async (accountId: string) =>
  (await t.db.select().from(orderVersions).where(eq(orderVersions.accountId, accountId)))[0]?.version ?? 0;
const catalogueVersion = async () => (await t.db.select().from(catalogVersion))[0]!.version;

describe('the kept order list', () => {
  it('answers a repeat as before, and shows each change at once', async () => {
    const { me, supplier, orderId, line } = await placed();
    const first = await list(me.token);
    expect(first.data.orders).toHaveLength(1);
    expect(await list(me.token)).toEqual(first);

    await t.db
      .update(orderItems)
      .set({ productName: 'Toor Dal (Premium)' })
      .where(eq(orderItems.id, line.id));
    const renamed = await list(me.token);
    expect(renamed.data.orders[0].items[0].product_name).toBe('Toor Dal (Premium)');
    expect(renamed.etag).not.toBe(first.etag);

    await t.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, orderId));
    expect((await list(me.token)).data.orders[0].status).toBe('confirmed');

    // A supplier's name is read with the list: it moves the catalogue version.
    await t.db.update(users).set({ restaurantName: 'Malwa Wholesale' }).where(eq(users.id, supplier));
    expect((await list(me.token)).data.orders[0].items[0].supplier_name).toBe('Malwa Wholesale');

    const cancelled = await t.call('POST', `/api/orders/${orderId}/cancel`, { token: me.token });
    expect(cancelled.status).toBe(200);
    expect((await list(me.token)).data.orders[0].status).toBe('cancelled');
  });

  it('answers a supplier’s repeat as before, and shows its own and the buyer’s changes at once', async () => {
    const { me, supplierToken: token, orderId } = await placed();
    // Cash on delivery is confirmed by its verify call; only then may the supplier accept.
    expect((await t.call('POST', `/api/orders/${orderId}/verify-payment`, { token: me.token })).status).toBe(
      200,
    );
    const page = async () => {
      const res = await t.call('GET', '/api/supplier/orders', { token });
      expect(res.status).toBe(200);
      return res.data.items.find((o: { order_id: string }) => o.order_id === orderId);
    };
    const first = await page();
    expect(first.status).toBe('new');
    expect(await page()).toEqual(first);
    const accepted = await t.call('PUT', `/api/supplier/orders/${orderId}/status`, {
      token,
      body: { status: 'accepted', version: first.version },
    });
    expect(accepted.status).toBe(200);
    expect((await page()).status).toBe('accepted');
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, orderId));
    expect((await page()).order_status).toBe('cancelled');
    expect((await list(me.token)).data.orders[0].status).toBe('cancelled');
  });

  it('keeps nothing across accounts: another customer sees only its own orders', async () => {
    const a = await placed();
    const b = await placed();
    expect((await list(a.me.token)).data.orders.map((o: { id: string }) => o.id)).toEqual([a.orderId]);
    expect((await list(b.me.token)).data.orders.map((o: { id: string }) => o.id)).toEqual([b.orderId]);
  });

  it('raises the buyer’s and the supplier’s order versions on any change to an order, its lines, parts, deliveries and offers, and the catalogue version for outlets and names', async () => {
    const { me, supplier, orderId, line } = await placed();
    const rider = await t.userWithToken('delivery');
    const changes: [string, () => Promise<unknown>][] = [
      ['order', () => t.db.update(orders).set({ deliveryNotes: 'Back gate' }).where(eq(orders.id, orderId))],
      ['line', () => t.db.update(orderItems).set({ unit: '2kg' }).where(eq(orderItems.id, line.id))],
      ['part', () => t.db.run(sql`update order_parts set status = 'accepted' where order_id = ${orderId}`)],
      [
        'delivery',
        () =>
          t.db.run(sql`insert into delivery_assignments (id, order_id, delivery_person_id, assigned_at, created_at)
            values ('dla_kept_1', ${orderId}, ${rider.id}, ${Date.now()}, ${Date.now()})`),
      ],
      [
        'delivery status',
        () => t.db.run(sql`update delivery_assignments set status = 'picked_up' where id = 'dla_kept_1'`),
      ],
      [
        'offer',
        () =>
          t.db.run(sql`insert into line_substitutions (id, order_id, line_id, supplier_id, product_name, unit,
            sold_by, quantity, price_paise, line_total_paise, gst_rate, tax_paise, created_at)
            values ('sub_kept_1', ${orderId}, ${line.id}, ${supplier}, 'Arhar Dal', '1kg', 'pack', 2, 9000, 18000, 0, 0, ${Date.now()})`),
      ],
      [
        'offer answered',
        () => t.db.run(sql`update line_substitutions set status = 'declined' where id = 'sub_kept_1'`),
      ],
      [
        'outlet',
        async () => {
          const [business] = await t.db.select().from(businesses).where(eq(businesses.customerId, me.id));
          await t.db
            .update(outlets)
            .set({ name: 'Vijay Nagar kitchen' })
            .where(eq(outlets.businessId, business!.id));
        },
      ],
      [
        'rider renamed',
        () => t.db.update(users).set({ username: 'Ravi (rider)' }).where(eq(users.id, rider.id)),
      ],
      ['line removed', () => t.db.delete(orderItems).where(eq(orderItems.id, line.id))],
    ];
    for (const [what, change] of changes) {
      const before = [await versionOf(me.id), await versionOf(supplier), await catalogueVersion()];
      await change();
      const after = [await versionOf(me.id), await versionOf(supplier), await catalogueVersion()];
      // The buyer's and the supplier's lists both show it, or the catalogue version moved (names).
      const seen = after[2]! > before[2]! || (after[0]! > before[0]! && after[1]! > before[1]!);
      expect(seen, `${what}: ${before} → ${after}`).toBe(true);
    }
  });
});
