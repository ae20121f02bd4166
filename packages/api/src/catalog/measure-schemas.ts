import type { PriceBreak, SoldBy } from '@app/db/enums';
import type { z } from 'zod';
import { stepIssue, toStored } from '../shared/measure.ts';
import { toPaise } from '../shared/money.ts';
import { breakIssues } from '../shared/price-breaks.ts';

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

/** A volume price as forms and bulk rows give it: from a quantity in the listing's units, in rupees. */
export interface BreakGiven {
  from_quantity: number;
  price: number;
}

const BREAK_MESSAGES = {
  order: 'Each break is from a larger quantity than the one before',
  minimum: 'A break is from more than the minimum order',
  step: 'A break is from a whole number of steps',
  price: 'Each break is cheaper than the price before it',
} as const;

/** What is wrong with a listing's volume prices (shared/price-breaks.ts rules), by field. */
export function priceBreakIssues(v: { price: number; price_breaks?: BreakGiven[] }, m: Measure) {
  const given = v.price_breaks ?? [];
  const breaks = given.map((b) => ({
    from: toStored(b.from_quantity, m.sold_by),
    pricePaise: toPaise(b.price),
  }));
  const at = (i: number, field: string) => ['price_breaks', String(i), field];
  const whole = breaks.flatMap((b, i) =>
    b.from === null ? [{ path: at(i, 'from_quantity'), message: 'A break is from whole packs' }] : [],
  );
  if (whole.length) return whole;
  const listing = {
    pricePaise: toPaise(v.price),
    step: toStored(m.step, m.sold_by) ?? 1,
    minQuantity: toStored(m.minimum, m.sold_by) ?? 1,
  };
  return breakIssues(breaks as PriceBreak[], listing).map(({ index, issue }) => ({
    path: at(index, issue === 'price' ? 'price' : 'from_quantity'),
    message: BREAK_MESSAGES[issue],
  }));
}

/**
 * A new listing's measure (create): none given is a listing sold by the pack, one at a time; its
 * volume prices fit it.
 */
export function checkMeasure(
  v: Partial<Measure> & { unit?: string; stock_quantity: number; price: number; price_breaks?: BreakGiven[] },
  ctx: z.RefinementCtx,
) {
  const m = measureOf(v);
  const issues = measureIssues(m, v);
  for (const issue of issues.length ? issues : priceBreakIssues(v, m))
    ctx.addIssue({ code: 'custom', ...issue });
}
