import type { DocumentKind, PrintedDocument } from './document.ts';

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const istDate = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** Rupees with Indian digit grouping and two decimals: 123456 paise → 1,234.56; 1,23,456.00. */
export const money = (paise: number) => rupees.format(paise / 100);

/** A date as printed in India's time zone, e.g. 24 Nov 2026. */
export const dateIst = (ms: number) => istDate.format(ms);

/** A rate without trailing zeros: 2.5, 9, 18. */
export const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;

const TITLES: Record<DocumentKind, string> = {
  tax_invoice: 'TAX INVOICE',
  bill_of_supply: 'BILL OF SUPPLY',
  service_invoice: 'TAX INVOICE',
  credit_note: 'CREDIT NOTE',
};

/** What the number and date are called: "Invoice No.", "Bill Date", "Credit Note No.". */
const NAMES: Record<DocumentKind, string> = {
  tax_invoice: 'Invoice',
  bill_of_supply: 'Bill',
  service_invoice: 'Invoice',
  credit_note: 'Credit Note',
};

/** A proforma is drawn before the order is confirmed: nothing is issued, so it is no tax invoice. */
export const titleOf = (d: PrintedDocument) =>
  d.number === null ? 'PROFORMA INVOICE — not a tax invoice' : TITLES[d.kind];

export const nameOf = (d: PrintedDocument) => (d.number === null ? 'Proforma' : NAMES[d.kind]);

export function subtitleOf(d: PrintedDocument): string | null {
  if (d.kind === 'service_invoice') return 'Delivery and platform services';
  if (d.kind === 'credit_note' && d.against)
    return `Against invoice No. ${d.against.number} dated ${dateIst(d.against.issuedAt)}`;
  if (d.number === null) return 'The tax invoice is issued when the order is confirmed.';
  return null;
}

/** A bill of supply charges no tax: its table has no tax columns and it says why. */
export const chargesTax = (d: PrintedDocument) => d.kind !== 'bill_of_supply';

export const NO_TAX_NOTE =
  'Composition or unregistered supplier: no GST is charged on this supply (bill of supply, rule 49 of the CGST Rules).';

export const paymentOf = (d: PrintedDocument) =>
  d.paymentMethod === 'COD'
    ? 'Cash on Delivery'
    : d.paymentMethod === 'CREDIT'
      ? 'On credit (pay later)'
      : 'Online (prepaid)';

/** The state line of a party: "Madhya Pradesh, Code 23". */
export const stateOf = (p: PrintedDocument['seller']) => `${p.state}, Code ${p.stateCode}`;
