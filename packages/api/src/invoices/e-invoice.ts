import { cities, type Database, type DocumentLine, users } from '@app/db';
import type { SoldBy } from '@app/db/enums';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../accounts/index.ts';
import type { SellerConfig } from '../config.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { stateCode } from '../shared/gstin.ts';
import { fromStored } from '../shared/measure.ts';
import { toRupees } from '../shared/money.ts';
import { readableDocument } from './documents.ts';

/** GST unit quantity codes (UQC) of weight and volume; packs are PAC. */
const UQC: Partial<Record<SoldBy, string>> = { kg: 'KGS', litre: 'LTR' };

/** A six-digit PIN code in a free-text address, if there is one. */
const pinIn = (address: string) => /(?:^|\D)([1-9]\d{5})(?!\d)/.exec(address)?.[1];

const ddmmyyyy = (ms: number) => {
  const d = new Date(ms + 330 * 60_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

/**
 * Each line's tax as IGST, or as CGST + SGST adding up to the document's per-rate split (the odd
 * paisa of a rate goes to CGST): the schema checks that the lines add up to the totals.
 */
function lineSplits(lines: readonly DocumentLine[], interState: boolean) {
  const splits = lines.map((l) => ({ igst: interState ? l.taxPaise : 0, cgst: 0, sgst: 0 }));
  if (interState) return splits;
  for (const rate of new Set(lines.map((l) => l.gstRate))) {
    const at = lines.flatMap((l, i) => (l.gstRate === rate ? [i] : []));
    const total = at.reduce((s, i) => s + lines[i]!.taxPaise, 0);
    let extra = Math.ceil(total / 2) - at.reduce((s, i) => s + Math.floor(lines[i]!.taxPaise / 2), 0);
    for (const i of at) {
      const tax = lines[i]!.taxPaise;
      const cgst = Math.floor(tax / 2) + (tax % 2 === 1 && extra > 0 ? 1 : 0);
      if (tax % 2 === 1 && extra > 0) extra -= 1;
      splits[i] = { igst: 0, cgst, sgst: tax - cgst };
    }
  }
  return splits;
}

/**
 * A tax invoice (the operator's included) or credit note as the JSON of the government e-invoice schema (version 1.1), for
 * a supplier above the e-invoicing threshold to register on the invoice registration portal. Only
 * B2B documents qualify (the buyer has a GSTIN), and both addresses need a PIN code.
 */
export async function eInvoiceJson(db: Database, operator: SellerConfig, user: SessionUser, number: string) {
  const { doc, order } = await readableDocument(db, user, number);
  if (doc.kind === 'bill_of_supply') throw fail.conflict('not_e_invoice', msg('error.invoices.billOfSupply'));
  if (!doc.sellerGstin || !doc.buyerGstin) throw fail.conflict('not_b2b', msg('error.invoices.notB2b'));
  const [seller] = doc.sellerId
    ? await db
        .select({ city: cities.name })
        .from(users)
        .leftJoin(cities, eq(cities.id, users.cityId))
        .where(eq(users.id, doc.sellerId))
    : [];
  const [buyerCity] = order.cityId ? await db.select().from(cities).where(eq(cities.id, order.cityId)) : [];
  const sellerPin = pinIn(doc.sellerAddress);
  const buyerPin = pinIn(doc.buyerAddress);
  if (!sellerPin || !buyerPin)
    throw fail.conflict(
      'pin_code_missing',
      msg(sellerPin ? 'error.invoices.deliveryPinMissing' : 'error.invoices.sellerPinMissing'),
    );
  const interState = doc.igstPaise > 0;
  const splits = lineSplits(doc.lines, interState);
  const items = doc.lines.map((l, i) => ({
    SlNo: String(i + 1),
    PrdDesc: l.name.slice(0, 300),
    IsServc: l.hsnCode.startsWith('99') ? ('Y' as const) : ('N' as const),
    HsnCd: l.hsnCode,
    Qty: fromStored(l.quantity, l.soldBy ?? 'pack'),
    Unit: l.hsnCode.startsWith('99') ? 'OTH' : (UQC[l.soldBy ?? 'pack'] ?? 'PAC'),
    UnitPrice: toRupees(l.pricePaise),
    TotAmt: toRupees(l.taxablePaise),
    Discount: 0,
    AssAmt: toRupees(l.taxablePaise),
    GstRt: l.gstRate,
    IgstAmt: toRupees(splits[i]!.igst),
    CgstAmt: toRupees(splits[i]!.cgst),
    SgstAmt: toRupees(splits[i]!.sgst),
    TotItemVal: toRupees(l.taxablePaise + l.taxPaise),
  }));
  return {
    Version: '1.1' as const,
    TranDtls: {
      TaxSch: 'GST' as const,
      SupTyp: 'B2B' as const,
      RegRev: 'N' as const,
      // Sold through the marketplace: the operator, which collects TCS, is named.
      EcmGstin: doc.sellerId ? operator.gstin : null,
      IgstOnIntra: 'N' as const,
    },
    DocDtls: {
      Typ: doc.kind === 'credit_note' ? ('CRN' as const) : ('INV' as const),
      No: doc.number,
      Dt: ddmmyyyy(doc.issuedAt),
    },
    SellerDtls: {
      Gstin: doc.sellerGstin,
      LglNm: doc.sellerName.slice(0, 100),
      Addr1: doc.sellerAddress.replace(/\s+/g, ' ').slice(0, 100),
      Loc: (seller?.city ?? doc.sellerState).slice(0, 50),
      Pin: Number(sellerPin),
      Stcd: stateCode(doc.sellerState, doc.sellerGstin),
    },
    BuyerDtls: {
      Gstin: doc.buyerGstin,
      LglNm: doc.buyerName.slice(0, 100),
      Pos: stateCode(doc.placeOfSupply, doc.buyerGstin),
      Addr1: doc.buyerAddress.replace(/\s+/g, ' ').slice(0, 100),
      Loc: (buyerCity?.name ?? doc.placeOfSupply).slice(0, 50),
      Pin: Number(buyerPin),
      Stcd: doc.buyerGstin.slice(0, 2),
    },
    ItemList: items,
    ValDtls: {
      AssVal: toRupees(doc.taxablePaise),
      CgstVal: toRupees(doc.cgstPaise),
      SgstVal: toRupees(doc.sgstPaise),
      IgstVal: toRupees(doc.igstPaise),
      TotInvVal: toRupees(doc.totalPaise),
    },
  };
}
