import { z } from 'zod';
import { count, day, money } from '../shared/answers.ts';
import { SPEND_GROUPS } from './schemas.ts';

const month = z.string().describe('YYYY-MM (India time)').meta({ example: '2026-11' });
const amounts = {
  goods_value: money.describe('Goods before GST, as supplied, less claims credited').meta({ example: 4820 }),
  gst: money.describe('GST on the goods and on suppliers’ delivery charges').meta({ example: 241 }),
  fees: money
    .describe('Suppliers’ delivery charges before GST, and delivery and platform fees (GST included)')
    .meta({ example: 51 }),
  total: money.describe('What the orders charge').meta({ example: 5112 }),
  orders: count.describe('Orders counted').meta({ example: 6 }),
};
const recovered = z.object({
  count: count.meta({ example: 1 }),
  amount: money.describe('Rupees, GST included').meta({ example: 69.3 }),
});

/** A customer's spend in a range, grouped (decision 0099). */
export const spendSummaryOutput = z.object({
  from: day,
  to: day,
  group_by: z.enum(SPEND_GROUPS).meta({ example: 'supplier' }),
  rows: z.array(
    z.object({
      key: z
        .string()
        .describe(
          'YYYY-MM, a category or supplier id; `fees` for delivery and platform fees (and, by ' +
            'category, suppliers’ delivery charges); `operator` for the marketplace’s own listings',
        )
        .meta({ example: 'usr_malwa' }),
      name: z
        .string()
        .nullable()
        .describe('The month, category or supplier; null for `fees` and `operator`')
        .meta({ example: 'Malwa Fresh' }),
      ...amounts,
    }),
  ),
  totals: z.object(amounts),
  credit_notes: recovered.describe(
    'Credit notes issued in the range on orders not cancelled: already taken off the amounts above',
  ),
  claims: recovered.describe('Claims and door refusals approved in the range: already taken off'),
});

const per = z
  .enum(['kg', 'l', 'pc', 'pack'])
  .describe('What a price is of: kg, litre or piece when the unit can be read, else one pack')
  .meta({ example: 'kg' });

/** What a customer paid per kg, litre, piece or pack of each thing it bought, by month. */
export const spendPricesOutput = z.object({
  from: day,
  to: day,
  compared_with: z
    .literal('todays_offers')
    .describe('Offers’ past prices are not kept: savings compare with today’s offers'),
  items: z.array(
    z.object({
      key: z.string().meta({ example: 'item:itm_tomato|kg' }),
      item_id: z.string().nullable().describe('The catalogue item; null for an ungrouped listing').meta({
        example: 'itm_tomato',
      }),
      name: z.string().meta({ example: 'Desi Tomato' }),
      per,
      spent: money.describe('Before GST, as supplied').meta({ example: 380 }),
      price: money.describe('Paid per `per` in the latest month, before GST').meta({ example: 44 }),
      change_pct: z
        .number()
        .nullable()
        .describe('Latest month’s price against the month before; null when not bought then')
        .meta({ example: 10 }),
      months: z.array(
        z.object({
          month,
          quantity: z.number().describe('In `per` units').meta({ example: 5 }),
          spent: money.meta({ example: 220 }),
          price: money.meta({ example: 44 }),
          change_pct: z.number().nullable().meta({ example: 10 }),
        }),
      ),
      cheapest_today: z
        .object({
          price: money.describe('Per `per`, before GST').meta({ example: 36 }),
          supplier_name: z.string().meta({ example: 'Deccan Foods' }),
        })
        .nullable()
        .describe('Today’s lowest in-stock offer of the item from a good supplier'),
      savings: money
        .describe('Paid above `cheapest_today`, summed over the lines (never below 0)')
        .meta({ example: 56 }),
    }),
  ),
  savings: money.describe('Savings left on the table, all items').meta({ example: 56 }),
});
