import { z } from 'zod';
import { id, isoDate, ordered, orderedMsg } from '../shared/schemas.ts';

/** The longest range one report reads: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;

export type SpendRange = { from: string; to: string };

const days = {
  from: isoDate.describe('First day, YYYY-MM-DD (India time)').meta({ example: '2026-10-01' }),
  to: isoDate.describe('Last day, YYYY-MM-DD (India time), inclusive').meta({ example: '2026-11-30' }),
};
// Checked only once the days are in order, so a reversed range gets the one sentence that fits.
const withinAYear = (v: SpendRange) =>
  !ordered(v) || (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1 <= MAX_RANGE_DAYS;
const yearMsg = { message: 'A report covers at most 366 days', path: ['to'] };

const outletFilter = id
  .optional()
  .describe('Only this outlet of the business (decision 0112); all you read when left out')
  .meta({ example: 'out_7hq2m4xz9k3p5r8t' });

/** Inclusive Indian calendar days, in order and at most a year apart. */
export const spendRangeInput = z
  .object({ ...days, outlet_id: outletFilter })
  .refine(ordered, orderedMsg)
  .refine(withinAYear, yearMsg);

export const SPEND_GROUPS = ['month', 'outlet', 'category', 'supplier'] as const;
export type SpendGroup = (typeof SPEND_GROUPS)[number];

export const spendSummaryInput = z
  .object({
    ...days,
    group_by: z.enum(SPEND_GROUPS).default('month').meta({ example: 'supplier' }),
    outlet_id: outletFilter,
  })
  .refine(ordered, orderedMsg)
  .refine(withinAYear, yearMsg);
