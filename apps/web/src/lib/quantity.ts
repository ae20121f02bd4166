import type { SoldBy } from '@app/api/enums';
import { formatRupees } from '@app/api/shared';
import '../locales/compiled/measure.ts';
import { translate } from './i18n.ts';

const decimals = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/**
 * A quantity as the API answers it (packs, or kg or litres) in words of the active language:
 * '3', '2.5 kg', '750 g', '1.5 L'. Under one kg or litre it is said in grams or millilitres.
 */
export function quantityText(quantity: number, soldBy: SoldBy): string {
  if (soldBy === 'pack') return decimals.format(quantity);
  const small = quantity < 1;
  const shown = decimals.format(small ? Math.round(quantity * 1000) : quantity);
  if (soldBy === 'kg') return translate(small ? 'measure.qty.g' : 'measure.qty.kg', { quantity: shown });
  return translate(small ? 'measure.qty.ml' : 'measure.qty.litre', { quantity: shown });
}

/** '₹40.00/kg' for a listing sold by weight or volume; the bare price for a pack. */
export function priceText(price: number, soldBy: SoldBy): string {
  const rupees = formatRupees(price);
  if (soldBy === 'pack') return rupees;
  return translate(soldBy === 'kg' ? 'measure.per.kg' : 'measure.per.litre', { price: rupees });
}

/** The next quantity up or down by one step, never below the minimum (0 when stepping below it). */
export function stepped(quantity: number, m: { step: number; minimum: number }, direction: 1 | -1): number {
  const next = Math.round((quantity + direction * m.step) * 1000) / 1000;
  if (direction > 0) return Math.max(next, m.minimum);
  return next < m.minimum ? 0 : next;
}
