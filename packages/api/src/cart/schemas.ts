import { z } from 'zod';
import { id } from '../shared/schemas.ts';

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
