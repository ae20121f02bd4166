import { rupeesInWords } from '../shared/amount-words.ts';
import { formatPhone } from '../shared/phone.ts';
import { A4, type Canvas, GREY, SHADE, type TextStyle } from './canvas.ts';
import type { DocumentLine, PrintedDocument } from './document.ts';
import {
  chargesTax,
  dateIst,
  money,
  NO_TAX_NOTE,
  nameOf,
  paymentOf,
  percent,
  stateOf,
  subtitleOf,
  titleOf,
} from './labels.ts';

const M = 36;
const LEFT = M;
const RIGHT = A4[0] - M;
const WIDTH = RIGHT - LEFT;
const TOP = A4[1] - M;
/** The lowest the body goes: the footer is below. */
const BOTTOM = M + 22;
/** Line height of 8 pt text. */
const LH = 10;
const PAD = 6;

/** One document being drawn: where the pen is. */
interface Sheet {
  c: Canvas;
  d: PrintedDocument;
  y: number;
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell(line: DocumentLine, index: number): string;
}

function columns(d: PrintedDocument): Column[] {
  const amounts: Column[] = chargesTax(d)
    ? [
        { title: 'Taxable value (₹)', width: 66, align: 'right', cell: (l) => money(l.taxablePaise) },
        { title: 'GST rate', width: 34, align: 'right', cell: (l) => percent(l.gstRate) },
        { title: 'Tax (₹)', width: 54, align: 'right', cell: (l) => money(l.taxPaise) },
      ]
    : [{ title: 'Amount (₹)', width: 72, align: 'right', cell: (l) => money(l.taxablePaise) }];
  const fixed: Column[] = [
    { title: '#', width: 18, align: 'center', cell: (_, i) => String(i + 1) },
    { title: 'Description', width: 0, align: 'left', cell: (l) => l.name },
    { title: 'HSN/SAC', width: 44, align: 'center', cell: (l) => l.hsnCode },
    {
      title: 'Qty',
      width: 56,
      align: 'right',
      cell: (l) => (l.unit ? `${l.quantity} × ${l.unit}` : `${l.quantity}`),
    },
    { title: 'Rate (₹)', width: 58, align: 'right', cell: (l) => money(l.pricePaise) },
    ...amounts,
  ];
  const rest = WIDTH - fixed.reduce((sum, c) => sum + c.width, 0);
  return fixed.map((c) => (c.width ? c : { ...c, width: rest }));
}

/** Title, sub-title and copy mark; on a continuation page also which document continues. */
function header(s: Sheet, continued: boolean) {
  const { c, d } = s;
  s.y = TOP - 6;
  c.text(titleOf(d), A4[0] / 2, s.y, { size: 14, bold: true, align: 'center' });
  if (d.number !== null)
    c.text('Original for Recipient', RIGHT, s.y, { size: 7, color: GREY, align: 'right' });
  const subtitle = subtitleOf(d);
  if (subtitle) {
    s.y -= 13;
    c.text(subtitle, A4[0] / 2, s.y, { size: 9, align: 'center' });
  }
  if (continued) {
    const no = d.number === null ? '' : `${nameOf(d)} No. ${d.number} · `;
    s.y -= 12;
    c.text(`${no}Order No. ${d.orderNumber} · ${d.seller.name} (continued)`, A4[0] / 2, s.y, {
      color: GREY,
      align: 'center',
    });
  }
  s.y -= 12;
}

/** Lines of wrapped text from (x, y) down; answers the y below them. */
function lines(c: Canvas, text: string, x: number, y: number, width: number, style: TextStyle = {}) {
  const lh = ((style.size ?? 8) / 8) * LH;
  for (const line of c.wrap(text, width, style)) {
    c.text(line, x, y, style);
    y -= lh;
  }
  return y;
}

