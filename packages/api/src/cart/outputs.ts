import { PRICE_RULES } from '@app/db/enums';
import { z } from 'zod';
import {
  count,
  measure,
  money,
  quantity,
  soldBy,
  stockLabel,
  timestamp,
  weighing,
} from '../shared/answers.ts';
import { WEEKDAYS } from '../shared/weekdays.ts';

/** The whole cart at current prices; every cart call answers it. */
export const cartOutput = z.object({
  items: z.array(
    z.object({
      id: z.string().meta({ example: 'cit_8d1f' }),
      product_id: z.string().meta({ example: 'prd_7k2m9x4q' }),
      supplier_id: z.string().describe('Its supplier: see `suppliers`').meta({ example: 'usr_3k9x2m' }),
      product_name: z.string().meta({ example: 'Basmati Rice' }),
      product_price: money.describe(
        'Per pack, or per kg or litre when sold by weight or volume: the price the quantity pays (a volume break it reaches, decision 0093)',
      ),
      list_price: money.describe("The listing's own price, before any volume break").meta({ example: 65 }),
      price_rule: z
        .enum(PRICE_RULES)
        .describe('list, or volume when a price break applies')
        .meta({ example: 'list' }),
      next_price_break: z
        .object({
          add_quantity: quantity
            .describe('How much more to add, in packs, kg or litres')
            .meta({ example: 5 }),
          price: money.describe('The price per pack, kg or litre it would then pay').meta({ example: 59 }),
        })
        .nullable()
        .describe('The next volume price this line could reach, or null'),
      product_image: z.string().meta({ example: '/images/products/usr_5x2k9m/rice.png' }),
      product_unit: z.string().meta({ example: '5kg' }),
      brand: z.string().meta({ example: 'India Gate' }),
      quantity: quantity.meta({ example: 2 }),
      stock_quantity: quantity.meta({ example: 120 }),
      stock_label: stockLabel,
      ...measure,
      ...weighing,
      line_total: money.meta({ example: 1301 }),
      gst_rate: count
        .describe('GST charged on the line, percent: the product rate, or 0 when the seller has no GSTIN')
        .meta({ example: 5 }),
      available: z.boolean(),
      issue: z
        .string()
        .nullable()
        .describe('Why the line cannot be bought as it is (out of stock, withdrawn)')
        .meta({ example: null }),
    }),
  ),
  count: count
    .describe('Units in the cart: packs, and one per line sold by weight or volume')
    .meta({ example: 2 }),
  line_count: count.meta({ example: 1 }),
  subtotal: money.meta({ example: 1301 }),
  platform_fee: money.meta({ example: 13.01 }),
  total: money.meta({ example: 1380.06 }),
  gst: money.meta({ example: 66.05 }),
  gst_by_rate: z
    .array(
      z.object({
        rate: count.meta({ example: 5 }),
        taxable_value: money.meta({ example: 1301 }),
        gst: money.meta({ example: 65.05 }),
      }),
    )
    .describe('GST per rate over the lines that can be bought, lowest rate first'),
  supplier_charges: money
    .describe('Suppliers’ delivery charges below their minimums, before GST (their GST is in `gst`)')
    .meta({ example: 0 }),
  delivery_fee: money.meta({ example: 0 }),
  checkout_total: money.meta({ example: 1380.06 }),
  free_delivery_shortfall: money.meta({ example: 0 }),
  suppliers: z
    .array(
      z.object({
        supplier_id: z.string().meta({ example: 'usr_3k9x2m' }),
        supplier_name: z.string().meta({ example: 'Malwa Wholesale' }),
        subtotal: money.describe('Its lines that can be bought, before GST').meta({ example: 880 }),
        minimum_order: money
          .nullable()
          .describe('The least its part of an order may come to before GST; null: no minimum')
          .meta({ example: 1000 }),
        minimum_shortfall: money
          .describe('How much more of its goods reaches its minimum (0 once reached)')
          .meta({ example: 120 }),
        below_minimum_charge: money
          .nullable()
          .describe('Its delivery charge before GST below its minimum; null: it refuses orders below it')
          .meta({ example: null }),
        delivery_charge: money
          .describe('The delivery charge it adds to this cart, before GST (0 at or above its minimum)')
          .meta({ example: 0 }),
        delivery_charge_gst_rate: z
          .number()
          .int()
          .describe('GST on that charge, in percent: the rate of its largest line (a composite supply)')
          .meta({ example: 0 }),
        delivery_days: z
          .array(z.enum(WEEKDAYS))
          .describe('Weekdays it delivers on in your city')
          .meta({ example: ['mon', 'wed', 'fri'] }),
        order_by: z
          .string()
          .nullable()
          .describe('HH:MM (India) the day before delivery after which it takes no order for that day')
          .meta({ example: '18:00' }),
        lead_days: z
          .number()
          .int()
          .describe('Days from an order to the earliest day it delivers in your city (decision 0109)')
          .meta({ example: 0 }),
      }),
    )
    .describe('Each supplier in the cart with its trading terms in your city (decision 0095)'),
});

