import { bilingual, type Message, msg, render } from '../messages/index.ts';
import { rupeesInWords } from '../shared/amount-words.ts';
import { formatQuantity } from '../shared/measure.ts';
import { formatPhone } from '../shared/phone.ts';
import { A4, type Canvas, GREY, SHADE, type TextStyle } from './canvas.ts';
import type { DocumentLine, PrintedDocument } from './document.ts';
import {
  both,
  chargesTax,
  factsOf,
  money,
  NO_TAX_NOTE,
  nameOf,
  percent,
  registration,
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
  /** Printed in English and Hindi; a plain string reads the same in both (#, HSN/SAC). */
  title: Message | string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell(line: DocumentLine, index: number): string;
}

function columns(d: PrintedDocument): Column[] {
  const amounts: Column[] = chargesTax(d)
    ? [
        { title: msg('pdf.col.taxable'), width: 66, align: 'right', cell: (l) => money(l.taxablePaise) },
        { title: msg('pdf.col.gstRate'), width: 34, align: 'right', cell: (l) => percent(l.gstRate) },
        { title: msg('pdf.col.tax'), width: 54, align: 'right', cell: (l) => money(l.taxPaise) },
      ]
    : [{ title: msg('pdf.col.amount'), width: 72, align: 'right', cell: (l) => money(l.taxablePaise) }];
  const fixed: Column[] = [
    { title: '#', width: 18, align: 'center', cell: (_, i) => String(i + 1) },
    {
      title: msg('pdf.col.description'),
      width: 0,
      align: 'left',
      cell: (l) =>
        l.listPricePaise === undefined
          ? l.name
          : `${l.name} (${render('en', msg(l.priceRule === 'contract' ? 'pdf.contractPrice' : 'pdf.volumePrice', { list: money(l.listPricePaise) }))})`,
    },
    { title: 'HSN/SAC', width: 44, align: 'center', cell: (l) => l.hsnCode },
    {
      title: msg('pdf.col.qty'),
      width: 56,
      align: 'right',
      cell: (l) =>
        l.soldBy && l.soldBy !== 'pack'
          ? formatQuantity(l.quantity, l.soldBy)
          : l.unit
            ? `${l.quantity} × ${l.unit}`
            : `${l.quantity}`,
    },
    { title: msg('pdf.col.rate'), width: 58, align: 'right', cell: (l) => money(l.pricePaise) },
    ...amounts,
  ];
  const rest = WIDTH - fixed.reduce((sum, c) => sum + c.width, 0);
  return fixed.map((c) => (c.width ? c : { ...c, width: rest }));
}

