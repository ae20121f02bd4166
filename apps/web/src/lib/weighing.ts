import { fromStored, toleranceRange, toStored } from '@app/api/shared';
import '../locales/compiled/weighing.ts';
import { translate } from './i18n.ts';
import { quantityText } from './quantity.ts';

/*
 * Lines weighed when packed (catch-weight, decision 0088): ordered as an estimate, charged on the
 * weight packed, which may differ from the estimate by the listing's tolerance unasked.
 */

/** A cart or order line as its weighing shows: kg, with the tolerance in percent. */
interface Weighed {
  quantity: number;
  tolerance_percent: number;
}

/** 'about 2.5 kg · estimated, ±10%'. */
export const estimateText = (l: Weighed) =>
  translate('weighing.estimate', {
    quantity: quantityText(l.quantity, 'kg'),
    tolerance: l.tolerance_percent,
  });

/** The largest tolerance of the weighed lines, or null when none is weighed. */
export function largestTolerance(lines: readonly { weighed: boolean; tolerance_percent: number }[]) {
  const weighed = lines.filter((l) => l.weighed);
  return weighed.length ? Math.max(...weighed.map((l) => l.tolerance_percent)) : null;
}

/** The weights, in kg, a line may come to without asking the customer (shared/measure.ts). */
export function allowedRange(estimateKg: number, tolerancePercent: number) {
  const r = toleranceRange(toStored(estimateKg, 'kg')!, tolerancePercent);
  return { min: fromStored(r.min, 'kg'), max: fromStored(r.max, 'kg') };
}
