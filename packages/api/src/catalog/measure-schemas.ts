import type { SoldBy } from '@app/db/enums';
import type { z } from 'zod';
import { stepIssue, toStored } from '../shared/measure.ts';

// How a listing is sold, as its forms and bulk rows give it (decision 0088): defaults and the
// rules a measure must keep. The sentences are validation messages (tests/api/schema-messages.ts).

/** A new listing's step unless it gives one: a pack, 250 g, 500 ml (its minimum: one step). */
export const DEFAULT_STEP: Record<SoldBy, number> = { pack: 1, kg: 0.25, litre: 0.5 };

/** How far the weight packed may differ from the estimate unasked, unless the listing says. */
export const DEFAULT_TOLERANCE_PERCENT = 10;

/**
 * How a listing is sold and in what steps, in its units (packs, kg or litres), and whether it is
 * weighed when packed (catch-weight, decision 0088) within what tolerance.
 */
export interface Measure {
  sold_by: SoldBy;
  step: number;
  minimum: number;
  weighed: boolean;
  tolerance_percent: number;
}

/** The given measure, else the listing's own (`current`), else a new listing's. */
export function measureOf(given: Partial<Measure>, current?: Measure): Measure {
  const sold_by = current?.sold_by ?? given.sold_by ?? 'pack';
  const step = given.step ?? current?.step ?? DEFAULT_STEP[sold_by];
  return {
    sold_by,
    step,
    minimum: given.minimum ?? current?.minimum ?? step,
    weighed: given.weighed ?? current?.weighed ?? false,
    tolerance_percent: given.tolerance_percent ?? current?.tolerance_percent ?? DEFAULT_TOLERANCE_PERCENT,
  };
}

/**
 * What is wrong with a listing's measure: one sold by the pack counts whole packs (step, minimum,
 * stock) and names its unit; any minimum is a whole number of steps. Stock need not be: it is
 * what lies on the shelf. Only goods sold by the kg are weighed when packed.
 */
export function measureIssues(m: Measure, v: { unit?: string; stock_quantity: number }) {
  const issues: { path: string[]; message: string }[] = [];
  const step = toStored(m.step, m.sold_by);
  const minimum = toStored(m.minimum, m.sold_by);
  if (m.sold_by === 'pack') {
    if (step === null) issues.push({ path: ['step'], message: 'Step must be a whole number of packs' });
    if (minimum === null)
      issues.push({ path: ['minimum'], message: 'Minimum must be a whole number of packs' });
    if (toStored(v.stock_quantity, 'pack') === null)
      issues.push({ path: ['stock_quantity'], message: 'Stock must be a whole number' });
    if (v.unit === undefined) issues.push({ path: ['unit'], message: 'Unit is required' });
  }
  const steps = step !== null && step > 0 && minimum !== null;
  if (steps && stepIssue(minimum, { soldBy: m.sold_by, step, minQuantity: step }))
    issues.push({ path: ['minimum'], message: 'Minimum must be a whole number of steps' });
  if (m.weighed && m.sold_by !== 'kg')
    issues.push({ path: ['weighed'], message: 'Only a listing sold by the kg can be weighed when packed' });
  return issues;
}

/** A new listing's measure (create): none given is a listing sold by the pack, one at a time. */
export function checkMeasure(
  v: Partial<Measure> & { unit?: string; stock_quantity: number },
  ctx: z.RefinementCtx,
) {
  for (const issue of measureIssues(measureOf(v), v)) ctx.addIssue({ code: 'custom', ...issue });
}