const message = (example: string) => z.string().describe('What happened, in a sentence').meta({ example });

/** Order again: per line of the order what went into the cart and what changed. */
export const reorderOutput = z.object({
  order_number: z.string().meta({ example: 'SB-261122-MJHZB' }),
  lines: z.array(
    z.object({
      product_id: z.string().nullable().meta({ example: 'prd_7k2m9x4q' }),
      product_name: z.string().meta({ example: 'Basmati Rice' }),
      unit: z.string().meta({ example: '5kg' }),
      sold_by: soldBy,
      ordered_quantity: quantity.meta({ example: 2 }),
      added_quantity: quantity.meta({ example: 2 }),
      status: z
        .enum(['added', 'partial', 'out_of_stock', 'no_longer_sold', 'other_supplier'])
        .describe(
          'added: all of it; partial: only what the stock allows; other_supplier: the listing is gone ' +
            'but another supplier sells the same product (see suggestion; not added)',
        )
        .meta({ example: 'added' }),
      old_price: money.describe('Price paid on the order').meta({ example: 650.5 }),
      new_price: money.nullable().describe("Today's price; null when no longer sold").meta({ example: 672 }),
      price_change: z.enum(['up', 'down']).nullable().meta({ example: 'up' }),
      suggestion: z
        .object({
          product_id: z.string().meta({ example: 'prd_9q3w' }),
          product_name: z.string().meta({ example: 'Basmati Rice' }),
          supplier_name: z.string().meta({ example: 'Meena Traders' }),
          price: money,
        })
        .nullable(),
      message: message('Added 2 of Basmati Rice. Price up from ₹650.50 to ₹672.00.'),
    }),
  ),
  cart_count: count.describe('Units in the cart now').meta({ example: 6 }),
});

const listSummary = {
  id: z.string().meta({ example: 'pls_3k8d' }),
  name: z.string().meta({ example: 'Monday staples' }),
  outlet_id: z
    .string()
    .nullable()
    .describe('The outlet of the business whose list it is (X-Outlet)')
    .meta({ example: 'out_7k2m9q4x1b8n3c5v6z0a' }),
  item_count: count.meta({ example: 12 }),
  created_at: timestamp,
  updated_at: timestamp,
};

/** A par list with its items at today's prices and stock. */
export const parListOutput = z.object({
  ...listSummary,
  items: z.array(
    z.object({
      product_id: z.string().meta({ example: 'prd_7k2m9x4q' }),
      product_name: z.string().meta({ example: 'Basmati Rice' }),
      unit: z.string().meta({ example: '5kg' }),
      brand: z.string().meta({ example: 'India Gate' }),
      product_image: z.string().meta({ example: '/images/products/usr_5x2k9m/rice.png' }),
      price: money.describe('Per pack, or per kg or litre when sold by weight or volume'),
      ...measure,
      par_quantity: quantity.describe('How much to keep on hand').meta({ example: 10 }),
      in_cart: quantity.meta({ example: 4 }),
      stock_quantity: quantity.describe('0 when no longer sold').meta({ example: 120 }),
      issue: z.enum(['No longer sold', 'Out of stock']).nullable().meta({ example: null }),
    }),
  ),
});

export const parListsOutput = z.object({ lists: z.array(z.object(listSummary)) });

/** Topping the cart up to a list's par: per item what was added, or why not. */
export const listToCartOutput = z.object({
  list_id: z.string().meta({ example: 'pls_3k8d' }),
  list_name: z.string().meta({ example: 'Monday staples' }),
  lines: z.array(
    z.object({
      product_id: z.string().meta({ example: 'prd_7k2m9x4q' }),
      product_name: z.string().meta({ example: 'Basmati Rice' }),
      unit: z.string().meta({ example: '5kg' }),
      sold_by: soldBy,
      par_quantity: quantity.meta({ example: 10 }),
      in_cart_before: quantity.meta({ example: 4 }),
      added_quantity: quantity.meta({ example: 6 }),
      status: z
        .enum(['added', 'partial', 'at_par', 'out_of_stock', 'no_longer_sold'])
        .describe('at_par: the cart already holds the par or more')
        .meta({ example: 'added' }),
      message: message('Added 6 of Basmati Rice, up to par 10.'),
    }),
  ),
  cart_count: count.describe('Units in the cart now').meta({ example: 16 }),
});
