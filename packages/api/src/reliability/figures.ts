import type { ReliabilityStatus } from '@app/db';
import { lineAmount } from '../shared/measure.ts';
import { type SuppliedLine, supplied } from '../shared/pricing.ts';

/** Fewer parts of known outcome than this: the supplier is new, and shows no figures. */
export const MIN_PARTS = 5;

/**
 * One supplier part whose outcome is known, its values at its lines' prices before GST, in paise.
 * Supplied: handed to the rider, or its order moved on past the pick-ups by staff (the goods left
 * it then, decision 0088); or rejected.
 */
export interface PartFacts {
  orderId: string;
  supplierId: string;
  orderNumber: string;
  createdAt: number;
  outcome: 'supplied' | 'rejected';
  /** Handed to the rider by the promised day; null when it was not handed to one. */
  onTime: boolean | null;
  orderedPaise: number;
  suppliedPaise: number;
  refusedPaise: number;
  claimedPaise: number;
}

interface Figures {
  status: ReliabilityStatus;
  fill_rate: number | null;
  on_time_rate: number | null;
  rejection_rate: number | null;
  claim_rate: number | null;
  parts: number;
}

/** A recorded line with what its value is read from: the estimate of a weighed line too. */
type FactLine = SuppliedLine & { estimatedQuantity: number | null };

/** What was ordered of a line: a weighed line's estimate, not the weight packed. */
export const orderedValue = (l: FactLine) =>
  lineAmount(l.pricePaise, l.estimatedQuantity ?? l.quantity, l.soldBy);

/**
 * What was supplied of a line: nothing of a rejected part; else what left after short lines,
 * counted up to what was ordered (more of one line does not make up for less of another).
 */
export const suppliedValue = (l: FactLine, left: boolean) =>
  left ? Math.min(orderedValue(l), supplied(l).lineTotalPaise) : 0;

/** What a decided claim took back: its approved quantity at the line's price. */
export const creditedValue = (
  c: Pick<SuppliedLine, 'pricePaise' | 'soldBy'> & { approvedQuantity: number },
) => lineAmount(c.pricePaise, c.approvedQuantity, c.soldBy);

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : null);

/** The figures of decision 0090 over some parts of one supplier. */
export function figuresOf(parts: readonly PartFacts[]): Figures {
  if (parts.length < MIN_PARTS)
    return {
      status: 'new',
      fill_rate: null,
      on_time_rate: null,
      rejection_rate: null,
      claim_rate: null,
      parts: parts.length,
    };
  const sum = (value: (p: PartFacts) => number) => parts.reduce((s, p) => s + value(p), 0);
  const handed = parts.filter((p) => p.onTime !== null);
  const suppliedPaise = sum((p) => p.suppliedPaise);
  return {
    status: 'rated',
    fill_rate: percent(
      suppliedPaise,
      sum((p) => p.orderedPaise),
    ),
    on_time_rate: percent(handed.filter((p) => p.onTime).length, handed.length),
    rejection_rate: percent(
      sum((p) => p.refusedPaise),
      suppliedPaise,
    ),
    claim_rate: percent(
      sum((p) => p.claimedPaise),
      suppliedPaise,
    ),
    parts: parts.length,
  };
}
