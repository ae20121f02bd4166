import { CLAIM_REASONS, CLAIM_STATUSES } from '@app/db/enums';
import { z } from 'zod';
import { dateRange, id, multilineText, ordered, orderedMsg, quantityInput } from '../shared/schemas.ts';

/** Most photos one claim shows. */
export const CLAIM_PHOTOS_MAX = 5;

/** A claim on a delivered line of an own order: how much (packs, kg or litres), why, photos. */
export const claimCreateInput = z.object({
  id,
  line_id: id,
  quantity: quantityInput().positive('Quantity must be more than 0').meta({ example: 1.5 }),
  reason: z
    .enum(CLAIM_REASONS, { error: 'Reason is damaged, spoiled, wrong_item, short or quality' })
    .meta({ example: 'spoiled' }),
  note: multilineText(1000).default(''),
  photo_ids: z
    .array(id)
    .min(1, 'Add at least one photo of the goods')
    .max(CLAIM_PHOTOS_MAX, 'At most 5 photos')
    .describe('Photos uploaded with POST /api/claims/photos')
    .meta({ example: ['cph_9x2k'] }),
});

export const claimIdInput = z.object({ id });

/** The supplier's side of the story, once, before staff decide. */
export const claimAnswerInput = z.object({
  id,
  response: multilineText(1000).min(1, 'Write your answer'),
});

/** Claims in a list, newest first, by status and filing date. */
export const claimListInput = z
  .object({
    status: z.enum(CLAIM_STATUSES).optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(100).default(20),
    ...dateRange,
  })
  .refine(ordered, orderedMsg);

/** Staff approve all or part of a claim, or reject it, always saying why. */
export const claimDecisionInput = z
  .object({
    id,
    decision: z
      .enum(['approve', 'reject'], { error: 'Decision is approve or reject' })
      .meta({ example: 'approve' }),
    quantity: quantityInput()
      .positive('Quantity must be more than 0')
      .optional()
      .describe('Approve part of it (packs, kg or litres); all that was claimed when left out'),
    reason: multilineText(500).min(1, 'Say why: the customer and the supplier read it'),
  })
  .refine((v) => v.decision === 'approve' || v.quantity === undefined, {
    message: 'Only an approval takes a quantity',
    path: ['quantity'],
  });
