import { GST_RATES } from '@app/api/enums';
import { type MessageKey, translate } from '../../lib/i18n.ts';
import type listing from '../../locales/compiled/listing.ts';

type ListingKey = typeof listing extends { readonly keys?: infer K } ? K & MessageKey : never;

// The product schema's messages (packages/api catalog/schemas.ts), as the form and the server
// word them in English, each with its message in the catalogue.
const EXACT: Record<string, ListingKey> = {
  'Product name is required': 'listing.error.nameRequired',
  'Category is required': 'listing.error.categoryRequired',
  'Unit is required': 'listing.error.unitRequired',
  'Price is required': 'listing.error.priceRequired',
  'Price must be a number': 'listing.error.priceNumber',
  'Price must be more than 0': 'listing.error.pricePositive',
  'Price is too high': 'listing.error.priceHigh',
  'Price has at most 2 decimals': 'listing.error.priceDecimals',
  'Stock quantity is required': 'listing.error.stockRequired',
  'Stock must be a number': 'listing.error.stockNumber',
  'Stock must be a whole number': 'listing.error.stockWhole',
  'Stock cannot be negative': 'listing.error.stockNegative',
  'Stock is too high': 'listing.error.stockHigh',
  'HSN code has 4, 6 or 8 digits': 'listing.error.hsn',
  'Use an uploaded image or an http(s) image address': 'listing.error.image',
  'Manufacturing date: use YYYY-MM-DD': 'listing.error.mfgFormat',
  'Expiry date: use YYYY-MM-DD': 'listing.error.expiryFormat',
  'Manufacturing date is not a real date': 'listing.error.mfgReal',
  'Expiry date is not a real date': 'listing.error.expiryReal',
  'Expiry date must be after the manufacturing date': 'listing.error.expiryAfter',
};

const t = (key: ListingKey, values?: Record<string, string | number>) => translate(key, values);

/**
 * A product field's error in the active language (the form that shows it re-renders on a switch
 * through its own `useT`); one the catalogue lacks stays as it came.
 */
export function listingError(message: string): string {
  const key = EXACT[message];
  if (key) return t(key);
  const long = /^Must be at most (\d+) characters$/.exec(message);
  if (long) return t('listing.error.tooLong', { max: Number(long[1]) });
  if (message.startsWith('GST rate is one of'))
    return t('listing.error.gstRate', { rates: GST_RATES.join(', ') });
  return message;
}
