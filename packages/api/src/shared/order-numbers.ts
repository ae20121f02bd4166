/** Indian financial year (April–March) label of a date, e.g. 2026-27. */
export function financialYear(epochMs: number): string {
  const d = new Date(epochMs + 330 * 60_000); // IST
  const y = d.getUTCFullYear();
  const start = d.getUTCMonth() >= 3 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** What every invoice number of the financial year of `epochMs` starts with: INV/2026-27/ (then 000123). */
export const invoicePrefix = (epochMs: number) => `INV/${financialYear(epochMs)}/`;

export const invoiceNumber = (epochMs: number, sequence: number) =>
  `${invoicePrefix(epochMs)}${String(sequence).padStart(6, '0')}`;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Human-readable order number: date plus 5 random characters, e.g. SB-261121-7KQ2M. */
export function orderNumber(epochMs: number): string {
  const d = new Date(epochMs + 330 * 60_000);
  const ymd = d.toISOString().slice(2, 10).replaceAll('-', '');
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  const tail = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `SB-${ymd}-${tail}`;
}

/** A random four-digit code: the delivery OTP the customer gives, the pick-up code a supplier shows. */
export function fourDigitCode(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return String((n ?? 0) % 10_000).padStart(4, '0');
}
