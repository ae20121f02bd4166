import { runScheduledWork } from '@app/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayIn } from '../../packages/api/src/shared/slot-text.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { CHECKOUT, customerWithCart, makeProduct } from '../support/catalog.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const DAY = 86_400_000;
/** A day in India's calendar, `days` from the test clock's today. */
const istDay = (days: number) =>
  new Date(t.services.clock.now() + days * DAY + 330 * 60_000).toISOString().slice(0, 10);
const run = () => runScheduledWork(t.services, t.services.clock.now());

describe('listings past their expiry date', () => {
  it('are sold on the expiry date, then leave the catalogue; cart and checkout refuse them (409)', async () => {
    const supplier = await t.userWithToken('supplier');
    const paneer = await makeProduct(t, { supplierId: supplier.id, name: 'Paneer', expiryDate: istDay(0) });
    const me = await customerWithCart(t, [[paneer, 2]]);
    await run();
    const listed = async () =>
      (await t.call('GET', '/api/products?search=Paneer', { token: me.token })).data.products.length;
    expect(await listed()).toBe(1);

    t.advance(DAY);
    expect((await run()).expiringListings).toBe(1);
    expect(await listed()).toBe(0);
    expect((await t.call('GET', `/api/products/${paneer}`, { token: me.token })).status).toBe(404);
    const cart = (await t.call('GET', '/api/cart', { token: me.token })).data;
    expect(cart.items[0].issue).toBe(
      'Paneer is past its expiry date and no longer sold; remove it from your cart.',
    );
    const order = await t.call('POST', '/api/orders', { token: me.token, body: CHECKOUT });
    expect(order.status).toBe(409);
    expect(order.data).toMatchObject({
      code: 'product_unavailable',
      detail: 'Paneer is past its expiry date and no longer sold; remove it from your cart.',
    });
    const told = (await t.call('GET', '/api/notifications', { token: supplier.token })).data.notifications;
    expect(told.map((n: { type: string }) => n.type)).toContain('listing_expired');
  });

  it('warn the supplier once, a week ahead', async () => {
    const supplier = await t.userWithToken('supplier');
    await makeProduct(t, { supplierId: supplier.id, name: 'Ghee', unit: '1L', expiryDate: istDay(8) });
    const inbox = async () =>
      (await t.call('GET', '/api/notifications', { token: supplier.token })).data.notifications;
    await run();
    expect(await inbox()).toHaveLength(0);
    t.advance(DAY);
    await run();
    await run();
    const [n, ...rest] = await inbox();
    expect(rest).toHaveLength(0);
    expect(n).toMatchObject({
      type: 'listing_expiring',
      title: `Ghee (1L) expires on ${dayIn('en', istDay(7))}`,
    });
  });
});
