import { type Column, type SQL, sql } from 'drizzle-orm';

/** A LIKE pattern matching `term` anywhere, with the wildcards in it taken literally. */
export const containsPattern = (term: string) =>
  `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `lower(col) LIKE %term%` over any of `columns`. */
export function matchesAny(term: string, columns: (Column | SQL)[]): SQL | undefined {
  if (!term) return undefined;
  const p = containsPattern(term);
  return sql`(${sql.join(
    columns.map((c) => sql`lower(${c}) like ${p} escape '\\'`),
    sql` or `,
  )})`;
}

const IST_OFFSET = 330 * 60_000;
export const DAY = 86_400_000;

/** Epoch-ms bounds of an inclusive range of Indian calendar days (either end open). */
export function istRange(range: { from?: string; to?: string }) {
  return {
    start: range.from ? Date.parse(`${range.from}T00:00:00Z`) - IST_OFFSET : undefined,
    end: range.to ? Date.parse(`${range.to}T00:00:00Z`) - IST_OFFSET + DAY : undefined,
  };
}

/** `start <= col < end` for the bounds that are set. */
export function withinRange(column: Column, range: { from?: string; to?: string }): SQL | undefined {
  const { start, end } = istRange(range);
  const parts = [
    start !== undefined && sql`${column} >= ${start}`,
    end !== undefined && sql`${column} < ${end}`,
  ].filter((p): p is SQL => Boolean(p));
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

export const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

export const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

/** The Indian calendar day (YYYY-MM-DD) of an instant. */
export const istDayOf = (ms: number) => new Date(ms + IST_OFFSET).toISOString().slice(0, 10);

/** The calendar day `days` after (or before) `day`, both YYYY-MM-DD. */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** 0 for Sunday to 6 for Saturday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
