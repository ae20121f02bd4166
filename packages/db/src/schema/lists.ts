import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { outlets } from './business.ts';
import { products } from './catalog.ts';
import { createdAt, updatedAt } from './common.ts';
import { users } from './users.ts';

/**
 * A customer's named par list ("Monday staples"): products and how many to keep on hand, for one
 * outlet of its business (decision 0117); null only for lists no outlet has adopted yet.
 */
export const parLists = sqliteTable(
  'par_lists',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    outletId: text('outlet_id').references(() => outlets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased name: names are unique per outlet regardless of case. */
    nameKey: text('name_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('par_lists_user_outlet_name_uq').on(t.userId, t.outletId, t.nameKey)],
);

/** A product deleted later leaves its lists with it (decision 0063). */
export const parListItems = sqliteTable(
  'par_list_items',
  {
    id: text('id').primaryKey(),
    listId: text('list_id')
      .notNull()
      .references(() => parLists.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    parQuantity: integer('par_quantity').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('par_list_items_list_product_uq').on(t.listId, t.productId),
    index('par_list_items_product_idx').on(t.productId),
    check('par_list_items_par_range', sql`${t.parQuantity} between 1 and 10000000`),
  ],
);
