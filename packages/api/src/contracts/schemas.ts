import { z } from 'zod';
import { email, id, isoDate, price, quantityInput } from '../shared/schemas.ts';

/** A supplier's price for one customer and one of its listings, over days (decision 0094). */
const priceFields = {
  customer_email: email
    .describe('The customer, by the e-mail it signs in with')
    .meta({ example: 'chef@tandoor.in' }),
  product_id: id.describe('One of your listings').meta({ example: 'prd_7k2m9x4q' }),
  price: price.describe('Rupees per pack, kg or litre, as the listing is sold').meta({ example: 58 }),
  valid_from: isoDate.describe('First day it applies (India)').meta({ example: '2026-12-07' }),
  valid_to: isoDate.describe('Last day it applies (India)').meta({ example: '2027-03-31' }),
  weekly_quantity: quantityInput('Weekly quantity', 1_000_000)
    .positive('Weekly quantity must be more than 0')
    .nullish()
    .transform((v) => v ?? null)
    .describe('What the customer means to take each week, in packs, kg or litres; for planning')
    .meta({ example: 50 }),
};
const inOrder = (v: { valid_from: string; valid_to: string }) => v.valid_to >= v.valid_from;
const outOfOrder = { path: ['valid_to'], message: 'The last day is on or after the first' };

export const contractPriceInput = z.object(priceFields).refine(inOrder, outOfOrder);
/** Staff give a price on a supplier's behalf (manage_suppliers). */
export const staffContractPriceInput = z
  .object({ supplier_id: id.meta({ example: 'usr_3k9x2m' }), ...priceFields })
  .refine(inOrder, outOfOrder);
export const staffPriceListInput = z.object({ supplier_id: id.meta({ example: 'usr_3k9x2m' }) });

export const contractPriceIdInput = z.object({ id });
