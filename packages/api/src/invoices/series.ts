import { documentSeries, type Tx, users } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { financialYear } from '../shared/order-numbers.ts';

export const OPERATOR_KEY = 'operator';
/** Rule 46(b): a serial number of at most 16 characters. */
const MAX_LENGTH = 16;

/** "2026-27" → "2627": four characters in the number instead of seven. */
const fyCode = (fy: string) => fy.slice(2, 4) + fy.slice(5, 7);

/**
 * The next number of a seller's series for the financial year of `now`: PREFIX-2627-00001 for
 * invoices, PREFIX-2627-C0001 for credit notes (hyphens: a number can stand in a URL path). Taken inside the issuing transaction (the write
 * lock serialises checkouts), so numbers are consecutive with no gaps and never repeat.
 */
export async function nextDocumentNumber(
  tx: Tx,
  seller: { key: string; prefix: string },
  series: 'invoice' | 'credit',
  now: number,
) {
  const fy = financialYear(now);
  const [row] = await tx
    .insert(documentSeries)
    .values({ sellerKey: seller.key, financialYear: fy, series, last: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.sellerKey, documentSeries.financialYear, documentSeries.series],
      set: { last: sql`${documentSeries.last} + 1` },
    })
    .returning({ last: documentSeries.last });
  const sequence = row!.last;
  const head = `${seller.prefix}-${fyCode(fy)}-${series === 'credit' ? 'C' : ''}`;
  const width = MAX_LENGTH - head.length;
  const digits = String(sequence).padStart(series === 'credit' ? 4 : 5, '0');
  if (digits.length > width)
    throw fail.conflict(
      'document_series_full',
      msg(series === 'credit' ? 'error.invoices.creditSeriesFull' : 'error.invoices.invoiceSeriesFull', {
        prefix: seller.prefix,
        year: fy,
      }),
    );
  return { number: head + digits, financialYear: fy, sequence };
}

/**
 * A supplier's invoice prefix, chosen now if it has none: letters of its name and a number,
 * unique across sellers (the unique index is the final word).
 */
export async function supplierPrefix(tx: Tx, supplier: { id: string; name: string; prefix: string | null }) {
  if (supplier.prefix) return supplier.prefix;
  const letters = `${supplier.name.toUpperCase().replace(/[^A-Z]/g, '')}SS`.slice(0, 2);
  for (let n = 1; n < 1000; n++) {
    const candidate = `${letters}${n}`;
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.invoicePrefix, candidate));
    if (taken) continue;
    await tx.update(users).set({ invoicePrefix: candidate }).where(eq(users.id, supplier.id));
    return candidate;
  }
  throw fail.conflict('invoice_prefix_needed', msg('error.invoices.prefixNeeded'));
}
