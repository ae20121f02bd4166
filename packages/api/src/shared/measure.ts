// Quantities of listings sold by the pack, by weight or by volume (decision 0088). The database
// keeps whole packs, grams or millilitres; the API and the screens speak packs, kg or litres.
import type { SoldBy } from '@app/db/enums';

/** Grams in a kg and millilitres in a litre: the stored units of one unit sold. */
export const BASE_PER_UNIT = 1000;

const perUnit = (soldBy: SoldBy) => (soldBy === 'pack' ? 1 : BASE_PER_UNIT);

/**
 * A quantity as the API gives it (2.5 kg) in stored units (2500 g); null when it is not whole in
 * them: a fraction of a pack, or finer than a gram or millilitre.
 */
export function toStored(quantity: number, soldBy: SoldBy): number | null {
  const stored = quantity * perUnit(soldBy);
  const whole = Math.round(stored);
  return Math.abs(stored - whole) < 1e-6 ? whole : null;
}

/** Stored units (2500 g) as the API answers them (2.5 kg). */
export const fromStored = (stored: number, soldBy: SoldBy) => stored / perUnit(soldBy);

/**
 * The value of a quantity at a price per pack, kg or litre, in paise. Weight and volume round
 * once per line, half up, so every total is a sum of whole paise.
 */
export const lineAmount = (pricePaise: number, stored: number, soldBy: SoldBy) =>
  soldBy === 'pack' ? pricePaise * stored : Math.round((pricePaise * stored) / BASE_PER_UNIT);

export interface Steps {
  soldBy: SoldBy;
  /** Stored units: packs, grams or millilitres. */
  step: number;
  minQuantity: number;
}

/** Why a stored quantity cannot be ordered of a listing, or null. */
export function stepIssue(stored: number, s: Steps): 'step' | 'minimum' | null {
  if (stored % s.step !== 0) return 'step';
  if (stored < s.minQuantity) return 'minimum';
  return null;
}

/** The symbol a quantity of the listing is written with: none for packs. */
export const unitSymbol = (soldBy: SoldBy) => (soldBy === 'kg' ? 'kg' : soldBy === 'litre' ? 'L' : '');

/** '2.5 kg', '750 ml' style text of a stored quantity; packs as a bare number. */
export function formatQuantity(stored: number, soldBy: SoldBy): string {
  if (soldBy === 'pack') return String(stored);
  if (stored < BASE_PER_UNIT) return `${stored} ${soldBy === 'kg' ? 'g' : 'ml'}`;
  return `${fromStored(stored, soldBy)} ${unitSymbol(soldBy)}`;
}

/** A listing's `sold_by`, `step` and `minimum` as answers carry them (API units). */
export const measureOf = (m: Steps) => ({
  sold_by: m.soldBy,
  step: fromStored(m.step, m.soldBy),
  minimum: fromStored(m.minQuantity, m.soldBy),
});

/**
 * The weights (grams) a line weighed when packed may come to without asking the customer: its
 * estimate ± the tolerance, rounded inwards to the gram (decision 0088).
 */
export const toleranceRange = (estimate: number, tolerancePct: number) => ({
  min: Math.ceil((estimate * (100 - tolerancePct)) / 100),
  max: Math.floor((estimate * (100 + tolerancePct)) / 100),
});

/**
 * What a line weighed when packed costs at `grams` (price per kg): its value, but never above the
 * estimate's for an order paid up front, whose supplier gives the extra (decision 0088).
 */
export function weighedAmount(pricePaise: number, grams: number, estimate: number, paidUpFront: boolean) {
  const value = lineAmount(pricePaise, grams, 'kg');
  return paidUpFront ? Math.min(value, lineAmount(pricePaise, estimate, 'kg')) : value;
}
