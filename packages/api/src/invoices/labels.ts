import { bilingual, type Message, msg, render } from '../messages/index.ts';
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

const TITLES: Record<DocumentKind, Message> = {
  tax_invoice: msg('pdf.title.taxInvoice'),
  bill_of_supply: msg('pdf.title.billOfSupply'),
  service_invoice: msg('pdf.title.taxInvoice'),
  credit_note: msg('pdf.title.creditNote'),
};

/** What the number and date are called: "Invoice No.", "Bill Date", "Credit Note No.". */
const NAMES: Record<DocumentKind, Message> = {
  tax_invoice: msg('pdf.name.invoice'),
  bill_of_supply: msg('pdf.name.bill'),
  service_invoice: msg('pdf.name.invoice'),
  credit_note: msg('pdf.name.creditNote'),
};

/**
 * A fixed label of a document, English then Hindi: GST documents and statements print both
 * (decision 0081), whoever downloads them.
 */
export const both = (m: Message) => [render('en', m), render('hi', m)] as const;

/** A proforma is drawn for a document still to come: nothing is issued, so it is no tax invoice. */
export const titleOf = (d: PrintedDocument) =>
  d.number === null ? msg('pdf.title.proforma') : TITLES[d.kind];

export const nameOf = (d: PrintedDocument) => (d.number === null ? msg('pdf.name.proforma') : NAMES[d.kind]);

export function subtitleOf(d: PrintedDocument): Message | null {
  if (d.kind === 'service_invoice') return msg('pdf.subtitle.services');
  if (d.kind === 'credit_note' && d.against)
    return msg('pdf.subtitle.against', { number: d.against.number, date: dateIst(d.against.issuedAt) });
  if (d.number === null) return msg('pdf.subtitle.proforma');
  return null;
}

/** A bill of supply charges no tax: its table has no tax columns and it says why. */
export const chargesTax = (d: PrintedDocument) => d.kind !== 'bill_of_supply';

export const NO_TAX_NOTE = msg('pdf.noTaxNote');

export const paymentOf = (d: PrintedDocument) =>
  msg(
    d.paymentMethod === 'COD'
      ? 'pdf.payment.cod'
      : d.paymentMethod === 'CREDIT'
        ? 'pdf.payment.credit'
        : 'pdf.payment.online',
  );

/** The state line of a party: "Madhya Pradesh, Code 23". */
const stateOf = (p: PrintedDocument['seller']) => `${p.state}, Code ${p.stateCode}`;

/** A party's GSTIN, state and FSSAI licence lines. */
export const registration = (p: PrintedDocument['seller']) => [
  `GSTIN: ${p.gstin ?? bilingual(msg('pdf.unregistered'))}`,
  `${bilingual(msg('pdf.state'))}: ${stateOf(p)}`,
  ...(p.fssai ? [`${bilingual(msg('pdf.fssai'))}: ${p.fssai}`] : []),
];

/** The document's facts beside the seller: label, and value (a message when it is words). */
export function factsOf(d: PrintedDocument) {
  const name = nameOf(d);
  return [
    [msg('pdf.number', { name }), d.number ?? msg('pdf.notIssued')],
    [msg('pdf.date', { name }), dateIst(d.issuedAt)],
    ...(d.against
      ? ([
          [
            msg('pdf.againstInvoice'),
            msg('pdf.againstValue', { number: d.against.number, date: dateIst(d.against.issuedAt) }),
          ],
        ] as [Message, Message][])
      : []),
    [msg('pdf.orderNo'), d.orderNumber],
    [msg('pdf.placeOfSupply'), d.placeOfSupply],
    [msg('pdf.reverseCharge'), msg('pdf.no')],
    [msg('pdf.payment'), paymentOf(d)],
  ] as [Message, Message | string][];
}
