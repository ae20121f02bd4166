import { encodeBase64 } from '@oslojs/encoding';
import { PDFDocument } from 'pdf-lib';
import { bilingual, type Message, msg } from '../messages/index.ts';
import { formatPhone } from '../shared/phone.ts';
import { A4, Canvas, embedFonts, GREY, SHADE } from './canvas.ts';
import type { FontFiles } from './fonts.ts';
import { both, dateIst } from './labels.ts';

/** What goes in the box with a supplier's part of an order: no prices, the rider's pick-up code. */
export interface PackingSlip {
  orderNumber: string;
  orderedAt: number;
  /** The latest delivery date promised to the customer (YYYY-MM-DD). */
  expectedBy: string;
  supplier: { name: string; address: string; phone: string };
  /** `outlet`: the outlet's name when the business has several (decision 0119). */
  buyer: { name: string; outlet?: string | null; city: string | null };
  pickupCode: string;
  /** Quantities as printed: packs, or '2.5 kg'. */
  lines: { name: string; unit: string; hsnCode: string; quantity: string }[];
}

const M = 40;
const RIGHT = A4[0] - M;
const COLS: { title: Message | string; x: number }[] = [
  { title: '#', x: M + 4 },
  { title: msg('pdf.slip.item'), x: M + 28 },
  { title: 'HSN', x: RIGHT - 170 },
  { title: msg('pdf.col.qty'), x: RIGHT - 110 },
  { title: msg('pdf.slip.packed'), x: RIGHT - 50 },
];

function draw(c: Canvas, s: PackingSlip) {
  let y = A4[1] - M - 10;
  const [title, hindiTitle] = both(msg('pdf.slip.title'));
  c.text(title, M, y, { size: 18, bold: true });
  c.text(bilingual(msg('pdf.slip.order', { number: s.orderNumber })), RIGHT, y, {
    size: 12,
    bold: true,
    align: 'right',
  });
  y -= 18;
  c.text(hindiTitle, M, y, { size: 12, bold: true });
  const dates = msg('pdf.slip.dates', {
    ordered: dateIst(s.orderedAt),
    by: dateIst(Date.parse(s.expectedBy)),
  });
  both(dates).forEach((line, i) => {
    c.text(line, RIGHT, y - i * 11, { size: 9, color: GREY, align: 'right' });
  });
  y -= 36;
  const block = (title: Message, rows: string[], x: number) => {
    c.text(bilingual(title), x, y, { size: 8, bold: true, color: GREY });
    rows.forEach((r, i) => {
      c.text(r, x, y - 13 - i * 12, { size: 10, bold: i === 0 });
    });
  };
  const from = [
    s.supplier.name,
    ...c.wrap(s.supplier.address, 240, { size: 10 }),
    formatPhone(s.supplier.phone),
  ];
  block(msg('pdf.slip.from'), from.filter(Boolean), M);
  block(
    msg('pdf.slip.for'),
    [s.buyer.name, s.buyer.outlet ?? '', s.buyer.city ?? ''].filter(Boolean),
    M + 290,
  );
  y -= 26 + from.length * 12;

  c.box(M, y - 62, RIGHT - M, 62, SHADE);
  c.text(bilingual(msg('pdf.slip.code')), M + 14, y - 20, { size: 9, bold: true, color: GREY });
  both(msg('pdf.slip.codeHint')).forEach((line, i) => {
    c.text(line, M + 14, y - 36 - i * 11, { size: 9, color: GREY });
  });
  c.text(s.pickupCode.split('').join(' '), RIGHT - 16, y - 40, { size: 26, bold: true, align: 'right' });
  y -= 88;

  c.box(M, y - 16, RIGHT - M, 28, SHADE);
  for (const col of COLS) {
    const [english, hindi] = typeof col.title === 'string' ? [col.title, ''] : both(col.title);
    c.text(english, col.x, y, { size: 9, bold: true });
    if (hindi) c.text(hindi, col.x, y - 10, { size: 8 });
  }
  y -= 32;
  s.lines.forEach((l, i) => {
    const name = c.wrap(`${l.name} (${l.unit})`, RIGHT - 170 - (M + 28) - 10, { size: 10 });
    c.text(String(i + 1), COLS[0]!.x, y, { size: 10 });
    name.forEach((part, k) => {
      c.text(part, COLS[1]!.x, y - k * 12, { size: 10 });
    });
    c.text(l.hsnCode || '—', COLS[2]!.x, y, { size: 10 });
    c.text(l.quantity, COLS[3]!.x, y, { size: 12, bold: true });
    c.box(COLS[4]!.x + 6, y - 2, 10, 10);
    const bottom = y - (name.length - 1) * 12 - 6;
    c.line(M, bottom, RIGHT, bottom);
    y = bottom - 14;
    if (y < M + 80 && i < s.lines.length - 1) {
      c.newPage();
      y = A4[1] - M - 10;
    }
  });
  y -= 40;
  const signatures = [msg('pdf.slip.packedBy'), msg('pdf.slip.checkedBy'), msg('pdf.slip.handedOver')];
  for (const [k, label] of signatures.entries()) {
    const x = M + k * 175;
    c.line(x, y, x + 150, y);
    both(label).forEach((line, i) => {
      c.text(line, x, y - 12 - i * 10, { size: 8, color: GREY });
    });
  }
}

/** One supplier part's packing slip as a PDF download. */
export async function packingSlipFile(slip: PackingSlip, fonts: FontFiles) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Packing slip ${slip.orderNumber}`);
  pdf.setAuthor(slip.supplier.name);
  pdf.setCreationDate(new Date(slip.orderedAt));
  const canvas = new Canvas(pdf, await embedFonts(pdf, fonts, [JSON.stringify(slip)]));
  draw(canvas, slip);
  return {
    filename: `Packing_slip_${slip.orderNumber}.pdf`,
    contentType: 'application/pdf',
    base64: encodeBase64(await pdf.save()),
  };
}