/** Seller and document facts side by side, then the buyer: two boxes. */
function parties(s: Sheet) {
  const { c, d } = s;
  const split = LEFT + WIDTH * 0.55;
  const colWidth = split - LEFT - 2 * PAD;
  let top = s.y;
  c.text('Seller', LEFT + PAD, top - 10, { size: 7, color: GREY });
  let y = lines(c, d.seller.name, LEFT + PAD, top - 23, colWidth, { size: 10, bold: true });
  y = lines(c, d.seller.address, LEFT + PAD, y, colWidth);
  for (const line of [
    `GSTIN: ${d.seller.gstin ?? 'Unregistered'}`,
    `State: ${stateOf(d.seller)}`,
    ...(d.seller.fssai ? [`FSSAI Lic. No.: ${d.seller.fssai}`] : []),
  ])
    y = lines(c, line, LEFT + PAD, y, colWidth);
  const facts: [string, string][] = [
    [`${nameOf(d)} No.`, d.number ?? 'Not issued'],
    [`${nameOf(d)} Date`, dateIst(d.issuedAt)],
    ...(d.against
      ? ([['Against Invoice', `${d.against.number} dated ${dateIst(d.against.issuedAt)}`]] as [
          string,
          string,
        ][])
      : []),
    ['Order No.', d.orderNumber],
    ['Place of Supply', d.placeOfSupply],
    ['Reverse Charge', 'No'],
    ['Payment', paymentOf(d)],
  ];
  let right = top - 10;
  for (const [label, value] of facts) {
    c.text(`${label}:`, split + PAD, right, { bold: true });
    right = lines(c, value, split + 84, right, RIGHT - split - 84 - PAD);
  }
  let bottom = Math.min(y, right) + 2;
  c.box(LEFT, bottom, WIDTH, top - bottom);
  c.line(split, top, split, bottom);

  top = bottom;
  const b = d.buyer;
  c.text('Bill to / Ship to', LEFT + PAD, top - 10, { size: 7, color: GREY });
  y = lines(c, b.name, LEFT + PAD, top - 23, colWidth, { size: 10, bold: true });
  if (b.contact) y = lines(c, `Attn: ${b.contact}`, LEFT + PAD, y, colWidth);
  y = lines(c, b.address, LEFT + PAD, y, colWidth);
  right = top - 23;
  for (const line of [
    ...(b.phone ? [`Phone: ${formatPhone(b.phone)}`] : []),
    `GSTIN: ${b.gstin ?? 'Unregistered'}`,
    `State: ${stateOf(b)}`,
    ...(b.fssai ? [`FSSAI Lic. No.: ${b.fssai}`] : []),
  ])
    right = lines(c, line, split + PAD, right, RIGHT - split - 2 * PAD);
  bottom = Math.min(y, right) + 2;
  c.box(LEFT, bottom, WIDTH, top - bottom);
  s.y = bottom - 12;
}

/** The line table; runs onto further pages, each with the header and the column titles again. */
function table(s: Sheet) {
  const { c, d } = s;
  const cols = columns(d);
  const xs = cols.map((_, i) => LEFT + cols.slice(0, i).reduce((sum, col) => sum + col.width, 0));
  const cell = (text: string, k: number, y: number, style: TextStyle = {}) => {
    const col = cols[k]!;
    const x =
      col.align === 'left'
        ? xs[k]! + 3
        : col.align === 'right'
          ? xs[k]! + col.width - 3
          : xs[k]! + col.width / 2;
    c.text(text, x, y, { ...style, align: col.align });
  };
  let top = s.y;
  const titles = () => {
    const style = { size: 7.5, bold: true };
    const wrapped = cols.map((col) => c.wrap(col.title, col.width - 6, style));
    const height = Math.max(...wrapped.map((w) => w.length)) * 9 + 6;
    c.box(LEFT, s.y - height, WIDTH, height, SHADE);
    wrapped.forEach((w, k) => {
      w.forEach((t, j) => {
        cell(t, k, s.y - 10 - j * 9, style);
      });
    });
    s.y -= height;
  };
  const close = () => {
    for (const x of [...xs, RIGHT]) c.line(x, top, x, s.y);
    c.line(LEFT, s.y, RIGHT, s.y);
  };
  titles();
  d.lines.forEach((line, i) => {
    const cells = cols.map((col) => c.wrap(col.cell(line, i), col.width - 6));
    const height = Math.max(...cells.map((w) => w.length)) * LH + 5;
    if (s.y - height < BOTTOM) {
      close();
      c.newPage();
      header(s, true);
      top = s.y;
      titles();
    }
    cells.forEach((w, k) => {
      w.forEach((t, j) => {
        cell(t, k, s.y - 10 - j * LH);
      });
    });
    s.y -= height;
    c.line(LEFT, s.y, RIGHT, s.y, 0.3);
  });
  close();
  s.y -= 10;
}

