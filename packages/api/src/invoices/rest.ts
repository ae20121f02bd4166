import { num, type RestRequest, type RestRoute } from '../rest/route.ts';

const paging = (r: RestRequest) => ({ page: num(r.query.page), page_size: num(r.query.page_size) });
const pagingQuery = {
  page: { type: 'integer', description: 'Page number, from 1 (default 1)' },
  page_size: { type: 'integer', description: 'Documents per page, 1-100 (default 20)' },
} as const;

export const invoiceRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/orders/:id/invoice',
    procedure: 'invoices.download',
    summary: 'Every GST document of the order in one PDF (Invoice_{order number}.pdf)',
    tag: 'Orders',
    access: 'authenticated',
    input: (r) => ({ id: r.params.id }),
    respond: 'file',
  },
  {
    method: 'GET',
    path: '/orders/:id/invoices',
    procedure: 'invoices.forOrder',
    summary: "The order's GST documents: per-seller invoices, the operator's fee invoice, credit notes",
    tag: 'Orders',
    access: 'authenticated',
    input: (r) => ({ id: r.params.id }),
  },
  {
    method: 'GET',
    path: '/supplier/invoices',
    procedure: 'invoices.mine',
    summary: "The supplier's own GST documents, newest first",
    tag: 'Invoices',
    access: 'supplier',
    input: paging,
    query: pagingQuery,
  },
  {
    method: 'GET',
    path: '/admin/invoices',
    procedure: 'invoices.list',
    summary: 'GST documents of the orders in your city (every city for the super admin), newest first',
    tag: 'Invoices',
    access: 'staff',
    input: paging,
    query: pagingQuery,
  },
  {
    method: 'GET',
    path: '/invoices/:number/pdf',
    procedure: 'invoices.document',
    summary:
      'One GST document as a PDF ({number}.pdf): for its seller, its buyer and staff reaching the order',
    tag: 'Invoices',
    access: 'authenticated',
    input: (r) => ({ number: r.params.number }),
    respond: 'file',
  },
  {
    method: 'GET',
    path: '/invoices/:number/e-invoice',
    procedure: 'invoices.eInvoice',
    summary:
      'A tax invoice or credit note as e-invoice JSON (government schema 1.1), for registration on the IRP',
    tag: 'Invoices',
    access: 'authenticated',
    input: (r) => ({ number: r.params.number }),
  },
  {
    method: 'GET',
    path: '/admin/tcs',
    procedure: 'invoices.tcs',
    summary:
      "The operator's TCS statement for a month (section 52): per supplier GSTIN, gross, returns, net, TCS",
    tag: 'Invoices',
    access: 'super_admin',
    input: (r) => ({ month: r.query.month }),
    query: { month: { type: 'string', description: 'YYYY-MM (India time)', required: true } },
  },
  {
    method: 'GET',
    path: '/admin/tcs/csv',
    procedure: 'invoices.tcsCsv',
    summary: 'The TCS statement as CSV, shaped like GSTR-8 table 3 (TCS-YYYY-MM.csv)',
    tag: 'Invoices',
    access: 'super_admin',
    input: (r) => ({ month: r.query.month }),
    query: { month: { type: 'string', description: 'YYYY-MM (India time)', required: true } },
    respond: 'file',
    fileType: 'text/csv',
  },
];
