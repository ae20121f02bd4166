import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct, makeSupplier } from '../support/catalog.ts';

// Issue 36 item 5 / decision 0092: staff and supplier lists find what a buyer's search finds
// (other names, the other script, slips), besides their own text matches.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const names = (data: { items?: { name: string }[] } | { name: string }[]) =>
  (Array.isArray(data) ? data : (data.items ?? [])).map((p) => p.name).sort();

describe('staff product screens', () => {
  it('find Onion by pyaz, प्याज and onoin on products and inventory, and still by a city name', async () => {
    const admin = await t.userWithToken('admin');
    await makeProduct(t, { name: 'Onion', brand: '', categoryId: 'cat_vegetables' });
    await makeProduct(t, { name: 'Potato', brand: '', categoryId: 'cat_vegetables', cityId: 'city_bhopal' });
    const list = async (path: string, q: string) => {
      const res = await t.call('GET', `${path}?search=${encodeURIComponent(q)}`, { token: admin.token });
      expect(res.status, `${path} ${q}`).toBe(200);
      return names(res.data);
    };
    for (const path of ['/api/admin/products', '/api/admin/inventory'])
      for (const q of ['pyaz', 'प्याज', 'onoin'])
        expect(await list(path, q), `${path} ${q}`).toEqual(['Onion']);
    expect(await list('/api/admin/products', 'bhopal')).toEqual(['Potato']);
    expect(await list('/api/admin/products', 'aloo')).toEqual(['Potato']);
    expect(await list('/api/admin/products', 'mango')).toEqual([]);
  });

  it('keeps a sub-admin to their city whatever the words find', async () => {
    const sub = await t.userWithToken('sub_admin', {
      cityId: 'city_indore',
      permissions: ['manage_products'],
    });
    await makeProduct(t, { name: 'Onion', brand: '', categoryId: 'cat_vegetables', cityId: 'city_bhopal' });
    await makeProduct(t, {
      name: 'Red Onion',
      brand: '',
      categoryId: 'cat_vegetables',
      cityId: 'city_indore',
    });
    const res = await t.call('GET', '/api/admin/products?search=pyaz', { token: sub.token });
    expect(names(res.data)).toEqual(['Red Onion']);
  });
});

describe("a supplier's listings", () => {
  it('are searched as a buyer would, and only its own', async () => {
    const { id, token } = await t.userWithToken('supplier');
    await makeProduct(t, {
      name: 'Paneer Block',
      brand: '',
      supplierId: id,
      categoryId: 'cat_dairy-and-cheese',
    });
    await makeProduct(t, { name: 'Basmati Rice', brand: 'Daawat', supplierId: id });
    await makeProduct(t, { name: 'Malai Paneer', brand: '', supplierId: await makeSupplier(t) });
    const list = async (q: string) =>
      names((await t.call('GET', `/api/supplier/products?search=${encodeURIComponent(q)}`, { token })).data);
    expect(await list('')).toEqual(['Basmati Rice', 'Paneer Block']);
    expect(await list('पनीर')).toEqual(['Paneer Block']);
    expect(await list('panner')).toEqual(['Paneer Block']);
    expect(await list('chawal')).toEqual(['Basmati Rice']);
    expect(await list('daaw')).toEqual(['Basmati Rice']);
    const tooLong = await t.call('GET', `/api/supplier/products?search=${'x'.repeat(101)}`, { token });
    expect(tooLong.status).toBe(400);
  });
});
