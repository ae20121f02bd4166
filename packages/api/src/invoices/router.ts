import { op, reportReader, signedIn, staff, superAdmin, supplier } from '../operations/op.ts';
import { paging, type RestRequest } from '../rest/route.ts';
import { listDocuments, orderDocumentList } from './documents.ts';
import { eInvoiceJson } from './e-invoice.ts';
import { documentFile, invoiceFile } from './invoices.ts';
import {
  documentListOutput,
  documentPageOutput,
  eInvoiceOutput,
  invoiceFileOutput,
  purchaseGstinsOutput,
  purchaseRegisterOutput,
  tcsOutput,
} from './outputs.ts';
import { pressOf } from './pdf.ts';
import { purchaseGstins, purchaseRegister, purchaseRegisterCsv } from './purchase-register.ts';
import {
  documentNumberInput,
  documentPageInput,
  invoiceOrderInput,
  purchaseRegisterInput,
  tcsMonthInput,
} from './schemas.ts';
import { tcsCsv, tcsView } from './tcs.ts';

const registerQuery = {
  gstin: { type: 'string', description: 'A buyer GSTIN on your orders', required: true },
  month: { type: 'string', description: 'YYYY-MM (India time)', required: true },
} as const;
const registerInput = (r: RestRequest) => ({ gstin: r.query.gstin, month: r.query.month });

const pagingQuery = {
  page: { type: 'integer', description: 'Page number, from 1 (default 1)' },
  page_size: { type: 'integer', description: 'Documents per page, 1-100 (default 20)' },
} as const;

