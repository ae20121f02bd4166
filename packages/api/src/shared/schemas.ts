import { z } from 'zod';
import { isValidGstin } from './gstin.ts';
import { normalisePhone, PHONE_MESSAGE } from './phone.ts';
import { multilineString, plainString } from './text.ts';

export {
  CONTROL_MESSAGE,
  hasControlCharacter,
  MULTILINE_CONTROL_MESSAGE,
  multilineString,
  plainString,
  withoutControl,
} from './text.ts';

/** Trimmed text on one line with an upper bound so no field can carry a megabyte. */
export const text = (max = 200) => plainString().trim().max(max, `Must be at most ${max} characters`);
export const requiredText = (label: string, max = 200) => text(max).min(1, `${label} is required`);
/** Trimmed text that may span lines: addresses, descriptions, notes, reasons. */
export const multilineText = (max: number) =>
  multilineString().trim().max(max, `Must be at most ${max} characters`);
export const requiredMultilineText = (label: string, max: number) =>
  multilineText(max).min(1, `${label} is required`);
export const id = plainString().trim().min(1).max(64);
/**
 * A quantity in the listing's units: packs, or kg or litres to the gram or millilitre. The
 * listing's own rules (whole packs, steps, minimum) are checked where it is read (shared/measure.ts).
 */
export const quantityInput = (label = 'Quantity', max = 100_000) =>
  z
    .number({ error: `${label} must be a number` })
    .max(max, `${label} is too large`)
    .refine((q) => Math.abs(q * 1000 - Math.round(q * 1000)) < 1e-6, `${label} has at most 3 decimals`);
export const email = plainString()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Please enter a valid email address'));
/** An Indian mobile or landline (with its STD code), stored in one form (shared/phone.ts). */
export const indianPhone = plainString()
  .trim()
  .transform((v) => normalisePhone(v) ?? '')
  .pipe(z.string().min(1, PHONE_MESSAGE));
/** Blank, or a phone number; a control character is named as such, not as a bad number. */
export const optionalPhone = plainString().pipe(z.union([z.literal(''), indianPhone]));
/** Where and to whom an order is delivered: checkout's fields, which a standing order keeps too. */
export const deliveryFields = {
  delivery_address: requiredMultilineText('Delivery address', 500),
  phone: indianPhone,
  contact_person: text(100).default(''),
  alternate_phone: optionalPhone.default(''),
  landmark: text(200).default(''),
  delivery_notes: multilineText(500).default(''),
};
export const fssai = plainString()
  .trim()
  .regex(/^\d{14}$/, 'FSSAI number has 14 digits');
/** A password being set: never trimmed; control characters are refused like anywhere else. */
export const password = plainString().min(6, 'Password must be at least 6 characters').max(200);
/** Rupees with at most 2 decimals. */
export const rupees = z
  .number()
  .finite()
  .min(0, 'Must not be negative')
  .max(10_000_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most 2 decimals');
/** Rupees, more than 0, at most 2 decimals. The form sends a number (spec: step 0.01). */
export const price = z
  .number({
    error: (i) => (i.input === undefined || i.input === '' ? 'Price is required' : 'Price must be a number'),
  })
  .positive('Price must be more than 0')
  .max(10_000_000, 'Price is too high')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Price has at most 2 decimals');

export const isoDate = plainString()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Not a real date');
export const pageInput = z.object({
  cursor: plainString().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});
/** GSTIN with its check character verified (upper-cased). */
export const gstin = plainString()
  .trim()
  .toUpperCase()
  .refine(isValidGstin, 'Enter a valid 15-character GSTIN');

/** An inclusive range of calendar days in India (IST), either end optional. */
export const dateRange = {
  from: isoDate.optional(),
  to: isoDate.optional(),
};
export const ordered = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
export const orderedMsg = { message: 'The start date must not be after the end date', path: ['to'] };

/** A client's key for one write it may repeat (checkout, cart add): a repeat answers without writing again. */
export const idempotencyKey = plainString()
  .trim()
  .regex(/^[\w-]{8,100}$/, 'Idempotency key: 8-100 letters, digits, - or _');
