import { z } from 'zod';
import { id, idempotencyKey, quantityInput, requiredText } from '../shared/schemas.ts';

/** Packs, or kg or litres when the listing is sold by weight or volume (its steps are checked on add). */
const quantity = quantityInput();

/** No quantity adds the listing's minimum (1 pack, or its least weight or volume). */
export const cartAddInput = z.object({
  product_id: id,
  quantity: quantity.positive('Quantity must be more than 0').optional(),
  /** Generated once per add by the client, kept across its retries (decision 0109). */
  idempotency_key: idempotencyKey
    .optional()
    .describe('A repeat with the same key within a day answers the cart without adding again')
    .meta({ example: 'add-3f9a1c2e7b' }),
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
/** The most a par can be in stored units (10,000 kg or litres); lists made from orders are capped at it. */
export const PAR_CAP = 10_000_000;

/** Packs, or kg or litres; the listing's steps are checked when the list is saved. */
const parQuantity = quantityInput('Par quantity', 10_000).positive('Par quantity must be more than 0');
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

/** Without it, the lists of the outlet bought for (X-Outlet). */
export const listsInput = z
  .object({
    all_outlets: z
      .boolean()
      .optional()
      .describe('true: the lists of every outlet the caller orders for (an owner: the whole business)'),
  })
  .optional()
  .meta({ example: { all_outlets: true } });
