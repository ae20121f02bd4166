import { type Database, orders, taxDocuments } from '@app/db';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, max } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { csvFile } from '../shared/csv.ts';
import { stateCode } from '../shared/gstin.ts';
import { toRupees } from '../shared/money.ts';
import { monthRange } from './tcs.ts';

const IST = 330 * 60_000;
/** The day in India of an instant, YYYY-MM-DD. */
const dayOf = (ms: number) => new Date(ms + IST).toISOString().slice(0, 10);

/**
 * Documents that carry input tax credit to the buyer (decision 0097): tax invoices of registered
 * suppliers, the operator's service invoice, and credit notes against either. Bills of supply
 * carry no tax, and a credit note against one copies its missing seller GSTIN.
 */
const ITC_KINDS = ['tax_invoice', 'service_invoice', 'credit_note'] as const;

const mine = (customerId: string, gstin: string) =>
  and(
    eq(orders.customerId, customerId),
    eq(taxDocuments.buyerGstin, gstin),
    isNotNull(taxDocuments.sellerGstin),
    inArray(taxDocuments.kind, ITC_KINDS),
  );

/** The buyer GSTINs on the customer's documents, with the latest month each was billed in. */
export async function purchaseGstins(db: Database, customerId: string) {
  const rows = await db
    .select({ gstin: taxDocuments.buyerGstin, last: max(taxDocuments.issuedAt) })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        isNotNull(taxDocuments.buyerGstin),
        isNotNull(taxDocuments.sellerGstin),
        inArray(taxDocuments.kind, ITC_KINDS),
      ),
    )
    .groupBy(taxDocuments.buyerGstin)
    .orderBy(desc(max(taxDocuments.issuedAt)));
  return {
    gstins: rows.map((r) => ({ gstin: r.gstin!, last_month: dayOf(r.last!).slice(0, 7) })),
  };
}

/**
 * The customer's purchase register for one of its GSTINs and a month in India: one row per tax
 * invoice or credit note, the columns of GSTR-2B's B2B and B2B-CDNR sections. Totals net the
 * credit notes. A GSTIN on none of the customer's documents is 404, so a mistyped one is told apart
 * from a quiet month.
 */
export async function purchaseRegister(
  db: Database,
  customerId: string,
  input: { gstin: string; month: string },
) {
  const [known] = await db
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(mine(customerId, input.gstin))
    .limit(1);
  if (!known) throw fail.notFound(msg('error.invoices.gstinNotYours', { gstin: input.gstin }));
  const { from, to } = monthRange(input.month);
  const docs = await db
    .select({ doc: taxDocuments })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(
      and(mine(customerId, input.gstin), gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)),
    )
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number));
  const totals = { taxable: 0, igst: 0, cgst: 0, sgst: 0, total: 0 };
  const rows = docs.map(({ doc }) => {
    const sign = doc.kind === 'credit_note' ? -1 : 1;
    totals.taxable += sign * doc.taxablePaise;
    totals.igst += sign * doc.igstPaise;
    totals.cgst += sign * doc.cgstPaise;
    totals.sgst += sign * doc.sgstPaise;
    totals.total += sign * doc.totalPaise;
    return {
      supplier_gstin: doc.sellerGstin!,
      supplier_name: doc.sellerName,
      document_type: doc.kind === 'credit_note' ? ('credit_note' as const) : ('invoice' as const),
      number: doc.number,
      date: dayOf(doc.issuedAt),
      place_of_supply: doc.placeOfSupply,
      place_of_supply_code: stateCode(doc.placeOfSupply),
      reverse_charge: 'N' as const,
      taxable_value: toRupees(doc.taxablePaise),
      igst: toRupees(doc.igstPaise),
      cgst: toRupees(doc.cgstPaise),
      sgst: toRupees(doc.sgstPaise),
      cess: 0,
      total: toRupees(doc.totalPaise),
    };
  });
  return {
    gstin: input.gstin,
    month: input.month,
    rows,
    totals: {
      taxable_value: toRupees(totals.taxable),
      igst: toRupees(totals.igst),
      cgst: toRupees(totals.cgst),
      sgst: toRupees(totals.sgst),
      cess: 0,
      total: toRupees(totals.total),
    },
  };
}

/** GSTR-2B's column names (B2B; a credit note's "Note" columns share them), in its order. */
export const PURCHASE_REGISTER_HEADER = [
  'GSTIN of supplier',
  'Trade/Legal name',
  'Document type',
  'Invoice/Note number',
  'Invoice/Note date',
  'Invoice/Note value',
  'Place of supply',
  'Supply attract reverse charge',
  'Taxable value',
  'Integrated Tax',
  'Central Tax',
  'State/UT tax',
  'Cess',
];

/** The register as CSV; dates DD-MM-YYYY and places "23-Madhya Pradesh", as the portal's file writes them. */
export async function purchaseRegisterCsv(
  db: Database,
  customerId: string,
  input: { gstin: string; month: string },
  now: number,
) {
  const { rows } = await purchaseRegister(db, customerId, input);
  const name = `Purchases-${input.gstin}-${input.month}`;
  return {
    ...csvFile(
      name,
      now,
      PURCHASE_REGISTER_HEADER,
      rows.map((r) => [
        r.supplier_gstin,
        r.supplier_name,
        r.document_type === 'invoice' ? 'Invoice' : 'Credit note',
        r.number,
        r.date.split('-').reverse().join('-'),
        r.total.toFixed(2),
        `${r.place_of_supply_code}-${r.place_of_supply}`,
        r.reverse_charge,
        r.taxable_value.toFixed(2),
        r.igst.toFixed(2),
        r.cgst.toFixed(2),
        r.sgst.toFixed(2),
        r.cess.toFixed(2),
      ]),
    ),
    filename: `${name}.csv`,
  };
}
