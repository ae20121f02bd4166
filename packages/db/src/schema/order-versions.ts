import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Per account, customer or supplier, a number raised by every change to the orders it sees: the
 * orders, their lines, parts, deliveries and substitution offers (triggers in migration 0058).
 * Order pages are kept per account while it holds (decision 0135); names of suppliers, riders,
 * outlets and cities and brands, read live, move the catalogue version instead.
 */
export const orderVersions = sqliteTable('order_versions', {
  accountId: text('account_id').primaryKey(),
  version: integer('version').notNull(),
});
