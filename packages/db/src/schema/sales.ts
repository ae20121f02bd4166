import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/*
 * Sales rollups for the admin reports, kept exact by triggers on orders and order_items
 * (migration 0003): every path that places, pays, cancels or deletes an order updates them in
 * the same transaction, whichever module wrote it. Days and months are Indian (IST). Revenue
 * follows the finance rule: paid or delivered, never cancelled or refunded. city_id '' = none.
 */

/** Per day, city and payment method: order counts and revenue. */
export const salesDaily = sqliteTable(
  'sales_daily',
  {
    day: text('day').notNull(),
    cityId: text('city_id').notNull(),
    paymentMethod: text('payment_method').notNull(),
    orders: integer('orders').notNull().default(0),
    revenueOrders: integer('revenue_orders').notNull().default(0),
    revenuePaise: integer('revenue_paise').notNull().default(0),
    paidOrders: integer('paid_orders').notNull().default(0),
    pendingOrders: integer('pending_orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.cityId, t.paymentMethod] })],
);

/** What revenue orders sold of one product (goods value), as both product rollups keep it. */
const productSales = () => ({
  /** The product id, or name|unit for lines whose product was deleted before the rollup saw them. */
  productKey: text('product_key').notNull(),
  productId: text('product_id'),
  productName: text('product_name').notNull(),
  unit: text('unit').notNull(),
  categoryId: text('category_id').notNull(),
  quantity: integer('quantity').notNull().default(0),
  revenuePaise: integer('revenue_paise').notNull().default(0),
  lines: integer('lines').notNull().default(0),
});

/** Per month, city and product: what revenue orders sold (goods value, excluding GST and fees). */
export const salesMonthlyProducts = sqliteTable(
  'sales_monthly_products',
  {
    month: text('month').notNull(),
    cityId: text('city_id').notNull(),
    ...productSales(),
  },
  (t) => [primaryKey({ columns: [t.month, t.cityId, t.productKey] })],
);

/** Per month, city and category: how many revenue orders contained the category. */
export const salesMonthlyCategories = sqliteTable(
  'sales_monthly_categories',
  {
    month: text('month').notNull(),
    cityId: text('city_id').notNull(),
    categoryId: text('category_id').notNull(),
    orders: integer('orders').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.month, t.cityId, t.categoryId] })],
);

/** The city meaning "every city" in sales_products. */
export const ALL_CITIES = '*';

/**
 * All-time sales per city and product, plus one row per product for all cities (city_id '*'),
 * kept by triggers on sales_monthly_products (migration 0004). The unfiltered product and
 * category reports read it instead of summing every month of every product.
 */
export const salesProducts = sqliteTable(
  'sales_products',
  {
    cityId: text('city_id').notNull(),
    ...productSales(),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.productKey] }),
    index('sales_products_top_idx').on(t.cityId, t.revenuePaise),
  ],
);

/**
 * All-time sales per city and category (plus city `*`): goods quantity and value, and how many
 * products sold. Kept by triggers on sales_products (migration 0008).
 */
export const salesCategories = sqliteTable(
  'sales_categories',
  {
    cityId: text('city_id').notNull(),
    categoryId: text('category_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
    revenuePaise: integer('revenue_paise').notNull().default(0),
    products: integer('products').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.categoryId] })],
);
