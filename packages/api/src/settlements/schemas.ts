import { SETTLEMENT_STATUSES } from '@app/db/enums';
import { z } from 'zod';
import { id, plainString } from '../shared/schemas.ts';

const paging = {
  page: z.number().int().min(1).max(100_000).default(1),
  page_size: z.number().int().min(1).max(100).default(20),
};

export const settlementPageInput = z.object(paging);

export const staffSettlementPageInput = z.object({
  ...paging,
  status: z.enum(SETTLEMENT_STATUSES).optional(),
  /** The super admin may narrow to one city; a sub-admin always sees its own. */
  city_id: id.optional(),
});

export const settlementIdInput = z.object({ id });

/** The bank transfer's UTR: 12 (IMPS) to 22 (RTGS) letters and digits. */
export const markPaidInput = z.object({
  id,
  reference: plainString()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{12,22}$/, 'Enter the bank transfer’s UTR: 12 to 22 letters and digits')
    .meta({ example: 'HDFCN52026112600001' }),
});

/** A commission rate in percent, up to two decimals (5.25 → 525 basis points). */
export const commissionInput = z.object({
  category_id: id,
  commission_percent: z
    .number()
    .finite()
    .min(0, 'Must not be negative')
    .max(50, 'At most 50%')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most 2 decimals')
    .meta({ example: 5 }),
});
