import { products } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeProduct } from '../support/catalog.ts';
import { insertProduct, productBody, productRow } from '../support/products.ts';

// The customer's grouped catalogue (decision 0076): items and listings not yet grouped, side by side.
let t: TestApp;
type User = Awaited<ReturnType<TestApp['userWithToken']>>;
let admin: User;
let customer: User;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.userWithToken('admin');
  customer = await t.userWithToken('customer');
});
afterEach(() => t.close());

interface Row {
  id: string | null;
  name: string;
  supplier_count: number;
  offers: { product_id: string; brand: string; expiry_date: string | null }[];
}
const page = async (query = '') => {
  const res = await t.call('GET', `/api/items${query}`, { token: customer.token });
  expect(res.status).toBe(200);
  return res.data as { items: Row[]; next_cursor: string | null };
};
const group = async (name: string, product_ids: string[]) => {
  const res = await t.call('POST', '/api/admin/items', { token: admin.token, body: { name, product_ids } });
  expect(res.status).toBe(200);
  return res.data.id as string;
};

describe('one card per item, and one per listing not grouped yet', () => {
  it('merges items and single listings in name order, every row once across keyset pages', async () => {
    const besan = [
      await makeProduct(t, { name: 'Besan', brand: 'Rajdhani', pricePaise: 9_500 }),
      await makeProduct(t, { name: 'Besan', brand: 'Tata', pricePaise: 9_000 }),
    ];
    const itemId = await group('Besan', besan);
    const atta = await makeProduct(t, { name: 'Atta', unit: '5kg' });
    const chana = await makeProduct(t, { name: 'Chana Dal' });
    const basmati = await makeProduct(t, { name: 'Basmati Rice' });
    const dal = [await makeProduct(t, { name: 'Dal' }), await makeProduct(t, { name: 'Dal' })];
    const dalItem = await group('Dal', dal);
    await makeProduct(t, { name: 'Aloo', approvalStatus: 'pending' });

    const first = await page();
    expect(first.items.map((r) => [r.name, r.id])).toEqual([
      ['Atta', null],
      ['Basmati Rice', null],
      ['Besan', itemId],
      ['Chana Dal', null],
      ['Dal', dalItem],
    ]);
    const besanRow = first.items[2]!;
    expect(besanRow).toMatchObject({ supplier_count: 2, from_price: 90 });
    expect(besanRow.offers.map((o) => o.brand)).toEqual(['Tata', 'Rajdhani']);
    expect(besanRow.offers[0]).toMatchObject({ description: 'Long grain', expiry_date: '2027-01-01' });
    expect(first.items[0]!.offers.map((o) => o.product_id)).toEqual([atta]);
    expect(first.next_cursor).toBeNull();

    // Pages of two walk the same rows, none twice, however the two kinds interleave.
    const walked: (string | null)[] = [];
    let cursor: string | null = null;
    do {
      const next: { items: Row[]; next_cursor: string | null } = await page(
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(next.items.length).toBeLessThanOrEqual(2);
      walked.push(...next.items.map((r) => r.offers[0]!.product_id));
      cursor = next.next_cursor;
    } while (cursor);
    expect(walked).toEqual(first.items.map((r) => r.offers[0]!.product_id));
    expect(walked.slice(0, 4)).toEqual([atta, basmati, besan[1], chana]);
  });

  it('searches names and brands and filters categories for items and single listings alike', async () => {
    const itemId = await group('Besan', [
      await makeProduct(t, { name: 'Besan', brand: 'Rajdhani' }),
      await makeProduct(t, { name: 'Besan', brand: 'Tata' }),
    ]);
    await makeProduct(t, { name: 'Toor Dal', brand: 'Tata', categoryId: 'cat_pulses' });
    await makeProduct(t, { name: 'Sona Masoori', brand: 'Lalqilla' });
    const tata = await page('?search=tata');
    expect(tata.items.map((r) => [r.name, r.id])).toEqual([
      ['Besan', itemId],
      ['Toor Dal', null],
    ]);
    // An item shows all its live offers even when only one matched the search.
    expect(tata.items[0]!.offers).toHaveLength(2);
    const pulses = await page('?category_id=cat_pulses');
    expect(pulses.items.map((r) => r.name)).toEqual(['Toor Dal']);
    expect((await page('?search=raj&category_id=cat_pulses')).items).toEqual([]);
  });

  it('shows a renamed item at once: item changes move the catalogue version', async () => {
    const ids = [await makeProduct(t, { name: 'Besan' }), await makeProduct(t, { name: 'Besan' })];
    const itemId = await group('Besan', ids);
    expect((await page()).items[0]!.name).toBe('Besan');
    const res = await t.call('PUT', `/api/admin/items/${itemId}`, {
      token: admin.token,
      body: { name: 'Besan (Gram Flour)' },
    });
    expect(res.status).toBe(200);
    expect((await page()).items[0]!.name).toBe('Besan (Gram Flour)');
  });
});

describe('approved edits of live listings', () => {
  const setup = async () => {
    const supplier = await t.userWithToken('supplier');
    const id = await insertProduct(t, supplier.id, {
      name: 'Gram Flour',
      cityId: 'city_indore',
      unit: '1kg',
      approvalStatus: 'approved',
    });
    const edit = async (over: Record<string, unknown>) => {
      const res = await t.call('PUT', `/api/supplier/products/${id}`, {
        token: supplier.token,
        body: productBody({ city_id: 'city_indore', name: 'Gram Flour', unit: '1kg', ...over }),
      });
      expect(res.status).toBe(200);
      const decided = await t.call('POST', `/api/admin/products/${id}/approve`, { token: admin.token });
      expect(decided.status).toBe(200);
      return (await productRow(t, id))?.itemId ?? null;
    };
    return { id, edit };
  };

  it('joins the exact item once the name matches, and leaves it when the unit changes', async () => {
    const itemId = await group('Besan', [
      await makeProduct(t, { name: 'Besan' }),
      await makeProduct(t, { name: 'Besan' }),
    ]);
    const { edit } = await setup();
    expect(await edit({ name: 'Besan' })).toBe(itemId);
    expect(await edit({ name: 'Besan', unit: '5kg' })).toBeNull();
  });

  it('keeps a listing staff grouped deliberately when an edit leaves name, unit and category alone', async () => {
    const { id, edit } = await setup();
    const other = await makeProduct(t, { name: 'Besan' });
    const res = await t.call('POST', '/api/admin/items', {
      token: admin.token,
      body: { name: 'Besan', product_ids: [other, id], allow_mixed: true },
    });
    expect(res.status).toBe(200);
    expect(await edit({ description: 'Stone ground, fresh every week' })).toBe(res.data.id);
    await t.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, id));
    expect((await page()).items.find((r) => r.id === res.data.id)?.supplier_count).toBe(2);
  });
});
