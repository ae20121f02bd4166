import { num, type RestRequest, type RestRoute } from '../route.ts';

const opt = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);
const range = (r: RestRequest) => ({ from: opt(r.query.from), to: opt(r.query.to) });
const rangeDocs = {
  from: { type: 'string', description: 'First day, YYYY-MM-DD (India time)' },
  to: { type: 'string', description: 'Last day, YYYY-MM-DD (India time), inclusive' },
} as const;
const page = {
  page: { type: 'integer', description: 'Page number, from 1' },
  page_size: { type: 'integer', description: 'Rows per page (1-100)' },
} as const;

export const adminOperationRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/products',
    procedure: 'catalog.staff.list',
    summary: 'Products for staff: search by name, category or city; city and status filters',
    tag: 'Admin: products',
    access: 'staff',
    input: (r) => ({
      search: r.query.search ?? '',
      city_id: opt(r.query.city_id),
      status: opt(r.query.status),
      page: num(r.query.page),
      page_size: num(r.query.page_size),
    }),
    query: {
      search: { type: 'string', description: 'Matches name, brand, category or city' },
      city_id: { type: 'string', description: 'Only this city' },
      status: { type: 'string', description: 'all, active or inactive' },
      ...page,
    },
  },
  {
    method: 'POST',
    path: '/products',
    procedure: 'catalog.staff.create',
    summary: 'Add a product as staff (approved at once)',
    tag: 'Admin: products',
    access: 'staff',
    status: 201,
  },
  {
    method: 'PUT',
    path: '/products/:id',
    procedure: 'catalog.staff.update',
    summary: 'Replace a product as staff; flip is_active to (de)activate',
    tag: 'Admin: products',
    access: 'staff',
  },
  {
    method: 'DELETE',
    path: '/products/:id',
    procedure: 'catalog.staff.remove',
    summary: 'Delete a product as staff (order lines keep their snapshot)',
    tag: 'Admin: products',
    access: 'staff',
  },
  {
    method: 'GET',
    path: '/admin/inventory',
    procedure: 'catalog.inventory.list',
    summary: 'Stock levels with total, low-stock and out-of-stock counts',
    tag: 'Admin: inventory',
    access: 'staff',
    input: (r) => ({
      city_id: opt(r.query.city_id),
      search: r.query.search ?? '',
      level: opt(r.query.level),
      page: num(r.query.page),
      page_size: num(r.query.page_size),
    }),
    query: {
      city_id: { type: 'string', description: 'Only this city' },
      search: { type: 'string', description: 'Matches name, brand or category' },
      level: { type: 'string', description: 'all, low (1-19) or out (0)' },
      ...page,
    },
  },
  {
    method: 'PUT',
    path: '/admin/inventory/:id',
    procedure: 'catalog.inventory.updateStock',
    summary: 'Set the stock of a product (whole number, 0 or more)',
    tag: 'Admin: inventory',
    access: 'staff',
    input: (r) => ({ id: r.params.id, stock_quantity: num(r.query.stock_quantity) ?? r.body.stock_quantity }),
    query: { stock_quantity: { type: 'integer', description: 'The new stock', required: true } },
  },
  {
    method: 'GET',
    path: '/admin/orders',
    procedure: 'orders.staff.list',
    summary: 'Orders, newest first, filtered by status, city and dates',
    tag: 'Admin: orders',
    access: 'staff',
    input: (r) => ({
      status: opt(r.query.status),
      city_id: opt(r.query.city_id),
      search: r.query.search ?? '',
      page: num(r.query.page),
      page_size: num(r.query.page_size),
      ...range(r),
    }),
    query: {
      status: { type: 'string', description: 'Only this status' },
      city_id: { type: 'string', description: 'Only this city' },
      search: { type: 'string', description: 'Order number, restaurant or customer' },
      ...rangeDocs,
      ...page,
    },
  },
  {
    method: 'PUT',
    path: '/admin/orders/:id',
    procedure: 'orders.staff.setStatus',
    summary: 'Set an order status (pending..cancelled); cancelling restores stock',
    tag: 'Admin: orders',
    access: 'staff',
    input: (r) => ({
      id: r.params.id,
      status: r.query.status ?? r.body.status,
      expected_version: num(r.query.version) ?? r.body.expected_version,
    }),
    query: {
      status: {
        type: 'string',
        description: 'pending, confirmed, processing, shipped, delivered or cancelled',
      },
      version: { type: 'integer', description: 'The version you saw; a newer one answers 409' },
    },
  },
];

const SALES = [
  ['overview', 'overview', 'Revenue, orders, paid and pending orders, last 30 days'],
  ['city-wise', 'cityWise', 'Orders and revenue per city'],
  ['product-wise', 'productWise', 'Top 10 products by revenue'],
  ['category-wise', 'categoryWise', 'Revenue, quantity, products and orders per category'],
  ['payment-methods', 'paymentMethods', 'Orders and revenue per payment method'],
  ['daily', 'daily', 'Orders and revenue per day (India time)'],
] as const;

export const analyticsAdminRoutes: RestRoute[] = [
  ...SALES.map(
    ([path, proc, summary]): RestRoute => ({
      method: 'GET',
      path: `/analytics/${path}`,
      procedure: `analytics.sales.${proc}`,
      summary: `${summary}. Revenue: paid or delivered orders, not cancelled or refunded`,
      tag: 'Analytics',
      access: 'staff',
      input: range,
      query: rangeDocs,
    }),
  ),
  {
    method: 'GET',
    path: '/admin/analytics/overview',
    procedure: 'analytics.traffic.overview',
    summary: 'Page views, visitors, time spent, top pages, browsers, devices, referrers',
    tag: 'Analytics',
    access: 'staff',
    input: range,
    query: rangeDocs,
  },
  {
    method: 'GET',
    path: '/admin/analytics/sessions',
    procedure: 'analytics.traffic.sessions',
    summary: 'The most recent page views',
    tag: 'Analytics',
    access: 'staff',
    input: (r) => ({ limit: num(r.query.limit) ?? 50, ...range(r) }),
    query: { limit: { type: 'integer', description: 'At most this many (default 50)' }, ...rangeDocs },
  },
];
