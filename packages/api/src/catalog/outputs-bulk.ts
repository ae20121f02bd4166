import { z } from 'zod';

/** A supplier's bulk change (catalog/supplier-figures.ts): how each listing fared, in the order sent. */
export const bulkUpdateOutput = z.object({
  results: z
    .array(
      z.object({
        id: z.string().meta({ example: 'prd_7Hq2mXk9Lp4R' }),
        ok: z.boolean().describe('Whether the listing took the change').meta({ example: false }),
        code: z
          .string()
          .optional()
          .describe('Why not, for a program (as the one-listing call answers it)')
          .meta({ example: 'invalid_input' }),
        reason: z
          .string()
          .optional()
          .describe("Why not, in the caller's language")
          .meta({ example: 'Stock for a pack listing is a whole number' }),
      }),
    )
    .meta({
      example: [
        { id: 'prd_7Hq2mXk9Lp4R', ok: true },
        { id: 'prd_3Kd8wNq1Zs6T', ok: false, code: 'invalid_input', reason: 'Stock is whole packs' },
      ],
    }),
});
