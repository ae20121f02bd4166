import { orders } from '@app/db';
import { sql } from 'drizzle-orm';

/**
 * What a finance person counts as revenue: orders that are paid or delivered, never cancelled
 * or refunded. Every revenue figure of the admin console uses this one rule.
 */
export const isRevenueOrder = sql`(${orders.status} <> 'cancelled' and ${orders.paymentStatus} <> 'refunded' and (${orders.paymentStatus} = 'paid' or ${orders.status} = 'delivered'))`;

export const REVENUE_RULE =
  'Revenue counts orders that are paid or delivered; cancelled and refunded orders are excluded.';
