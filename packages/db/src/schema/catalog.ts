import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { APPROVAL_STATUSES, GST_RATES, type GstRate, type PriceBreak, SOLD_BY } from '../enums.ts';
import { createdAt, inList, updatedAt } from './common.ts';
import { categories, cities } from './reference.ts';
import { users } from './users.ts';

export const products = sqliteTable(
  'products',
  {
    id: text('id').primaryKey(),
    supplierId: text('supplier_id')
      .notNull()
      .references(() => users.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    /** Null: sold in all cities. */
    cityId: text('city_id').references(() => cities.id),
    name: text('name').notNull(),
    brand: text('brand').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Price of one pack, or of one kg or litre when sold by weight or volume. */
    pricePaise: integer('price_paise').notNull(),
    /** Lower prices from larger quantities, by `from` ascending (decision 0093). */
    priceBreaks: text('price_breaks', { mode: 'json' }).$type<PriceBreak[]>().notNull().default(sql`'[]'`),
    /** Fixed once listed: the listing's quantities (stock, carts, lists, orders) are in its units. */
    soldBy: text('sold_by', { enum: SOLD_BY }).notNull().default('pack'),
    /** Quantities ordered are multiples of `step` and at least `minQuantity`: packs, grams or ml. */
    step: integer('step').notNull().default(1),
    minQuantity: integer('min_quantity').notNull().default(1),
    /** Sold by weight and weighed when packed: ordered as an estimate, invoiced on the weight supplied. */
    weighed: integer('weighed', { mode: 'boolean' }).notNull().default(false),
    /** How far, in percent either way, the weight packed may differ from the estimate unasked. */
    tolerancePct: integer('tolerance_pct').notNull().default(10),
    /** Uploaded in the spec's bulk format, which has no price: the supplier prices it before review. */
    priceNeeded: integer('price_needed', { mode: 'boolean' }).notNull().default(false),
    /** HSN code and GST rate (percent) printed on the invoice; the category's defaults unless set. */
    hsnCode: text('hsn_code').notNull().default(''),
    gstRate: integer('gst_rate').$type<GstRate>().notNull().default(5),
    unit: text('unit').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    imageUrl: text('image_url').notNull().default(''),
    manufacturingDate: text('manufacturing_date'),
    expiryDate: text('expiry_date'),
    /** Set by the background job the day after the expiry date: the listing is no longer sold. */
    expired: integer('expired', { mode: 'boolean' }).notNull().default(false),
    /** Its supplier was told, a week ahead, that the expiry date is near. */
    expiryWarned: integer('expiry_warned', { mode: 'boolean' }).notNull().default(false),
    approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /** The catalogue item it is grouped under (decision 0074); null until staff group it. */
    itemId: text('item_id').references((): AnySQLiteColumn => catalogItems.id),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // city_id last: the catalogue's city test runs on index entries, so only rows it keeps are read.
    index('products_live_cat_idx').on(t.approvalStatus, t.isActive, t.categoryId, t.name, t.id, t.cityId),
    index('products_live_name_idx').on(t.approvalStatus, t.isActive, t.name, t.id, t.cityId),
    index('products_supplier_idx').on(t.supplierId, t.createdAt),
    index('products_city_idx').on(t.cityId),
    index('products_stock_idx').on(t.stockQuantity),
    // Whether any product still shows an image (clean-up after a change, the orphan sweep).
    index('products_image_idx').on(t.imageUrl),
    index('products_item_idx').on(t.itemId),
    // The grouped catalogue's listings not (yet) in an item, in the catalogue's name order (decision 0076).
    index('products_ungrouped_name_idx')
      .on(t.approvalStatus, t.isActive, t.name, t.id, t.cityId)
      .where(sql`item_id is null`),
    index('products_ungrouped_cat_idx')
      .on(t.approvalStatus, t.isActive, t.categoryId, t.name, t.id, t.cityId)
      .where(sql`item_id is null`),
    // The expiry job reads only listings that may still expire or be warned about.
    index('products_expiry_idx').on(t.expiryDate).where(sql`expired = 0`),
    check('products_stock_nonneg', sql`${t.stockQuantity} >= 0`),
    check('products_sold_by_known', sql`${t.soldBy} in (${sql.raw(inList(SOLD_BY))})`),
    check('products_step_positive', sql`${t.step} > 0`),
    check('products_min_positive', sql`${t.minQuantity} > 0`),
    check('products_tolerance_range', sql`${t.tolerancePct} between 1 and 50`),
    check('products_price_nonneg', sql`${t.pricePaise} >= 0`),
    check('products_gst_rate_known', sql`${t.gstRate} in (${sql.raw(GST_RATES.join(', '))})`),
    check('products_approval_known', sql`${t.approvalStatus} in (${sql.raw(inList(APPROVAL_STATUSES))})`),
    check(
      'products_dates_ordered',
      sql`${t.manufacturingDate} is null or ${t.expiryDate} is null or ${t.expiryDate} > ${t.manufacturingDate}`,
    ),
  ],
);

/**
 * One thing several suppliers sell ('Besan, 1 kg'), grouping their approved listings (decision
 * 0074). `key` is the normalised name and unit (shared/unit-price.ts): listings join on approval
 * only when key and category match. City null: made by the super admin, may hold any city's listings.
 */
export const catalogItems = sqliteTable(
  'catalog_items',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    /** kg, l or pc; null when the unit could not be read. */
    unitBase: text('unit_base'),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    cityId: text('city_id').references(() => cities.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('catalog_items_key_idx').on(t.key, t.categoryId),
    index('catalog_items_name_idx').on(t.name, t.id),
    // The grouped catalogue's page by category, in name order (keyset).
    index('catalog_items_category_idx').on(t.categoryId, t.name, t.id),
  ],
);

/**
 * An approved listing's edit waiting for review (decision 0062): the proposed values of what staff
 * review, while the product row keeps the approved ones on sale. At most one per product; a new
 * edit replaces it.
 */
export const productRevisions = sqliteTable(
  'product_revisions',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    cityId: text('city_id').references(() => cities.id),
    description: text('description').notNull(),
    unit: text('unit').notNull(),
    imageUrl: text('image_url').notNull(),
    brand: text('brand').notNull(),
    manufacturingDate: text('manufacturing_date'),
    expiryDate: text('expiry_date'),
    hsnCode: text('hsn_code').notNull(),
    gstRate: integer('gst_rate').$type<GstRate>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Whether a revision still names an image (clean-up after a change, the orphan sweep).
    index('product_revisions_image_idx').on(t.imageUrl),
    check('product_revisions_gst_rate_known', sql`${t.gstRate} in (${sql.raw(GST_RATES.join(', '))})`),
  ],
);

/**
 * One row counting every change that can alter what a customer sees in the catalogue: products,
 * their suppliers' status and names, categories, cities. Bumped by triggers (migration 0007) in
 * the writing transaction, so a catalogue page kept under a version is exact for that version.
 */
export const catalogVersion = sqliteTable(
  'catalog_version',
  {
    id: integer('id').primaryKey(),
    version: integer('version').notNull().default(0),
  },
  (t) => [check('catalog_version_single_row', sql`${t.id} = 1`)],
);

/**
 * Images uploaded and not yet seen in use, by store key. The background sweep deletes the file
 * of an upload that nothing shows a day later, and forgets uploads that something shows.
 */
export const uploadedImages = sqliteTable(
  'uploaded_images',
  {
    key: text('key').primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_images_created_idx').on(t.createdAt)],
);
