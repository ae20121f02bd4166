import { type Database, taxDocuments } from '@app/db';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { csvFile } from '../shared/csv.ts';
import { isInterState } from '../shared/gstin.ts';
import { toRupees } from '../shared/money.ts';

/** Section 52 CGST Act: 0.5% of the net taxable value (Notification 15/2024-Central Tax, from 10 July 2024). */
export const TCS_BASIS_POINTS = 50;
const IST = 330 * 60_000;

/** First and last instant (exclusive) of a calendar month in India. */
export function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: Date.UTC(y, m - 1, 1) - IST, to: Date.UTC(y, m, 1) - IST };
}

/** TCS at `basisPoints` of `paise`, to the paisa. */
const tcsOf = (paise: number, basisPoints: number) => Math.round((paise * basisPoints) / 10_000);

/**
 * The operator's monthly TCS statement (GSTR-8, table 3): per supplier GSTIN, the taxable value of
 * its tax invoices issued in the month, the value of its credit notes issued in the month (returns),
 * the net, and TCS on the net: CGST 0.25% + SGST 0.25% on supplies within the supplier's state, IGST
 * 0.5% across states. Bills of supply (no GSTIN) and the operator's own invoices carry no TCS.
 */
export async function tcsReport(db: Database, month: string) {
  const { from, to } = monthRange(month);
  const original = alias(taxDocuments, 'original');
  const rows = await db
    .select({ doc: taxDocuments, originalKind: original.kind })
    .from(taxDocuments)
    .leftJoin(original, eq(original.id, taxDocuments.againstId))
    .where(
      and(
        gte(taxDocuments.issuedAt, from),
        lt(taxDocuments.issuedAt, to),
        isNotNull(taxDocuments.sellerId),
        isNotNull(taxDocuments.sellerGstin),
        inArray(taxDocuments.kind, ['tax_invoice', 'credit_note']),
      ),
    );
  const bySupplier = new Map<
    string,
    { gstin: string; name: string; gross: number; returns: number; intra: number; inter: number }
  >();
  for (const { doc, originalKind } of rows) {
    if (doc.kind === 'credit_note' && originalKind !== 'tax_invoice') continue;
    const gstin = doc.sellerGstin!;
    const s = bySupplier.get(gstin) ?? {
      gstin,
      name: doc.sellerName,
      gross: 0,
      returns: 0,
      intra: 0,
      inter: 0,
    };
    const sign = doc.kind === 'credit_note' ? -1 : 1;
    if (sign > 0) s.gross += doc.taxablePaise;
    else s.returns += doc.taxablePaise;
    const interState = isInterState(doc.sellerState, gstin, doc.placeOfSupply);
    if (interState) s.inter += sign * doc.taxablePaise;
    else s.intra += sign * doc.taxablePaise;
    bySupplier.set(gstin, s);
  }
  const suppliers = [...bySupplier.values()]
    .sort((a, b) => a.gstin.localeCompare(b.gstin))
    .map((s) => {
      const half = tcsOf(s.intra, TCS_BASIS_POINTS / 2);
      return {
        supplier_gstin: s.gstin,
        supplier_name: s.name,
        gross_paise: s.gross,
        returns_paise: s.returns,
        net_paise: s.gross - s.returns,
        igst_paise: tcsOf(s.inter, TCS_BASIS_POINTS),
        cgst_paise: half,
        sgst_paise: half,
      };
    });
  return { month, suppliers };
}

/** The report as the screen and the JSON answer show it (rupees). */
export async function tcsView(db: Database, month: string) {
  const report = await tcsReport(db, month);
  const rupees = (r: (typeof report.suppliers)[number]) => ({
    supplier_gstin: r.supplier_gstin,
    supplier_name: r.supplier_name,
    gross_value: toRupees(r.gross_paise),
    returns_value: toRupees(r.returns_paise),
    net_value: toRupees(r.net_paise),
    igst: toRupees(r.igst_paise),
    cgst: toRupees(r.cgst_paise),
    sgst: toRupees(r.sgst_paise),
  });
  const sum = (
    k: 'gross_paise' | 'returns_paise' | 'net_paise' | 'igst_paise' | 'cgst_paise' | 'sgst_paise',
  ) => report.suppliers.reduce((s, r) => s + r[k], 0);
  return {
    month,
    rate_percent: TCS_BASIS_POINTS / 100,
    suppliers: report.suppliers.map(rupees),
    totals: {
      gross_value: toRupees(sum('gross_paise')),
      returns_value: toRupees(sum('returns_paise')),
      net_value: toRupees(sum('net_paise')),
      igst: toRupees(sum('igst_paise')),
      cgst: toRupees(sum('cgst_paise')),
      sgst: toRupees(sum('sgst_paise')),
    },
  };
}

/** The CSV for the monthly return: one row per supplier GSTIN, the columns of GSTR-8 table 3. */
export async function tcsCsv(db: Database, month: string, now: number) {
  const { suppliers } = await tcsView(db, month);
  return {
    ...csvFile(
      `TCS-${month}`,
      now,
      TCS_HEADER,
      suppliers.map((s) => [
        s.supplier_gstin,
        s.supplier_name,
        s.gross_value.toFixed(2),
        s.returns_value.toFixed(2),
        s.net_value.toFixed(2),
        s.igst.toFixed(2),
        s.cgst.toFixed(2),
        s.sgst.toFixed(2),
      ]),
    ),
    filename: `TCS-${month}.csv`,
  };
}

export const TCS_HEADER = [
  'GSTIN of supplier',
  'Trade/legal name',
  'Gross value of supplies made',
  'Value of supplies returned',
  'Net amount liable for TCS',
  'Integrated tax',
  'Central tax',
  'State/UT tax',
];
