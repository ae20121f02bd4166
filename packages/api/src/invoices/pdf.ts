import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { rupeesInWords } from '../shared/amount-words.ts';

export interface InvoiceData {
  seller: { name: string; address: string; state: string; stateCode: string; gstin: string; fssai: string };
  buyer: {
    name: string;
    contact: string;
    address: string;
    phone: string;
    gstin: string | null;
    fssai: string;
    state: string;
    stateCode: string;
  };
  invoiceNumber: string;
  invoiceDate: number;
  orderNumber: string;
  paymentMethod: string;
  lines: {
    name: string;
    supplier: string;
    hsn: string;
    quantity: number;
    unit: string;
    pricePaise: number;
    totalPaise: number;
  }[];
  subtotalPaise: number;
  gstPaise: number;
  deliveryFeePaise: number;
  platformFeePaise: number;
  totalPaise: number;
}

const A4: [number, number] = [595.28, 841.89];
const M = 40;
const GREY = rgb(0.35, 0.35, 0.35);
const LINE = rgb(0.75, 0.75, 0.75);

/** Standard PDF fonts speak WinAnsi only: keep Latin-1, fold other accents, replace the rest. */
const safe = (s: string) =>
  Array.from(s.normalize('NFC'), (ch) =>
    /[\x20-\x7e\xa0-\xff]/.test(ch)
      ? ch
      : ch
          .normalize('NFKD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[^\x20-\x7e]/g, '?') || '?',
  ).join('');

const money = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const dateIst = (ms: number) =>
  new Intl.DateTimeFormat('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(ms);

/** Splits text into lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  // Split before folding to WinAnsi: a line break in a multi-line address is a space here, not '?'.
  for (const word of text.split(/\s+/).filter(Boolean).map(safe)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out.length ? out : [''];
}

/** A GST tax invoice (CGST+SGST within the seller's state, IGST across states) as PDF bytes. */
export async function renderInvoicePdf(d: InvoiceData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Tax Invoice ${d.invoiceNumber}`);
  doc.setAuthor(d.seller.name);
  doc.setCreationDate(new Date(d.invoiceDate));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - M;

  const text = (s: string, x: number, size = 9, f = font, color = rgb(0, 0, 0)) =>
    page.drawText(safe(s), { x, y, size, font: f, color });
  const right = (s: string, xRight: number, size = 9, f = font) =>
    page.drawText(safe(s), { x: xRight - f.widthOfTextAtSize(safe(s), size), y, size, font: f });
  const rule = () =>
    page.drawLine({
      start: { x: M, y: y + 4 },
      end: { x: A4[0] - M, y: y + 4 },
      thickness: 0.6,
      color: LINE,
    });

  const title = 'TAX INVOICE';
  page.drawText(title, { x: (A4[0] - bold.widthOfTextAtSize(title, 16)) / 2, y, size: 16, font: bold });
  y -= 14;
  right('Original for Recipient', A4[0] - M, 8);
  y -= 20;

  // Seller (left) and invoice facts (right).
  const top = y;
  text(d.seller.name, M, 11, bold);
  y -= 13;
  for (const l of wrap(d.seller.address, font, 9, 280)) {
    text(l, M);
    y -= 11;
  }
  text(`GSTIN: ${d.seller.gstin}`, M);
  y -= 11;
  text(`FSSAI Lic. No.: ${d.seller.fssai}`, M);
  y -= 11;
  text(`State: ${d.seller.state} (Code ${d.seller.stateCode})`, M);
  const leftEnd = y;
  y = top;
  const facts: [string, string][] = [
    ['Invoice No.', d.invoiceNumber],
    ['Invoice Date', dateIst(d.invoiceDate)],
    ['Order No.', d.orderNumber],
    ['Payment', d.paymentMethod === 'COD' ? 'Cash on Delivery' : 'Online'],
    ['Place of Supply', `${d.buyer.state} (${d.buyer.stateCode})`],
    ['Reverse Charge', 'No'],
  ];
  for (const [k, v] of facts) {
    text(`${k}:`, 340, 9, bold);
    text(v, 430);
    y -= 12;
  }
  y = Math.min(leftEnd, y) - 14;
  rule();
  y -= 10;

  // Buyer.
  text('Bill to / Ship to', M, 10, bold);
  y -= 13;
  text(d.buyer.name, M, 10, bold);
  y -= 12;
  if (d.buyer.contact) {
    text(`Attn: ${d.buyer.contact}`, M);
    y -= 11;
  }
  for (const l of wrap(d.buyer.address, font, 9, A4[0] - 2 * M)) {
    text(l, M);
    y -= 11;
  }
  text(`Phone: ${d.buyer.phone}`, M);
  y -= 11;
  text(`GSTIN: ${d.buyer.gstin ?? 'Unregistered'}`, M);
  if (d.buyer.fssai) text(`FSSAI Lic. No.: ${d.buyer.fssai}`, 300);
  y -= 11;
  text(`State: ${d.buyer.state} (Code ${d.buyer.stateCode})`, M);
  y -= 18;

  // Lines.
  const cols = { n: M, desc: M + 20, hsn: 300, qty: 370, unit: 378, rate: 490, amount: A4[0] - M };
  const header = () => {
    rule();
    y -= 8;
    text('#', cols.n, 9, bold);
    text('Item', cols.desc, 9, bold);
    text('HSN', cols.hsn, 9, bold);
    right('Qty', cols.qty, 9, bold);
    text('Unit', cols.unit, 9, bold);
    right('Rate (Rs.)', cols.rate, 9, bold);
    right('Amount (Rs.)', cols.amount, 9, bold);
    y -= 6;
    rule();
    y -= 10;
  };
  header();
  d.lines.forEach((l, i) => {
    const name = wrap(l.name, font, 9, cols.hsn - cols.desc - 8);
    if (y - 12 * (name.length + 1) < M + 170) {
      page = doc.addPage(A4);
      y = A4[1] - M;
      header();
    }
    text(String(i + 1), cols.n);
    text(l.hsn, cols.hsn);
    right(String(l.quantity), cols.qty);
    text(l.unit, cols.unit);
    right(money(l.pricePaise), cols.rate);
    right(money(l.totalPaise), cols.amount);
    for (const part of name) {
      text(part, cols.desc);
      y -= 11;
    }
    text(`Sold by ${l.supplier}`, cols.desc, 7.5, font, GREY);
    y -= 14;
  });
  rule();
  y -= 12;

  // Totals.
  const intra = d.buyer.stateCode === d.seller.stateCode;
  const cgst = Math.floor(d.gstPaise / 2);
  const totals: [string, number][] = [
    ['Taxable value', d.subtotalPaise],
    ...(intra
      ? ([
          ['CGST @ 2.5%', cgst],
          ['SGST @ 2.5%', d.gstPaise - cgst],
        ] as [string, number][])
      : ([['IGST @ 5%', d.gstPaise]] as [string, number][])),
    ['Delivery charges', d.deliveryFeePaise],
    ['Platform fee', d.platformFeePaise],
  ];
  for (const [k, v] of totals) {
    text(k, 340);
    right(money(v), cols.amount);
    y -= 13;
  }
  text('Total (Rs.)', 340, 11, bold);
  right(money(d.totalPaise), cols.amount, 11, bold);
  y -= 20;
  text('Amount in words:', M, 9, bold);
  y -= 12;
  for (const l of wrap(rupeesInWords(d.totalPaise), font, 9, A4[0] - 2 * M)) {
    text(l, M);
    y -= 11;
  }
  y -= 24;
  right(`For ${d.seller.name}`, A4[0] - M, 9, bold);
  y -= 28;
  right('Authorised Signatory', A4[0] - M, 8);
  y -= 24;
  text('This is a computer-generated invoice and needs no signature.', M, 7.5, font, GREY);
  return doc.save();
}
