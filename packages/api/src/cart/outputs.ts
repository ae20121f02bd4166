import { z } from 'zod';
import { count, money, stockLabel } from '../shared/answers.ts';

/** The whole cart at current prices; every cart call answers it. */
export const cartOutput = z.object({
  items: z.array(
    z.object({
      id: z.string().meta({ example: 'cit_8d1f' }),
      product_id: z.string().meta({ example: 'prd_7k2m9x4q' }),
      product_name: z.string().meta({ example: 'Basmati Rice' }),
      product_price: money,
      product_image: z.string().meta({ example: '/images/products/usr_5x2k9m/rice.png' }),
      product_unit: z.string().meta({ example: '5kg' }),
      brand: z.string().meta({ example: 'India Gate' }),
      quantity: count.meta({ example: 2 }),
      stock_quantity: count.meta({ example: 120 }),
      stock_label: stockLabel,
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
  count: count.describe('Units in the cart').meta({ example: 2 }),
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
  delivery_fee: money.meta({ example: 0 }),
  checkout_total: money.meta({ example: 1380.06 }),
  free_delivery_shortfall: money.meta({ example: 0 }),
});
