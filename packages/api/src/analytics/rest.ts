import { num, type RestRoute, range, rangeDocs } from '../rest/route.ts';

const SALES = [
  ['overview', 'overview', 'Revenue, orders, paid and pending orders, last 30 days'],
  ['city-wise', 'cityWise', 'Orders and revenue per city'],
  ['product-wise', 'productWise', 'Top 10 products by revenue'],
  ['category-wise', 'categoryWise', 'Revenue, quantity, products and orders per category'],
  ['payment-methods', 'paymentMethods', 'Orders and revenue per payment method'],
  ['daily', 'daily', 'Orders and revenue per day (India time)'],
] as const;

export const dashboardRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/dashboard',
    procedure: 'analytics.dashboard.counts',
    summary: 'Counts for the dashboard cards the caller may open (null for the others)',
    tag: 'Admin',
    access: 'staff',
    input: () => undefined,
  },
];

export const analyticsRoutes: RestRoute[] = [
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
