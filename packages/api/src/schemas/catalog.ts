import { z } from 'zod';
import { id } from './common.ts';

/** Customer catalogue page: keyset cursor from the previous page's `next_cursor`. */
export const productListInput = z.object({
  search: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
  category_id: z.union([z.literal('').transform(() => undefined), id]).optional(),
  cursor: z.string().max(400).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});
export type ProductListInput = z.input<typeof productListInput>;

export const productByIdInput = z.object({ id });
