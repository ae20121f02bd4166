import { orders, PERMISSIONS, type Permission, products, users } from '@app/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOrder, addProduct } from '../support/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

/**
 * The permission and city matrix, run for every admin call: no token 401; customer, supplier
 * and delivery 403; a sub-admin without the permission 403; a sub-admin of another city
 * 404 on this city's records; refusals change nothing.
 */
let t: TestApp;
const tok: Record<string, string> = {};
// ':id' until beforeAll creates the records, so test names read as routes.
const ids: Record<string, string> = {
  customer: ':id',
  supplier: ':id',
  product: ':id',
  order: ':id',
  subNone: ':id',
};

type Need = Permission | 'staff' | 'super';
interface Case {
  method: string;
  path: () => string;
  need: Need;
  body?: () => unknown;
  /** Acts on one Indore record: a Bhopal sub-admin holding the permission gets 404 (or 403). */
  record?: 403 | 404;
}

const productBody = (cityId: string | null = 'city_indore') => ({
  name: 'Matrix Rice',
  category_id: 'cat_rice',
  city_id: cityId,
  price: 99.5,
  unit: '1kg',
  stock_quantity: 10,
  is_active: true,
});
const profile = {
  name: 'Changed',
  email: 'changed@test.in',
  phone: '',
  restaurant_name: 'X',
  fssai_number: '',
};

const CASES: Case[] = [
  { method: 'GET', path: () => '/api/admin/dashboard', need: 'staff' },
  ...(['customers', 'suppliers'] as const).flatMap((kind): Case[] => {
    const need: Permission = kind === 'customers' ? 'manage_customers' : 'manage_suppliers';
    const id = () => (kind === 'customers' ? ids.customer! : ids.supplier!);
    return [
      { method: 'GET', path: () => `/api/admin/${kind}`, need },
      { method: 'GET', path: () => `/api/admin/${kind}/export`, need },
      { method: 'PUT', path: () => `/api/admin/${kind}/${id()}`, need, body: () => profile, record: 404 },
      {
        method: 'PUT',
        path: () => `/api/admin/${kind}/${id()}/status`,
        need,
        body: () => ({ is_active: false }),
        record: 404,
      },
      { method: 'DELETE', path: () => `/api/admin/${kind}/${id()}`, need, record: 404 },
    ];
  }),
  {
    method: 'GET',
    path: () => `/api/admin/suppliers/${ids.supplier}/profile`,
    need: 'manage_suppliers',
    record: 404,
  },
  { method: 'GET', path: () => '/api/admin/products', need: 'manage_products' },
  {
    method: 'POST',
    path: () => '/api/products',
    need: 'manage_products',
    body: () => productBody(),
    record: 403,
  },
  {
    method: 'PUT',
    path: () => `/api/products/${ids.product}`,
    need: 'manage_products',
    body: () => ({ ...productBody(), is_active: false }),
    record: 404,
  },
  { method: 'DELETE', path: () => `/api/products/${ids.product}`, need: 'manage_products', record: 404 },
  // tRPC-only: the supplier choices of the product form.
  { method: 'GET', path: () => '/trpc/catalog.staff.supplierOptions', need: 'manage_products' },
  { method: 'GET', path: () => '/api/admin/inventory', need: 'manage_products' },
  {
    method: 'PUT',
    path: () => `/api/admin/inventory/${ids.product}?stock_quantity=3`,
    need: 'manage_products',
    record: 404,
  },
  { method: 'GET', path: () => '/api/admin/orders', need: 'manage_orders' },
  {
    method: 'PUT',
    path: () => `/api/admin/orders/${ids.order}?status=cancelled`,
    need: 'manage_orders',
    record: 404,
  },
  ...['overview', 'city-wise', 'product-wise', 'category-wise', 'payment-methods', 'daily'].map(
    (p): Case => ({ method: 'GET', path: () => `/api/analytics/${p}`, need: 'view_analytics' }),
  ),
  { method: 'GET', path: () => '/api/admin/analytics/overview', need: 'view_analytics' },
  { method: 'GET', path: () => '/api/admin/analytics/sessions?limit=50', need: 'view_analytics' },
  { method: 'GET', path: () => '/api/admin/sub-admins', need: 'super' },
  {
    method: 'POST',
    path: () => '/api/admin/sub-admins',
    need: 'super',
    body: () => ({
      username: 'New',
      email: 'new-sub@test.in',
      password: 'secret123',
      city_id: 'city_indore',
    }),
  },
  {
    method: 'PUT',
    path: () => `/api/admin/sub-admins/${ids.subNone}`,
    need: 'super',
    body: () => ({
      username: 'Hacked',
      email: 'hacked@test.in',
      city_id: 'city_indore',
      permissions: [...PERMISSIONS],
    }),
  },
  { method: 'DELETE', path: () => `/api/admin/sub-admins/${ids.subNone}`, need: 'super' },
  { method: 'GET', path: () => '/api/admin/audit-log', need: 'super' },
  {
    method: 'POST',
    path: () => '/api/cities',
    need: 'super',
    body: () => ({ name: 'Surat', state: 'Gujarat' }),
  },
  {
    method: 'PUT',
    path: () => '/api/cities/city_indore/status',
    need: 'super',
    body: () => ({ is_active: false }),
  },
];

