import { z } from 'zod';
import { id, requiredText } from '../shared/schemas.ts';

const quantity = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .max(100_000, 'Quantity is too large');

export const cartAddInput = z.object({
  product_id: id,
  quantity: quantity.min(1, 'Quantity must be at least 1').default(1),
});

/** Spec: a line whose quantity reaches 0 is removed. */
export const cartUpdateInput = z.object({
  id,
  quantity: quantity.min(0, 'Quantity must not be negative'),
});

export const cartRemoveInput = z.object({ id });

/** Most lists a customer keeps, and most products on one list (decision 0063). */
export const LIST_LIMITS = { lists: 50, items: 200 } as const;

const listName = requiredText('List name', 60);
const parQuantity = z
  .number({ error: 'Par quantity must be a number' })
  .int('Par quantity must be a whole number')
  .min(1, 'Par quantity must be at least 1')
  .max(10_000, 'Par quantity must be at most 10,000');
const listItems = z
  .array(z.object({ product_id: id, par_quantity: parQuantity }))
  .max(LIST_LIMITS.items, `A list holds at most ${LIST_LIMITS.items} products`)
  .refine((items) => new Set(items.map((i) => i.product_id)).size === items.length, {
    message: 'List each product once',
  });

/** A list from an own order, from the cart, or item by item: exactly one of them. */
export const listCreateInput = z
  .object({
    name: listName,
    from_order_id: id.optional(),
    from_cart: z.boolean().optional(),
    items: listItems.optional(),
  })
  .refine(
    (v) => [v.from_order_id, v.from_cart || undefined, v.items].filter((s) => s !== undefined).length === 1,
    {
      message: 'Give exactly one of from_order_id, from_cart: true or items',
    },
  )
  .meta({ example: { name: 'Monday staples', items: [{ product_id: 'prd_7k2m9x4q', par_quantity: 10 }] } });

/** Replaces the name, the items, or both. */
export const listUpdateInput = z
  .object({ id, name: listName.optional(), items: listItems.optional() })
  .refine((v) => v.name !== undefined || v.items !== undefined, {
    message: 'Give a new name, items or both',
  });

export const listIdInput = z.object({ id });
