import { num, type RestRoute, range, rangeDocs } from '../rest/route.ts';

const SALES = [
  [
    'overview',
    'overview',
    'Revenue, orders, paid and pending orders, last 30 days',
    ['total_revenue', 'total_orders', 'paid_orders', 'pending_orders'],
  ],
  [
    'city-wise',
    'cityWise',
    'Orders and revenue per city',
    ['[].city_id', '[].city_name', '[].total_orders', '[].total_revenue'],
  ],
  [
    'product-wise',
    'productWise',
    'Top 10 products by revenue',
    ['[].product_id', '[].product_name', '[].total_quantity', '[].total_revenue'],
  ],
  [
    'category-wise',
    'categoryWise',
    'Revenue, quantity, products and orders per category',
    ['[].category', '[].total_revenue', '[].total_quantity', '[].unique_products', '[].order_count'],
  ],
  [
    'payment-methods',
    'paymentMethods',
    'Orders and revenue per payment method',
    ['[].payment_method', '[].order_count', '[].total_revenue'],
  ],
  [
    'daily',
    'daily',
    'Orders and revenue per day (India time)',
    ['[].date', '[].order_count', '[].total_revenue'],
  ],
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
    answer: ['customers', 'suppliers', 'products', 'orders'],
  },
];

export const analyticsRoutes: RestRoute[] = [
  ...SALES.map(
    ([path, proc, summary, answer]): RestRoute => ({
      method: 'GET',
      path: `/analytics/${path}`,
      procedure: `analytics.sales.${proc}`,
      summary: `${summary}. Revenue: paid or delivered orders, not cancelled or refunded`,
      tag: 'Analytics',
      access: 'staff',
      input: range,
      query: rangeDocs,
      answer: [...answer],
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
    answer: [
      'total_views',
      'unique_visitors',
      'avg_time_spent',
      'top_pages',
      'browsers',
      'devices',
      'top_referrers',
    ],
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
    answer: ['[].timestamp', '[].page_url', '[].browser', '[].device_type'],
  },
];