/** Per-rate tax and total (right), amount in words (left), then the signature. */
function closing(s: Sheet) {
  const { c, d } = s;
  const totals: [string, string][] = [];
  if (chargesTax(d)) {
    totals.push(['Taxable value', money(d.taxablePaise)]);
    for (const r of d.taxByRate.filter((t) => t.rate > 0)) {
      if (d.interState) totals.push([`IGST @ ${percent(r.rate)}`, money(r.igstPaise)]);
      else
        totals.push(
          [`CGST @ ${percent(r.rate / 2)}`, money(r.cgstPaise)],
          [`SGST @ ${percent(r.rate / 2)}`, money(r.sgstPaise)],
        );
    }
  }
  const boxLeft = RIGHT - 210;
  const words = c.wrap(rupeesInWords(d.totalPaise), boxLeft - LEFT - 2 * PAD);
  const note = chargesTax(d) ? [] : c.wrap(NO_TAX_NOTE, boxLeft - LEFT - 2 * PAD);
  const leftHeight = 14 + words.length * LH + (note.length ? 6 + note.length * LH : 0);
  const boxHeight = totals.length * 13 + 22;
  if (s.y - Math.max(leftHeight, boxHeight) - 70 < BOTTOM) {
    c.newPage();
    header(s, true);
  }
  const top = s.y;
  c.text('Amount in words:', LEFT, top - 10, { bold: true });
  words.forEach((line, i) => {
    c.text(line, LEFT, top - 10 - (i + 1) * LH);
  });
  note.forEach((line, i) => {
    c.text(line, LEFT, top - 16 - (words.length + i + 1) * LH, { color: GREY });
  });

  c.box(boxLeft, top - boxHeight, RIGHT - boxLeft, boxHeight);
  let y = top - 12;
  for (const [label, value] of totals) {
    c.text(label, boxLeft + PAD, y);
    c.text(value, RIGHT - PAD, y, { align: 'right' });
    y -= 13;
  }
  c.box(boxLeft, top - boxHeight, RIGHT - boxLeft, 22, SHADE);
  c.text('Total', boxLeft + PAD, top - boxHeight + 7, { size: 10, bold: true });
  c.text(`₹${money(d.totalPaise)}`, RIGHT - PAD, top - boxHeight + 7, {
    size: 10,
    bold: true,
    align: 'right',
  });

  s.y = Math.min(top - leftHeight, top - boxHeight) - 24;
  c.text(`For ${d.seller.name}`, RIGHT, s.y, { bold: true, align: 'right' });
  s.y -= 34;
  c.text('Authorised signatory', RIGHT, s.y, { size: 7, color: GREY, align: 'right' });
}

/** Draws one document from a fresh page, then its footers: page x of y of this document. */
export function drawDocument(c: Canvas, d: PrintedDocument) {
  const first = c.pageCount - 1;
  const s: Sheet = { c, d, y: TOP };
  header(s, false);
  parties(s);
  table(s);
  closing(s);
  const pages = c.pagesFrom(first);
  pages.forEach((page, i) => {
    c.page = page;
    c.line(LEFT, M + 10, RIGHT, M + 10, 0.3);
    c.text(`Computer-generated document · Order No. ${d.orderNumber}`, LEFT, M, { size: 7, color: GREY });
    c.text(`Page ${i + 1} of ${pages.length}`, RIGHT, M, { size: 7, color: GREY, align: 'right' });
  });
}
