import { CLAIM_REASONS, CLAIM_STATUSES } from '@app/db/enums';
import { z } from 'zod';
import { entityId, money, nullableTimestamp, page, quantity, soldBy, timestamp } from '../shared/answers.ts';

export const claimOutput = z.object({
  id: entityId('clm_4k2m'),
  order_id: entityId('ord_4m2x'),
  order_number: z.string().meta({ example: 'SB-261122-MJHZB' }),
  line_id: entityId('itm_2k9d'),
  product_name: z.string().meta({ example: 'Desi Tomato' }),
  supplier_name: z.string().meta({ example: 'Meena Traders' }),
  sold_by: soldBy,
  quantity: quantity.describe('Claimed: packs, kg or litres').meta({ example: 1.5 }),
  reason: z.enum(CLAIM_REASONS).meta({ example: 'spoiled' }),
  note: z.string().meta({ example: 'Soft and mouldy at the bottom of the crate' }),
  photo_ids: z.array(z.string()).describe('Read each with GET /api/claims/photos/{id}'),
  status: z.enum(CLAIM_STATUSES).meta({ example: 'open' }),
  supplier_response: z.string().nullable().meta({ example: null }),
  responded_at: nullableTimestamp,
  approved_quantity: quantity.nullable().meta({ example: null }),
  decision_reason: z.string().nullable().meta({ example: null }),
  decided_at: nullableTimestamp,
  credit_note: z.string().nullable().describe('The credit note an approval issued').meta({ example: null }),
  credited: money.describe('Value credited with its GST (0 until approved)').meta({ example: 0 }),
  refund_due: money.describe('Of it, what the buyer paid and is owed back').meta({ example: 0 }),
  created_at: timestamp,
});

export const claimsOutput = z.object({ claims: z.array(claimOutput) });
export const claimPageOutput = page(claimOutput);
export const claimPhotoOutput = z.object({ photo_id: entityId('cph_9x2k') });
