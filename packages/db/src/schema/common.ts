import { integer } from 'drizzle-orm/sqlite-core';

/** Epoch milliseconds. Stored as INTEGER so ranges and ordering stay index-friendly. */
export const createdAt = () =>
  integer('created_at')
    .notNull()
    .$defaultFn(() => Date.now());

export const updatedAt = () =>
  integer('updated_at')
    .notNull()
    .$defaultFn(() => Date.now());

/** SQL list for a CHECK constraint over known values. */
export const inList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
