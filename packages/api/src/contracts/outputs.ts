import { z } from 'zod';
import { money, quantity, soldBy, timestamp } from '../shared/answers.ts';

const priceFields = {
  id: z.string().meta({ example: 'cpr_4m8k2x' }),
  product_id: z.string().meta({ example: 'prd_7k2m9x4q' }),
  product_name: z.string().meta({ example: 'Nashik Red Onion' }),
  unit: z.string().meta({ example: 'kg' }),
  sold_by: soldBy,
  price: money.describe('The agreed price per pack, kg or litre').meta({ example: 30 }),
  list_price: money.describe("The listing's price today, for everyone else").meta({ example: 34 }),
  valid_from: z.string().meta({ example: '2026-12-07' }),
  valid_to: z.string().meta({ example: '2027-03-31' }),
  weekly_quantity: quantity.nullable().meta({ example: 50 }),
  status: z
    .enum(['upcoming', 'current', 'ended'])
    .describe('By the Indian calendar day: not started, applying, or past its last day')
    .meta({ example: 'current' }),
};

/** A supplier's price list: each agreed price with its customer. */
export const supplierPriceOutput = z.object({
  ...priceFields,
  customer_name: z.string().meta({ example: 'Tandoor House' }),
  customer_email: z.string().meta({ example: 'chef@tandoor.in' }),
  created_at: timestamp,
});
export const supplierPriceListOutput = z.object({ items: z.array(supplierPriceOutput) });

/** A customer's own prices: each with the supplier that gave it. */
export const accountPriceListOutput = z.object({
  items: z.array(
    z.object({ ...priceFields, supplier_name: z.string().meta({ example: 'Malwa Wholesale' }) }),
  ),
});

export const contractPriceRemovedOutput = z.object({ id: z.string().meta({ example: 'cpr_4m8k2x' }) });

/** Who a supplier may give a price to: the customers who have ordered from it. */
export const priceCustomerListOutput = z.object({
  items: z.array(
    z.object({
      customer_name: z.string().meta({ example: 'Tandoor House' }),
      customer_email: z.string().meta({ example: 'chef@tandoor.in' }),
    }),
  ),
});

/** The listings of a supplier that staff may give a price for. */
export const priceListingListOutput = z.object({
  items: z.array(
    z.object({
      id: z.string().meta({ example: 'prd_7k2m9x4q' }),
      name: z.string().meta({ example: 'Nashik Red Onion' }),
      unit: z.string().meta({ example: 'kg' }),
      sold_by: soldBy,
      price: money.describe("The listing's price today").meta({ example: 34 }),
    }),
  ),
});
