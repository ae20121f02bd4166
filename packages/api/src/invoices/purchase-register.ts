import { type Database, orders, taxDocuments } from '@app/db';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, max } from 'drizzle-orm';
import { businessOutlets, type ReportReach } from '../business/index.ts';
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

const mine = (reach: ReportReach, gstin: string) =>
  and(
    eq(orders.customerId, reach.customerId),
    reach.outletIds ? inArray(orders.outletId, reach.outletIds) : undefined,
    eq(taxDocuments.buyerGstin, gstin),
    isNotNull(taxDocuments.sellerGstin),
    inArray(taxDocuments.kind, ITC_KINDS),
  );

/**
 * The GSTINs a caller may read a register for (decision 0112): those of the business's outlets it
 * reaches (the first outlet's is the holder's profile GSTIN), and for an owner also any other its
 * documents were billed to (a GSTIN since changed), latest first; each with the latest month billed,
 * else this one.
 */
export async function purchaseGstins(db: Database, reach: ReportReach, now: number) {
  const rows = await db
    .select({ gstin: taxDocuments.buyerGstin, last: max(taxDocuments.issuedAt) })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(
      and(
        eq(orders.customerId, reach.customerId),
        isNotNull(taxDocuments.buyerGstin),
        isNotNull(taxDocuments.sellerGstin),
        inArray(taxDocuments.kind, ITC_KINDS),
      ),
    )
    .groupBy(taxDocuments.buyerGstin)
    .orderBy(desc(max(taxDocuments.issuedAt)));
  const last = new Map(rows.map((r) => [r.gstin!, dayOf(r.last!).slice(0, 7)]));
  const outletsOf = await reachedOutlets(db, reach);
  const names = new Map<string, string>();
  for (const o of outletsOf) if (o.gstin && !names.has(o.gstin)) names.set(o.gstin, o.name);
  const gstins =
    reach.outletIds === null ? [...new Set([...names.keys(), ...last.keys()])] : [...names.keys()];
  return {
    gstins: gstins.map((gstin) => ({
      gstin,
      outlet_name: names.get(gstin) ?? null,
      last_month: last.get(gstin) ?? dayOf(now).slice(0, 7),
    })),
  };
}

const reachedOutlets = async (db: Database, reach: ReportReach) =>
  (await businessOutlets(db, reach.customerId)).filter(
    (o) => reach.outletIds === null || reach.outletIds.includes(o.id),
  );

/**
 * The customer's purchase register for one of its GSTINs and a month in India: one row per tax
 * invoice or credit note, the columns of GSTR-2B's B2B and B2B-CDNR sections. Totals net the
 * credit notes. The GSTIN is one of the business's outlets' (decision 0112): a purchase manager
 * reads only its outlets' documents, and any other GSTIN is 403 to it; for an owner, a GSTIN of no
 * outlet and on none of its documents is 404, so a mistyped one is told apart from a quiet month.
 */
export async function purchaseRegister(
  db: Database,
  reach: ReportReach,
  input: { gstin: string; month: string },
) {
  const ofOutlet = (await reachedOutlets(db, reach)).some((o) => o.gstin === input.gstin);
  if (!ofOutlet && reach.outletIds !== null) throw fail.forbidden(msg('error.business.notYourOutlet'));
  const [known] = ofOutlet
    ? [true]
    : await db
        .select({ id: taxDocuments.id })
        .from(taxDocuments)
        .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
        .where(mine(reach, input.gstin))
        .limit(1);
  if (!known) throw fail.notFound(msg('error.invoices.gstinNotYours', { gstin: input.gstin }));
  const { from, to } = monthRange(input.month);
  const docs = await db
    .select({ doc: taxDocuments })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(and(mine(reach, input.gstin), gte(taxDocuments.issuedAt, from), lt(taxDocuments.issuedAt, to)))
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
  reach: ReportReach,
  input: { gstin: string; month: string },
  now: number,
) {
  const { rows } = await purchaseRegister(db, reach, input);
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
