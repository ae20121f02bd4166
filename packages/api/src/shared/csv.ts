import { encodeBase64 } from '@oslojs/encoding';

/**
 * One CSV cell. A cell a spreadsheet would read as a formula (= + - @, tab, CR) is prefixed
 * with a quote so opening an export never runs what a customer typed into a field (OWASP).
 */
export function csvCell(value: unknown): string {
  let s = value == null ? '' : String(value);
  // A plain negative amount (-12.50) is a number to a spreadsheet, not a formula: left as it is.
  if (/^[=+\-@\t\r]/.test(s) && !/^-\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replaceAll('"', '""')}"` : s;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n');
}

/** A CSV download for `respond: 'file'` (UTF-8 with BOM so spreadsheets read ₹ and names right). */
export function csvFile(name: string, now: number, header: string[], rows: unknown[][]) {
  const bytes = new TextEncoder().encode(`\uFEFF${toCsv(header, rows)}\r\n`);
  return {
    // The day in India: an export at 23:30 UTC is already the next day's.
    filename: `${name}-${new Date(now + 330 * 60_000).toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    base64: encodeBase64(bytes),
  };
}

/** At most this many rows in a list export (decision 0106): one answer, bounded work. */
export const CSV_ROW_LIMIT = 10_000;

/**
 * Rows read with `limit: CSV_ROW_LIMIT + 1`: the first CSV_ROW_LIMIT, and when there were more,
 * a last one-cell row saying the file was cut, so nobody mistakes it for the whole list.
 */
export function cappedRows(rows: unknown[][]): unknown[][] {
  if (rows.length <= CSV_ROW_LIMIT) return rows;
  return [
    ...rows.slice(0, CSV_ROW_LIMIT),
    [`Only the first ${CSV_ROW_LIMIT} rows: narrow the filters to export the rest`],
  ];
}
