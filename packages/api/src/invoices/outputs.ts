import { DOCUMENT_KINDS } from '@app/db/enums';
import { z } from 'zod';
import { count, fileAnswer, money, page, quantity, soldBy, timestamp } from '../shared/answers.ts';

/** A GST document or the order's documents as one PDF, application/pdf. */
export const invoiceFileOutput = fileAnswer;

const gstin = z.string().nullable().meta({ example: '23AAACM1234A1Z7' });

/** One GST document: amounts in rupees; a credit note names the invoice it cancels. */
export const documentOutput = z.object({
  invoice_number: z
    .string()
    .describe('Unique across sellers; at most 16 characters')
    .meta({ example: 'MEENA-2627-00042' }),
  kind: z.enum(DOCUMENT_KINDS).meta({ example: 'tax_invoice' }),
  order_id: z.string().meta({ example: 'ord_4m2x' }),
  order_number: z.string().meta({ example: 'SB-261122-MJHZB' }),
  against_invoice_number: z
    .string()
    .nullable()
    .describe('A credit note: the invoice it credits')
    .meta({ example: null }),
  seller_name: z.string().meta({ example: 'Meena Traders Pvt Ltd' }),
  seller_gstin: gstin.describe('Null on a bill of supply (unregistered seller)'),
  seller_state: z.string().meta({ example: 'Madhya Pradesh' }),
  buyer_name: z.string().meta({ example: 'Spice Route Kitchen' }),
  buyer_gstin: gstin.meta({ example: null }),
  place_of_supply: z.string().meta({ example: 'Madhya Pradesh' }),
  issued_at: timestamp,
  taxable_value: money.meta({ example: 511.5 }),
  cgst: money.meta({ example: 12.79 }),
  sgst: money.meta({ example: 12.78 }),
  igst: money.meta({ example: 0 }),
  total: money.meta({ example: 537.07 }),
  lines: z.array(
    z.object({
      name: z.string().meta({ example: 'Basmati Rice' }),
      hsn_code: z.string().describe('HSN for goods, SAC for services').meta({ example: '1006' }),
      gst_rate: count.describe('Percent').meta({ example: 5 }),
      quantity: quantity.meta({ example: 2 }),
      sold_by: soldBy,
      unit: z.string().meta({ example: '5kg' }),
      taxable_value: money.meta({ example: 240 }),
      tax: money.meta({ example: 12 }),
    }),
  ),
});

export const documentListOutput = z.array(documentOutput);
export const documentPageOutput = page(documentOutput);

const tcsAmounts = {
  gross_value: money.meta({ example: 1011.5 }),
  returns_value: money.meta({ example: 0 }),
  net_value: money.meta({ example: 1011.5 }),
  igst: money.meta({ example: 2.5 }),
  cgst: money.meta({ example: 1.28 }),
  sgst: money.meta({ example: 1.28 }),
};

/** The operator's monthly TCS statement (section 52), per supplier GSTIN. */
export const tcsOutput = z.object({
  month: z.string().meta({ example: '2026-11' }),
  rate_percent: z.number().meta({ example: 0.5 }),
  suppliers: z.array(
    z.object({
      supplier_gstin: z.string().meta({ example: '23AAACM1234A1Z7' }),
      supplier_name: z.string().meta({ example: 'Malwa Wholesale Pvt Ltd' }),
      ...tcsAmounts,
    }),
  ),
  totals: z.object(tcsAmounts),
});

const registerAmounts = {
  taxable_value: money.meta({ example: 511.5 }),
  igst: money.meta({ example: 0 }),
  cgst: money.meta({ example: 12.79 }),
  sgst: money.meta({ example: 12.79 }),
  cess: money.describe('Always 0: nothing sold here attracts compensation cess').meta({ example: 0 }),
  total: money.describe('The invoice or note value').meta({ example: 537.08 }),
};

