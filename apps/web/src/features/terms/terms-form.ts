import { termsInput } from '@app/api/schemas';
import { z } from 'zod';
import { WEEK } from '../../lib/week.ts';
import type { Terms } from './use-terms.ts';

/** Rupees as typed: Indian grouping commas ("1,00,000") and paise after a point. */
const RUPEES = /^\d[\d,]*(\.\d+)?$/;
export const isRupees = (text: string) => text.trim() === '' || RUPEES.test(text.trim());

const amount = (text: string) => (isRupees(text) ? Number(text.replaceAll(',', '')) : Number.NaN);

/**
 * The API's terms schema, fed from the inputs: a blank minimum is none, a blank charge refuses
 * orders below it, a blank time is null, a blank lead time is none (decision 0109).
 */
export const termsForm = z.preprocess((v) => {
  const o = v as Record<string, unknown>;
  const minimum = String(o.minimum_order ?? '').trim();
  const charge = String(o.below_minimum_charge ?? '').trim();
  return {
    ...o,
    minimum_order: minimum === '' ? 0 : amount(minimum),
    below_minimum_charge: charge === '' ? null : amount(charge),
    order_by: o.order_by || null,
    // Blank is none; a typed value is checked by the schema (whole days, 0 to 7).
    lead_days: String(o.lead_days ?? '').trim() === '' ? 0 : Number(o.lead_days),
  };
}, termsInput);

/** A new city's form starts with every day ticked: no terms until the supplier narrows them. */
export const formValues = (terms: Terms | null) => ({
  city_id: terms?.city_id ?? '',
  minimum_order: terms?.minimum_order ? String(terms.minimum_order) : '',
  below_minimum_charge: terms?.below_minimum_charge == null ? '' : String(terms.below_minimum_charge),
  delivery_days: terms?.delivery_days ?? [...WEEK],
  order_by: terms?.order_by ?? '',
  lead_days: terms?.lead_days ? String(terms.lead_days) : '',
});
