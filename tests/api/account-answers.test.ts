import { users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { bandraOutlet, ownerWithBusiness } from '../support/business.ts';
import { makeProduct } from '../support/catalog.ts';

/**
 * An account's repeat of a catalogue read is answered with what it was answered last, without the
 * call (decision 0132), but only while nothing it depends on has changed: the account's row (its
 * city, role, standing), the catalogue's version, the outlet it buys for. Every check here runs a
 * repeat right after the first read, which is what such an answer would get wrong.
 */
let t: TestApp;
let indoreOnly: string;
beforeEach(async () => {
  t = await createTestApp();
  indoreOnly = await makeProduct(t, { cityId: 'city_indore', name: 'Indori Poha' });
});
afterEach(() => t.close());

const PAGE = '/api/products?category_id=cat_rice&limit=50';
const ids = (res: { data: { products: { id: string }[] } }) => res.data.products.map((p) => p.id);

describe('an account’s repeated catalogue read', () => {
  it('is the same answer, with the same ETag, and a 304 to it', async () => {
    const { token } = await t.userWithToken('customer');
    const first = await t.call('GET', PAGE, { token });
    const again = await t.call('GET', PAGE, { token });
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    const tag = again.headers.get('etag');
    expect(tag).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    const unchanged = await t.call('GET', PAGE, { token, headers: { 'if-none-match': tag! } });
    expect(unchanged.status).toBe(304);
  });

  it('follows the account to another city at once, page and product', async () => {
    const { token, id } = await t.userWithToken('customer');
    expect(ids(await t.call('GET', PAGE, { token }))).toContain(indoreOnly);
    expect((await t.call('GET', `/api/products/${indoreOnly}`, { token })).status).toBe(200);
    await t.db.update(users).set({ cityId: 'city_mumbai' }).where(eq(users.id, id));
    expect(ids(await t.call('GET', PAGE, { token }))).not.toContain(indoreOnly);
    expect((await t.call('GET', `/api/products/${indoreOnly}`, { token })).status).toBe(404);
  });

  it('is refused once the account may no longer read it: deactivated 401, another role 403', async () => {
    const a = await t.userWithToken('customer');
    expect((await t.call('GET', PAGE, { token: a.token })).status).toBe(200);
    await t.db.update(users).set({ userType: 'supplier' }).where(eq(users.id, a.id));
    expect((await t.call('GET', PAGE, { token: a.token })).status).toBe(403);

    const b = await t.userWithToken('customer');
    expect((await t.call('GET', `/api/products/${indoreOnly}`, { token: b.token })).status).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, b.id));
    expect((await t.call('GET', `/api/products/${indoreOnly}`, { token: b.token })).status).toBe(401);
  });

  it('is not the answer for another account, nor for an outlet in another city', async () => {
    const o = await ownerWithBusiness(t);
    const mumbai = await bandraOutlet(t, o);
    const token = o.owner.token;
    expect(ids(await t.call('GET', PAGE, { token }))).toContain(indoreOnly);
    const forBandra = await t.call('GET', PAGE, { token, headers: { 'x-outlet': mumbai } });
    expect(ids(forBandra)).not.toContain(indoreOnly);
    expect(
      (await t.call('GET', `/api/products/${indoreOnly}`, { token, headers: { 'x-outlet': mumbai } })).status,
    ).toBe(404);

    const elsewhere = await t.userWithToken('customer', { cityId: 'city_mumbai' });
    expect(ids(await t.call('GET', PAGE, { token: elsewhere.token }))).not.toContain(indoreOnly);
  });
});