/** A customer's purchase register for a GSTIN and month: GSTR-2B's B2B and B2B-CDNR columns. */
export const purchaseRegisterOutput = z.object({
  gstin: z.string().meta({ example: '23AAKCS5678B1ZA' }),
  month: z.string().meta({ example: '2026-11' }),
  rows: z.array(
    z.object({
      supplier_gstin: z.string().meta({ example: '23AAKCM4821F1ZP' }),
      supplier_name: z.string().meta({ example: 'Meena Traders Pvt Ltd' }),
      document_type: z.enum(['invoice', 'credit_note']).meta({ example: 'invoice' }),
      number: z.string().meta({ example: 'MEENA-2627-00042' }),
      date: z.string().describe('YYYY-MM-DD, India').meta({ example: '2026-11-24' }),
      place_of_supply: z.string().meta({ example: 'Madhya Pradesh' }),
      place_of_supply_code: z.string().describe('GST state code').meta({ example: '23' }),
      reverse_charge: z.literal('N'),
      ...registerAmounts,
    }),
  ),
  totals: z.object(registerAmounts).describe('Invoices less credit notes'),
});

/** The GSTINs a business's register can be read for: its outlets', then (for an owner) older ones. */
export const purchaseGstinsOutput = z.object({
  gstins: z.array(
    z.object({
      gstin: z.string().meta({ example: '23AAKCS5678B1ZA' }),
      outlet_name: z
        .string()
        .nullable()
        .describe('The outlet of the business ordering with it; null for a GSTIN no outlet has now')
        .meta({ example: 'Indore kitchen' }),
      last_month: z
        .string()
        .describe('YYYY-MM of its latest document; this month when it has none yet')
        .meta({ example: '2026-11' }),
    }),
  ),
});

const rupees = z.number();
const party = {
  Gstin: z.string().meta({ example: '23AAACM1234A1Z7' }),
  LglNm: z.string().meta({ example: 'Malwa Wholesale Pvt Ltd' }),
  Addr1: z.string().meta({ example: '14 Siyaganj, Indore 452007' }),
  Loc: z.string().meta({ example: 'Indore' }),
  Pin: z.number().int().meta({ example: 452007 }),
  Stcd: z.string().meta({ example: '23' }),
};

/** A document in the government e-invoice schema, version 1.1 (field names as the schema spells them). */
export const eInvoiceOutput = z.object({
  Version: z.literal('1.1'),
  TranDtls: z.object({
    TaxSch: z.literal('GST'),
    SupTyp: z.literal('B2B'),
    RegRev: z.literal('N'),
    EcmGstin: z.string().nullable().meta({ example: '23AAACS1234D1Z4' }),
    IgstOnIntra: z.literal('N'),
  }),
  DocDtls: z.object({
    Typ: z.enum(['INV', 'CRN']),
    No: z.string().meta({ example: 'MALWA-2627-00001' }),
    Dt: z.string().describe('DD/MM/YYYY').meta({ example: '24/11/2026' }),
  }),
  SellerDtls: z.object(party),
  BuyerDtls: z.object({ ...party, Pos: z.string().meta({ example: '23' }) }),
  ItemList: z.array(
    z.object({
      SlNo: z.string().meta({ example: '1' }),
      PrdDesc: z.string().meta({ example: 'Basmati Rice' }),
      IsServc: z.enum(['Y', 'N']),
      HsnCd: z.string().meta({ example: '1006' }),
      Qty: z.number().meta({ example: 2 }),
      Unit: z.string().meta({ example: 'PAC' }),
      UnitPrice: rupees.meta({ example: 120 }),
      TotAmt: rupees.meta({ example: 240 }),
      Discount: rupees.meta({ example: 0 }),
      AssAmt: rupees.meta({ example: 240 }),
      GstRt: z.number().meta({ example: 5 }),
      IgstAmt: rupees.meta({ example: 0 }),
      CgstAmt: rupees.meta({ example: 6 }),
      SgstAmt: rupees.meta({ example: 6 }),
      TotItemVal: rupees.meta({ example: 252 }),
    }),
  ),
  ValDtls: z.object({
    AssVal: rupees.meta({ example: 511.5 }),
    CgstVal: rupees.meta({ example: 12.79 }),
    SgstVal: rupees.meta({ example: 12.79 }),
    IgstVal: rupees.meta({ example: 0 }),
    TotInvVal: rupees.meta({ example: 537.08 }),
  }),
});