const label = (c: Case) => `${c.method} ${c.path()}`;
const call = (c: Case, token?: string) => t.call(c.method, c.path(), { token, body: c.body?.() });

beforeAll(async () => {
  t = await createTestApp();
  tok.admin = (await t.userWithToken('admin')).token;
  for (const type of ['customer', 'supplier', 'delivery'] as const) {
    const u = await t.userWithToken(type);
    tok[type] = u.token;
    ids[type] = u.id;
  }
  const none = await t.userWithToken('sub_admin', { permissions: [] });
  tok.subNone = none.token;
  ids.subNone = none.id;
  for (const p of PERMISSIONS) {
    tok[`without:${p}`] = (
      await t.userWithToken('sub_admin', { permissions: PERMISSIONS.filter((x) => x !== p) })
    ).token;
  }
  tok.subAll = (await t.userWithToken('sub_admin', { permissions: [...PERMISSIONS] })).token;
  tok.bhopal = (
    await t.userWithToken('sub_admin', { cityId: 'city_bhopal', permissions: [...PERMISSIONS] })
  ).token;
  ids.product = await addProduct(t.db, { supplierId: ids.supplier!, stock: 40 });
  ids.order = await addOrder(t.db, {
    customerId: ids.customer!,
    status: 'confirmed',
    lines: [{ productId: ids.product, quantity: 2, pricePaise: 10_000 }],
  });
});
afterAll(() => t.close());

describe.each(CASES.map((c) => [label(c), c] as const))('%s', (_, c) => {
  it('no token 401; customer, supplier and delivery 403', async () => {
    expect((await call(c)).status).toBe(401);
    for (const role of ['customer', 'supplier', 'delivery']) {
      const res = await call(c, tok[role]);
      expect(res.status, role).toBe(403);
      expect(res.data.detail ?? res.data.error?.message).toBeTruthy();
    }
  });
});

const needsPermission = CASES.filter((c) => c.need !== 'staff');
describe.each(needsPermission.map((c) => [label(c), c] as const))('%s', (_, c) => {
  it('a sub-admin without the permission is refused (403)', async () => {
    const token = c.need === 'super' ? tok.subAll : tok[`without:${c.need}`];
    expect((await call(c, token)).status).toBe(403);
    expect((await call(c, tok.subNone)).status).toBe(403);
  });
});

const onRecords = CASES.filter((c) => c.record);
describe.each(onRecords.map((c) => [label(c), c] as const))('%s', (_, c) => {
  it("a sub-admin of another city cannot touch this city's record", async () => {
    expect((await call(c, tok.bhopal)).status).toBe(c.record);
  });
});

const reads = CASES.filter((c) => c.method === 'GET');
describe.each(reads.map((c) => [label(c), c] as const))('%s', (_, c) => {
  it('is allowed for the super admin and a permitted sub-admin', async () => {
    expect((await call(c, tok.admin)).status).toBe(200);
    expect((await call(c, c.need === 'super' ? tok.admin : tok.subAll)).status).toBe(200);
  });
});

describe('refusals changed nothing', () => {
  it('the records are as they were', async () => {
    const [customer] = await t.db.select().from(users).where(eq(users.id, ids.customer!));
    expect(customer).toMatchObject({ isActive: true, deletedAt: null });
    expect(customer!.username).not.toBe('Changed');
    const [supplier] = await t.db.select().from(users).where(eq(users.id, ids.supplier!));
    expect(supplier).toMatchObject({ isActive: true, deletedAt: null });
    const [product] = await t.db.select().from(products).where(eq(products.id, ids.product!));
    expect(product).toMatchObject({ stockQuantity: 40, isActive: true });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, ids.order!));
    expect(order).toMatchObject({ status: 'confirmed', version: 1 });
    const [sub] = await t.db.select().from(users).where(eq(users.id, ids.subNone!));
    expect(sub).toMatchObject({ isActive: true, deletedAt: null, permissions: [] });
    const created = await t.db.select().from(products).where(eq(products.name, 'Matrix Rice'));
    expect(created).toHaveLength(0);
    const cities = await t.call('GET', '/api/cities');
    expect(cities.data.map((c: { name: string }) => c.name)).toContain('Indore');
    expect(cities.data.map((c: { name: string }) => c.name)).not.toContain('Surat');
  });
});

describe('OpenAPI', () => {
  it('documents every admin call', async () => {
    const doc = await t.call('GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    for (const c of CASES.filter((x) => x.path().startsWith('/api/'))) {
      const path = c
        .path()
        .split('?')[0]!
        .replace(/\/(usr|prd|ord)_\w+/, '/{id}')
        .replace('city_indore', '{id}');
      expect(doc.data.paths[path]?.[c.method.toLowerCase()], `${c.method} ${path}`).toBeTruthy();
    }
  });
});
