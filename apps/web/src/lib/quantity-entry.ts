import type { SoldBy } from '@app/api/enums';

/**
 * A quantity typed in a line's units ('2.5' or '2,5' kg, '3' packs), checked as the API checks it:
 * the number (0 included, at most `max`); 'whole' for part of a pack; 'decimals' for more than 3
 * decimals; null when it is no number, negative or above `max`.
 */
export function readQuantity(
  text: string,
  soldBy: SoldBy,
  max: number,
): number | 'whole' | 'decimals' | null {
  const typed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(typed)) return null;
  const q = Number(typed);
  if (soldBy === 'pack' && !Number.isInteger(q)) return 'whole';
  if (Math.abs(q * 1000 - Math.round(q * 1000)) > 1e-6) return 'decimals';
  return q > max + 1e-9 ? null : q;
}