export const invoicesRouter = {
  /**
   * The buyer of the order, the super admin, or a sub-admin with manage_orders in the order's
   * city: every GST document of the order in one PDF.
   */
  download: op({
    heavy: true,
    access: signedIn,
    keyScope: 'invoices:read',
    rest: {
      method: 'GET',
      path: '/orders/:id/invoice',
      summary: 'Every GST document of the order in one PDF (Invoice_{order number}.pdf)',
      tag: 'Orders',
      input: (r) => ({ id: r.params.id }),
      respond: 'file',
    },
  })
    .input(invoiceOrderInput)
    .output(invoiceFileOutput)
    .query(({ ctx, input }) =>
      invoiceFile(ctx.db, ctx.images, ctx.config.seller, pressOf(ctx), ctx.user, input.id),
    ),
  /** The same readers: the order's documents as data, credit notes included. */
  forOrder: op({
    access: signedIn,
    keyScope: 'invoices:read',
    rest: {
      method: 'GET',
      path: '/orders/:id/invoices',
      summary: "The order's GST documents: per-seller invoices, the operator's fee invoice, credit notes",
      tag: 'Orders',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(invoiceOrderInput)
    .output(documentListOutput)
    .query(({ ctx, input }) => orderDocumentList(ctx.db, ctx.user, input.id)),
  /** A supplier's own documents, newest first. */
  mine: op({
    access: supplier,
    keyScope: 'invoices:read',
    rest: {
      method: 'GET',
      path: '/supplier/invoices',
      summary: "The supplier's own GST documents, newest first",
      tag: 'Invoices',
      input: paging,
      query: pagingQuery,
    },
  })
    .input(documentPageInput)
    .output(documentPageOutput)
    .query(({ ctx, input }) => listDocuments(ctx.db, { sellerId: ctx.user.id }, input)),
  /** Staff with manage_orders: every document of the orders in their city (all for the super admin). */
  list: op({
    access: staff('manage_orders'),
    keyScope: 'invoices:read',
    rest: {
      method: 'GET',
      path: '/admin/invoices',
      summary: 'GST documents of the orders in your city (every city for the super admin), newest first',
      tag: 'Invoices',
      input: paging,
      query: pagingQuery,
    },
  })
    .input(documentPageInput)
    .output(documentPageOutput)
    .query(({ ctx, input }) => listDocuments(ctx.db, { scope: ctx.scope }, input)),
  /** The document's seller, its buyer, or staff reaching its order: the document as a PDF. */
  document: op({
    heavy: true,
    access: signedIn,
    keyScope: 'invoices:read',
    rest: {
      method: 'GET',
      path: '/invoices/:number/pdf',
      summary:
        'One GST document as a PDF ({number}.pdf): for its seller, its buyer and staff reaching the order',
      tag: 'Invoices',
      input: (r) => ({ number: r.params.number }),
      respond: 'file',
    },
  })
    .input(documentNumberInput)
    .output(invoiceFileOutput)
    .query(({ ctx, input }) => documentFile(ctx.db, ctx.images, pressOf(ctx), ctx.user, input.number)),
  /** The same readers: the e-invoice JSON (schema 1.1). */
  eInvoice: op({
    access: signedIn,
    keyScope: 'invoices:read',
    rest: {
      method: 'GET',
      path: '/invoices/:number/e-invoice',
      summary:
        'A tax invoice or credit note as e-invoice JSON (government schema 1.1), for registration on the IRP',
      tag: 'Invoices',
      input: (r) => ({ number: r.params.number }),
    },
  })
    .input(documentNumberInput)
    .output(eInvoiceOutput)
    .query(({ ctx, input }) => eInvoiceJson(ctx.db, ctx.config.seller, ctx.user, input.number)),
  /** The super admin: the operator's TCS statement for a month, on screen. */
  tcs: op({
    access: superAdmin,
    rest: {
      method: 'GET',
      path: '/admin/tcs',
      summary:
        "The operator's TCS statement for a month (section 52): per supplier GSTIN, gross, returns, net, TCS",
      tag: 'Invoices',
      input: (r) => ({ month: r.query.month }),
      query: { month: { type: 'string', description: 'YYYY-MM (India time)', required: true } },
    },
  })
    .input(tcsMonthInput)
    .output(tcsOutput)
    .query(({ ctx, input }) => tcsView(ctx.db, input.month)),
  /** The same as the CSV for the monthly return (GSTR-8). */
  tcsCsv: op({
    heavy: true,
    access: superAdmin,
    rest: {
      method: 'GET',
      path: '/admin/tcs/csv',
      summary: 'The TCS statement as CSV, shaped like GSTR-8 table 3 (TCS-YYYY-MM.csv)',
      tag: 'Invoices',
      input: (r) => ({ month: r.query.month }),
      query: { month: { type: 'string', description: 'YYYY-MM (India time)', required: true } },
      respond: 'file',
      fileType: 'text/csv',
    },
  })
    .input(tcsMonthInput)
    .output(invoiceFileOutput)
    .query(({ ctx, input }) => tcsCsv(ctx.db, input.month, ctx.clock.now())),
  /** The owner and purchase managers: the business's outlet GSTINs, for choosing a purchase register. */
  purchaseGstins: op({
    access: reportReader,
    keyScope: 'invoices:read',
    rest: {
      method: 'GET',
      path: '/account/purchase-register/gstins',
      summary:
        'The GSTINs of your business’s outlets (and, for its owner, others its orders were billed to), each with the month of its latest document',
      tag: 'Invoices',
      input: () => undefined,
    },
  })
    .output(purchaseGstinsOutput)
    .query(({ ctx }) => purchaseGstins(ctx.db, ctx.reach, ctx.clock.now())),
  /** The owner and purchase managers: an outlet GSTIN's register for input tax credit (decisions 0097, 0112). */
  purchaseRegister: op({
    access: reportReader,
    keyScope: 'invoices:read',
    rest: {
      method: 'GET',
      path: '/account/purchase-register',
      summary:
        'Your purchase register for a GSTIN and month: tax invoices and credit notes in GSTR-2B B2B columns',
      tag: 'Invoices',
      input: registerInput,
      query: registerQuery,
    },
  })
    .input(purchaseRegisterInput)
    .output(purchaseRegisterOutput)
    .query(({ ctx, input }) => purchaseRegister(ctx.db, ctx.reach, input)),
  /** The same as CSV, to match with GSTR-2B on the GST portal. */
  purchaseRegisterCsv: op({
    heavy: true,
    access: reportReader,
    keyScope: 'invoices:read',
    rest: {
      method: 'GET',
      path: '/account/purchase-register/csv',
      summary: 'Your purchase register as CSV (Purchases-{GSTIN}-YYYY-MM.csv)',
      tag: 'Invoices',
      input: registerInput,
      query: registerQuery,
      respond: 'file',
      fileType: 'text/csv',
    },
  })
    .input(purchaseRegisterInput)
    .output(invoiceFileOutput)
    .query(({ ctx, input }) => purchaseRegisterCsv(ctx.db, ctx.reach, input, ctx.clock.now())),
};
