import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { SoldBy } from '../enums.ts';
import { DOCUMENT_KINDS } from '../enums.ts';
import { createdAt, inList } from './common.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * The last number used in each seller's series per financial year: a tax invoice series and a
 * credit note series (rule 46(b) and 53: consecutive, unique per financial year). Taken inside
 * the transaction that issues the document, so numbers are gap-free under concurrent checkouts.
 */
export const documentSeries = sqliteTable(
  'document_series',
  {
    /** The supplier's user id, or `operator` for the marketplace's own service invoices. */
    sellerKey: text('seller_key').notNull(),
    financialYear: text('financial_year').notNull(),
    series: text('series', { enum: ['invoice', 'credit'] }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerKey, t.financialYear, t.series] })],
);

/** One line of an issued document, as printed. Amounts in paise. */
export interface DocumentLine {
  name: string;
  hsnCode: string;
  gstRate: number;
  /** Packs (or services), or grams or millilitres when `soldBy` says so; then the price is per kg or litre. */
  quantity: number;
  /** Absent on packs and services, and on every document issued before migration 0033. */
  soldBy?: SoldBy;
  unit: string;
  pricePaise: number;
  /**
   * A volume (decision 0093) or contract price (0094) was charged: which, and the listing's own
   * price, printed beside it.
   */
  listPricePaise?: number;
  priceRule?: 'volume' | 'contract';
  taxablePaise: number;
  taxPaise: number;
}

/**
 * Tax invoices, bills of supply, the operator's service invoices and credit notes. A snapshot of
 * both parties and every amount: an issued document never changes (a trigger refuses updates);
 * corrections are credit notes against it.
 */
export const taxDocuments = sqliteTable(
  'tax_documents',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** Null for the operator's own documents. */
    sellerId: text('seller_id').references(() => users.id),
    sellerKey: text('seller_key').notNull(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    /** A credit note's invoice. */
    againstId: text('against_id'),
    sellerName: text('seller_name').notNull(),
    sellerGstin: text('seller_gstin'),
    sellerAddress: text('seller_address').notNull(),
    sellerState: text('seller_state').notNull(),
    sellerFssai: text('seller_fssai').notNull().default(''),
    buyerName: text('buyer_name').notNull(),
    buyerGstin: text('buyer_gstin'),
    buyerAddress: text('buyer_address').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    lines: text('lines', { mode: 'json' }).$type<DocumentLine[]>().notNull(),
    issuedAt: createdAt(),
  },
  (t) => [
    // Numbers are unique platform-wide: every seller has its own prefix.
    uniqueIndex('tax_documents_number_uq').on(t.number),
    index('tax_documents_order_idx').on(t.orderId),
    index('tax_documents_seller_idx').on(t.sellerKey, t.issuedAt),
    index('tax_documents_issued_idx').on(t.issuedAt),
    check('tax_documents_kind_known', sql`${t.kind} in (${sql.raw(inList(DOCUMENT_KINDS))})`),
  ],
);

/**
 * The background drawing of issued documents into the blob store (api invoices/draw-ahead.ts,
 * decision 0122): one row, holding the lease of the run drawing now and how far it got in issue
 * order, so each run reads only what was issued since.
 */
export const documentDrawing = sqliteTable(
  'document_drawing',
  {
    id: integer('id').primaryKey(),
    /** The last document passed, by (issued_at, number). */
    afterIssuedAt: integer('after_issued_at').notNull(),
    afterNumber: text('after_number').notNull(),
    /** Documents whose drawing failed, by number, with the attempts so far: tried again next run. */
    retry: text('retry', { mode: 'json' }).$type<{ number: string; attempts: number }[]>().notNull(),
    leaseId: text('lease_id'),
    leaseUntil: integer('lease_until').notNull(),
  },
  (t) => [check('document_drawing_single_row', sql`${t.id} = 1`)],
);
