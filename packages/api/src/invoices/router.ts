import { authedProcedure, staffProcedure, superAdminProcedure, supplierProcedure } from '../trpc.ts';
import { listDocuments, orderDocumentList } from './documents.ts';
import { eInvoiceJson } from './e-invoice.ts';
import { documentFile, invoiceFile } from './invoices.ts';
import {
  documentListOutput,
  documentPageOutput,
  eInvoiceOutput,
  invoiceFileOutput,
  tcsOutput,
} from './outputs.ts';
import { documentNumberInput, documentPageInput, invoiceOrderInput, tcsMonthInput } from './schemas.ts';
import { tcsCsv, tcsView } from './tcs.ts';

export const invoicesRouter = {
  /**
   * The buyer of the order, the super admin, or a sub-admin with manage_orders in the order's
   * city: every GST document of the order in one PDF.
   */
  download: authedProcedure
    .input(invoiceOrderInput)
    .output(invoiceFileOutput)
    .query(({ ctx, input }) => invoiceFile(ctx.db, ctx.config.seller, ctx.fonts, ctx.user, input.id)),
  /** The same readers: the order's documents as data, credit notes included. */
  forOrder: authedProcedure
    .input(invoiceOrderInput)
    .output(documentListOutput)
    .query(({ ctx, input }) => orderDocumentList(ctx.db, ctx.user, input.id)),
  /** A supplier's own documents, newest first. */
  mine: supplierProcedure
    .input(documentPageInput)
    .output(documentPageOutput)
    .query(({ ctx, input }) => listDocuments(ctx.db, { sellerId: ctx.user.id }, input)),
  /** Staff with manage_orders: every document of the orders in their city (all for the super admin). */
  list: staffProcedure('manage_orders')
    .input(documentPageInput)
    .output(documentPageOutput)
    .query(({ ctx, input }) => listDocuments(ctx.db, { scope: ctx.scope }, input)),
  /** The document's seller, its buyer, or staff reaching its order: the document as a PDF. */
  document: authedProcedure
    .input(documentNumberInput)
    .output(invoiceFileOutput)
    .query(({ ctx, input }) => documentFile(ctx.db, ctx.fonts, ctx.user, input.number)),
  /** The same readers: the e-invoice JSON (schema 1.1). */
  eInvoice: authedProcedure
    .input(documentNumberInput)
    .output(eInvoiceOutput)
    .query(({ ctx, input }) => eInvoiceJson(ctx.db, ctx.config.seller, ctx.user, input.number)),
  /** The super admin: the operator's TCS statement for a month, on screen. */
  tcs: superAdminProcedure
    .input(tcsMonthInput)
    .output(tcsOutput)
    .query(({ ctx, input }) => tcsView(ctx.db, input.month)),
  /** The same as the CSV for the monthly return (GSTR-8). */
  tcsCsv: superAdminProcedure
    .input(tcsMonthInput)
    .output(invoiceFileOutput)
    .query(({ ctx, input }) => tcsCsv(ctx.db, input.month, ctx.clock.now())),
};
