import { z } from 'zod';
import {
  cityRef,
  count,
  day,
  money,
  nullableTimestamp,
  page,
  reliabilityFigures,
  timestamp,
} from '../shared/answers.ts';

const week = z.object({ week: day.describe('Its Monday (India), YYYY-MM-DD'), ...reliabilityFigures });

/** Staff: each supplier of the scope with its figures and the last four weeks'. */
export const staffReliabilityOutput = page(
  z.object({
    supplier_id: z.string().meta({ example: 'usr_5x2k9m' }),
    supplier_name: z.string().meta({ example: 'Fresh Supply Co' }),
    ...cityRef,
    ...reliabilityFigures,
    trend: z
      .array(week)
      .describe(
        'The current week and the three before it, oldest first; empty for a supplier with no orders',
      ),
  }),
).extend({
  refreshed_at: nullableTimestamp.describe(
    'When the figures were last worked out (every 10 minutes); null before the first time',
  ),
});

/** One order whose part lowered a figure, with what it counted. */
const orderBehind = z.object({
  order_id: z.string().meta({ example: 'ord_4m2x' }),
  order_number: z.string().meta({ example: 'SB-261122-MJHZB' }),
  placed_at: timestamp,
  outcome: z
    .enum(['supplied', 'rejected'])
    .describe('supplied: handed to the rider, or the order moved on past the pick-ups by staff')
    .meta({ example: 'supplied' }),
  ordered: money.describe('Value ordered before GST (a weighed line at its estimate)'),
  supplied: money.describe('Value supplied before GST, at most what was ordered of each line'),
  on_time: z
    .boolean()
    .nullable()
    .describe('Handed to the rider by the promised day; null when not handed to one'),
  refused: money.describe('Value refused at the door'),
  claimed: money.describe('Value credited by approved claims after delivery'),
});

/** A supplier's own figures, worked out as asked, and the orders behind them. */
export const supplierReliabilityOutput = z.object({
  ...reliabilityFigures,
  window_days: count.meta({ example: 30 }),
  min_parts: count.describe('Orders of known outcome needed for figures').meta({ example: 5 }),
  totals: z.object({
    ordered: money,
    supplied: money,
    handed_over: count,
    on_time: count,
    refused: money,
    claimed: money,
  }),
  orders: z
    .array(orderBehind)
    .describe(
      'Every counted order that lowered a figure (short, rejected, late, refused or claimed), newest first',
    ),
});
