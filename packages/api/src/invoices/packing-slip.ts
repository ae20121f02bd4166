import { encodeBase64 } from '@oslojs/encoding';
import { PDFDocument } from 'pdf-lib';
import { formatPhone } from '../shared/phone.ts';
import { A4, Canvas, embedFonts, GREY, SHADE } from './canvas.ts';
import type { FontFiles } from './fonts.ts';
import { dateIst } from './labels.ts';

/** What goes in the box with a supplier's part of an order: no prices, the rider's pick-up code. */
export interface PackingSlip {
  orderNumber: string;
  orderedAt: number;
  /** The latest delivery date promised to the customer (YYYY-MM-DD). */
  expectedBy: string;
  supplier: { name: string; address: string; phone: string };
  buyer: { name: string; city: string | null };
  pickupCode: string;
  lines: { name: string; unit: string; hsnCode: string; quantity: number }[];
}

const M = 40;
const RIGHT = A4[0] - M;
const COLS = [
  { title: '#', x: M + 4 },
  { title: 'Item', x: M + 28 },
  { title: 'HSN', x: RIGHT - 170 },
  { title: 'Qty', x: RIGHT - 110 },
  { title: 'Packed', x: RIGHT - 50 },
];

function draw(c: Canvas, s: PackingSlip) {
  let y = A4[1] - M - 10;
  c.text('PACKING SLIP', M, y, { size: 18, bold: true });
  c.text(`Order ${s.orderNumber}`, RIGHT, y, { size: 12, bold: true, align: 'right' });
  y -= 18;
  c.text(`Ordered ${dateIst(s.orderedAt)} · deliver by ${dateIst(Date.parse(s.expectedBy))}`, RIGHT, y, {
    size: 9,
    color: GREY,
    align: 'right',
  });
  y -= 28;
  const block = (title: string, rows: string[], x: number) => {
    c.text(title, x, y, { size: 8, bold: true, color: GREY });
    rows.forEach((r, i) => {
      c.text(r, x, y - 13 - i * 12, { size: 10, bold: i === 0 });
    });
  };
  const from = [
    s.supplier.name,
    ...c.wrap(s.supplier.address, 240, { size: 10 }),
    formatPhone(s.supplier.phone),
  ];
  block('FROM (SUPPLIER)', from.filter(Boolean), M);
  block('FOR (CUSTOMER)', [s.buyer.name, s.buyer.city ?? ''].filter(Boolean), M + 290);
  y -= 26 + from.length * 12;

  c.box(M, y - 52, RIGHT - M, 52, SHADE);
  c.text('PICK-UP CODE', M + 14, y - 22, { size: 9, bold: true, color: GREY });
  c.text('The rider shows this code when collecting the package.', M + 14, y - 38, { size: 9, color: GREY });
  c.text(s.pickupCode.split('').join(' '), RIGHT - 16, y - 36, { size: 26, bold: true, align: 'right' });
  y -= 78;

  c.box(M, y - 6, RIGHT - M, 18, SHADE);
  for (const col of COLS) c.text(col.title, col.x, y, { size: 9, bold: true });
  y -= 22;
  s.lines.forEach((l, i) => {
    const name = c.wrap(`${l.name} (${l.unit})`, RIGHT - 170 - (M + 28) - 10, { size: 10 });
    c.text(String(i + 1), COLS[0]!.x, y, { size: 10 });
    name.forEach((part, k) => {
      c.text(part, COLS[1]!.x, y - k * 12, { size: 10 });
    });
    c.text(l.hsnCode || '—', COLS[2]!.x, y, { size: 10 });
    c.text(String(l.quantity), COLS[3]!.x, y, { size: 12, bold: true });
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
  for (const [k, label] of ['Packed by', 'Checked by', 'Handed to rider (time)'].entries()) {
    const x = M + k * 175;
    c.line(x, y, x + 150, y);
    c.text(label, x, y - 12, { size: 8, color: GREY });
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
