import { getTableColumns, type Table } from 'drizzle-orm';

/** Multi-row inserts of `table` within SQLite's 32,766 bound variables a statement. */
export const chunked = async <T>(table: Table, rows: T[], fn: (chunk: T[]) => Promise<unknown>) => {
  const size = Math.floor(32_000 / Object.keys(getTableColumns(table)).length);
  for (let i = 0; i < rows.length; i += size) await fn(rows.slice(i, i + size));
};