/** Title, sub-title and copy mark; on a continuation page also which document continues. */
function header(s: Sheet, continued: boolean) {
  const { c, d } = s;
  s.y = TOP - 6;
  const [title, hindiTitle] = both(titleOf(d));
  c.text(title, A4[0] / 2, s.y, { size: 14, bold: true, align: 'center' });
  if (d.number !== null)
    both(msg('pdf.original')).forEach((copy, i) => {
      c.text(copy, RIGHT, s.y - i * 9, { size: 7, color: GREY, align: 'right' });
    });
  s.y -= 14;
  c.text(hindiTitle, A4[0] / 2, s.y, { size: 11, bold: true, align: 'center' });
  const subtitle = subtitleOf(d);
  if (subtitle)
    for (const line of both(subtitle)) {
      s.y -= 12;
      c.text(line, A4[0] / 2, s.y, { size: 9, align: 'center' });
    }
  if (continued) {
    const no =
      d.number === null ? '' : `${render('en', msg('pdf.number', { name: nameOf(d) }))} ${d.number} · `;
    s.y -= 12;
    const more = both(msg('pdf.continued')).join(' / ');
    c.text(`${no}Order No. ${d.orderNumber} · ${d.seller.name} (${more})`, A4[0] / 2, s.y, {
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
  c.text(bilingual(msg('pdf.seller')), LEFT + PAD, top - 10, { size: 7, color: GREY });
  let y = lines(c, d.seller.name, LEFT + PAD, top - 23, colWidth, { size: 10, bold: true });
  y = lines(c, d.seller.address, LEFT + PAD, y, colWidth);
  for (const line of registration(d.seller)) y = lines(c, line, LEFT + PAD, y, colWidth);
  const facts = factsOf(d);
  // Each fact takes two lines: the English label and value, the Hindi ones below.
  let right = top - 10;
  for (const [label, value] of facts) {
    const [english, hindi] = both(label);
    c.text(`${english}:`, split + PAD, right, { bold: true });
    const values = typeof value === 'string' ? [value] : both(value);
    let below = right;
    for (const v of values) below = lines(c, v, split + 84, below, RIGHT - split - 84 - PAD);
    c.text(hindi, split + PAD, right - LH, { size: 7, color: GREY });
    right = Math.min(below, right - 2 * LH);
  }
  let bottom = Math.min(y, right) + 2;
  c.box(LEFT, bottom, WIDTH, top - bottom);
  c.line(split, top, split, bottom);

  top = bottom;
  const b = d.buyer;
  c.text(bilingual(msg('pdf.buyer')), LEFT + PAD, top - 10, { size: 7, color: GREY });
  y = lines(c, b.name, LEFT + PAD, top - 23, colWidth, { size: 10, bold: true });
  if (b.contact) y = lines(c, `${bilingual(msg('pdf.attn'))}: ${b.contact}`, LEFT + PAD, y, colWidth);
  y = lines(c, b.address, LEFT + PAD, y, colWidth);
  right = top - 23;
  for (const line of [
    ...(b.phone ? [`${bilingual(msg('pdf.phone'))}: ${formatPhone(b.phone)}`] : []),
    ...registration(b),
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
    const wrapped = cols.map((col) =>
      (typeof col.title === 'string' ? [col.title] : both(col.title)).flatMap((t) =>
        c.wrap(t, col.width - 6, style),
      ),
    );
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
    totals.push([bilingual(msg('pdf.taxableValue')), money(d.taxablePaise)]);
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
  const note = chargesTax(d) ? [] : both(NO_TAX_NOTE).flatMap((t) => c.wrap(t, boxLeft - LEFT - 2 * PAD));
  const leftHeight = 14 + words.length * LH + (note.length ? 6 + note.length * LH : 0);
  const boxHeight = totals.length * 13 + 22;
  if (s.y - Math.max(leftHeight, boxHeight) - 70 < BOTTOM) {
    c.newPage();
    header(s, true);
  }
  const top = s.y;
  c.text(`${bilingual(msg('pdf.amountInWords'))}:`, LEFT, top - 10, { bold: true });
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
  c.text(bilingual(msg('pdf.total')), boxLeft + PAD, top - boxHeight + 7, { size: 10, bold: true });
  c.text(`₹${money(d.totalPaise)}`, RIGHT - PAD, top - boxHeight + 7, {
    size: 10,
    bold: true,
    align: 'right',
  });

  s.y = Math.min(top - leftHeight, top - boxHeight) - 24;
  const [forSeller, forSellerHindi] = both(msg('pdf.for', { seller: d.seller.name }));
  c.text(forSeller, RIGHT, s.y, { bold: true, align: 'right' });
  c.text(forSellerHindi, RIGHT, s.y - LH, { size: 7, color: GREY, align: 'right' });
  s.y -= 34;
  c.text(bilingual(msg('pdf.signatory')), RIGHT, s.y, { size: 7, color: GREY, align: 'right' });
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
    const footer = `${bilingual(msg('pdf.footer'))} · ${bilingual(msg('pdf.orderNo'))} ${d.orderNumber}`;
    c.text(footer, LEFT, M, { size: 7, color: GREY });
    const numbered = bilingual(msg('pdf.page', { page: i + 1, pages: pages.length }));
    c.text(numbered, RIGHT, M, { size: 7, color: GREY, align: 'right' });
  });
}
