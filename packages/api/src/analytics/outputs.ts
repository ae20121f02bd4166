import { z } from 'zod';
import { count, day, money, nullableTimestamp, paymentMethod, quantity, soldBy } from '../shared/answers.ts';

/** Null where the caller's permissions do not cover the figure. */
const figure = (example: number) => z.number().nullable().meta({ example });

export const dashboardCountsOutput = z.object({
  cities: figure(11),
  sub_admins: figure(4),
  customers: figure(42),
  suppliers: figure(13),
  products: figure(1240),
  low_stock: figure(4),
  pending_approvals: figure(2),
  orders: figure(214),
  pending_orders: figure(12),
  total_revenue: figure(152340.5),
  recent_revenue: figure(18450),
  page_views_30d: figure(5120),
});

export const salesOverviewOutput = z.object({
  total_revenue: money.meta({ example: 152340.5 }),
  total_orders: count.meta({ example: 214 }),
  paid_orders: count.meta({ example: 180 }),
  revenue_orders: count.meta({ example: 190 }),
  pending_orders: count.meta({ example: 12 }),
  recent_revenue: money.meta({ example: 18450 }),
  recent_orders_count: count.meta({ example: 27 }),
  recent_days: count.meta({ example: 30 }),
});

export const salesByCityOutput = z.array(
  z.object({
    city_id: z.string().nullable().meta({ example: 'city_indore' }),
    city_name: z.string().meta({ example: 'Indore' }),
    state: z.string().meta({ example: 'Madhya Pradesh' }),
    total_orders: count.meta({ example: 96 }),
    total_revenue: money.meta({ example: 68210 }),
  }),
);

export const salesByProductOutput = z.array(
  z.object({
    product_id: z.string().nullable().meta({ example: 'prd_7k2m9x4q' }),
    product_name: z.string().meta({ example: 'Basmati Rice' }),
    unit: z.string().meta({ example: '5kg' }),
    brand: z.string().meta({ example: 'India Gate' }),
    sold_by: soldBy,
    total_quantity: quantity
      .describe('Packs, or kg or litres when sold by weight or volume')
      .meta({ example: 96 }),
    order_count: count.meta({ example: 37 }),
    total_revenue: money.meta({ example: 62448 }),
  }),
);

export const salesByCategoryOutput = z.array(
  z.object({
    category: z.string().meta({ example: 'Rice' }),
    total_revenue: money.meta({ example: 62448 }),
    total_quantity: count.meta({ example: 96 }),
    unique_products: count.meta({ example: 8 }),
    order_count: count.meta({ example: 37 }),
  }),
);

export const salesByPaymentMethodOutput = z.array(
  z.object({
    payment_method: paymentMethod,
    order_count: count.describe('Every order placed with the method, whatever its state'),
    revenue_orders: count.describe(
      'Of them, the paid or delivered ones: the orders total_revenue is made of (cash on delivery counts once delivered)',
    ),
    total_revenue: money,
  }),
);

export const salesByDayOutput = z.array(
  z.object({ date: day, order_count: count.meta({ example: 9 }), total_revenue: money }),
);

const tally = (example: { _id: string; count: number }) =>
  z.array(z.object({ _id: z.string(), count })).meta({ example: [example] });

export const trafficOverviewOutput = z.object({
  total_views: count.meta({ example: 5120 }),
  unique_visitors: count.meta({ example: 830 }),
  session_count: count.meta({ example: 1210 }),
  avg_time_spent: z.number().describe('Seconds per page view').meta({ example: 42.5 }),
  top_pages: tally({ _id: '/products', count: 1200 }),
  browsers: tally({ _id: 'Chrome', count: 3100 }),
  devices: tally({ _id: 'Mobile', count: 2900 }),
  top_referrers: tally({ _id: 'Direct', count: 2500 }),
});

export const trafficSessionsOutput = z.array(
  z.object({
    id: z.string().meta({ example: 'pv_9k2d' }),
    session_id: z.string().meta({ example: 'session_5d1a' }),
    timestamp: nullableTimestamp,
    page_url: z.string().meta({ example: '/products' }),
    page_title: z.string().meta({ example: 'Products' }),
    browser: z.string().meta({ example: 'Chrome' }),
    device_type: z.string().meta({ example: 'Mobile' }),
    operating_system: z.string().meta({ example: 'Android' }),
    ip_address: z.string().meta({ example: '203.0.113.7' }),
    screen_resolution: z.string().meta({ example: '412x915' }),
    time_spent: z.number().meta({ example: 38 }),
    referrer: z.string().meta({ example: '' }),
  }),
);

/** The topics of the dashboard's "needs action today" list (decision 0106), in the order shown. */
export const NEEDS_ACTION_TOPICS = [
  'unassigned_orders',
  'overdue_parts',
  'open_claims',
  'cash_to_count',
  'pending_products',
] as const;

export const needsActionOutput = z.object({
  topics: z
    .array(
      z.object({
        topic: z.enum(NEEDS_ACTION_TOPICS).meta({ example: 'unassigned_orders' }),
        count: z.number().int().min(0).meta({ example: 4 }),
        items: z
          .array(
            z.object({
              id: z.string().meta({ example: 'ord_4m2x' }),
              /** An order number, a rider or a product. */
              title: z.string().meta({ example: 'SB-261122-MJHZB' }),
              /** A restaurant, a day or a supplier. */
              detail: z.string().meta({ example: 'Spice Route Kitchen' }),
              amount: z.number().nullable().meta({ example: 2450.5 }),
              /** The slot day, the filing or the handover day: how long it has waited. */
              since: z.string().nullable().meta({ example: '2026-12-07' }),
            }),
          )
          .describe('The oldest few'),
      }),
    )
    .describe('Only the topics the caller’s permissions read'),
});
