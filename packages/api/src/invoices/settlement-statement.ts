import { encodeBase64 } from '@oslojs/encoding';
import { PDFDocument } from 'pdf-lib';
import { A4, Canvas, embedFonts, GREY, SHADE } from './canvas.ts';
import type { FontFiles } from './fonts.ts';
import { dateIst, money, percent } from './labels.ts';

/** A supplier's settlement statement: every delivered line settled, and how the payout is reached. */
export interface SettlementStatement {
  periodStart: string;
  periodEnd: string;
  supplier: { name: string; gstin: string | null; address: string };
  operator: { name: string; gstin: string };
  status: 'ready' | 'paid';
  createdAt: number;
  reference: string | null;
  paidAt: number | null;
  lines: {
    orderNumber: string;
    name: string;
    quantity: number;
    taxablePaise: number;
    taxPaise: number;
    commissionBps: number;
    commissionPaise: number;
  }[];
  /** Label and signed amount (paise), the last being the amount payable. */
  summary: [string, number][];
}

const M = 40;
const RIGHT = A4[0] - M;
const COLS = [
  { title: 'Order', x: M + 2, align: 'left' as const },
  { title: 'Item', x: M + 112, align: 'left' as const },
  { title: 'Qty', x: RIGHT - 200, align: 'right' as const },
  { title: 'Taxable', x: RIGHT - 140, align: 'right' as const },
  { title: 'GST', x: RIGHT - 80, align: 'right' as const },
  { title: 'Commission', x: RIGHT - 2, align: 'right' as const },
];

function draw(c: Canvas, s: SettlementStatement) {
  let y = A4[1] - M - 10;
  c.text('SETTLEMENT STATEMENT', M, y, { size: 16, bold: true });
  c.text(`${dateIst(Date.parse(s.periodStart))} – ${dateIst(Date.parse(s.periodEnd))}`, RIGHT, y, {
    size: 11,
    bold: true,
    align: 'right',
  });
  y -= 16;
  const state = s.status === 'paid' ? `Paid ${dateIst(s.paidAt!)} · UTR ${s.reference}` : 'Ready for payment';
  c.text(state, RIGHT, y, { size: 9, color: GREY, align: 'right' });
  y -= 26;
  const block = (title: string, rows: string[], x: number) => {
    c.text(title, x, y, { size: 8, bold: true, color: GREY });
    rows.forEach((r, i) => {
      c.text(r, x, y - 13 - i * 12, { size: 10, bold: i === 0 });
    });
  };
  const to = [
    s.supplier.name,
    `GSTIN: ${s.supplier.gstin ?? 'Unregistered'}`,
    ...c.wrap(s.supplier.address, 240, { size: 10 }),
  ];
  block('PAYEE (SUPPLIER)', to.filter(Boolean), M);
  block('PAYER (MARKETPLACE)', [s.operator.name, `GSTIN: ${s.operator.gstin}`], M + 290);
  y -= 30 + to.length * 12;

  c.box(M, y - 6, RIGHT - M, 18, SHADE);
  for (const col of COLS) c.text(col.title, col.x, y, { size: 9, bold: true, align: col.align });
  y -= 20;
  for (const l of s.lines) {
    if (y < M + 60) {
      c.newPage();
      y = A4[1] - M - 10;
    }
    const cells = [
      l.orderNumber,
      c.wrap(l.name, COLS[2]!.x - COLS[1]!.x - 40, { size: 9 })[0] ?? '',
      String(l.quantity),
      money(l.taxablePaise),
      money(l.taxPaise),
      `${money(l.commissionPaise)} (${percent(l.commissionBps / 100)})`,
    ];
    cells.forEach((text, i) => {
      c.text(text, COLS[i]!.x, y, { size: 9, align: COLS[i]!.align });
    });
    y -= 14;
  }
  y -= 10;
  if (y < M + 30 + s.summary.length * 16) {
    c.newPage();
    y = A4[1] - M - 10;
  }
  s.summary.forEach(([label, paise], i) => {
    const last = i === s.summary.length - 1;
    if (last) c.line(RIGHT - 260, y + 11, RIGHT, y + 11);
    c.text(label, RIGHT - 260, y, { size: last ? 11 : 10, bold: last });
    c.text(`${paise < 0 ? '-' : ''}₹${money(Math.abs(paise))}`, RIGHT, y, {
      size: last ? 11 : 10,
      bold: last,
      align: 'right',
    });
    y -= 16;
  });
}

/** The statement as a PDF download. */
export async function settlementStatementFile(s: SettlementStatement, fonts: FontFiles) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Settlement ${s.periodStart} to ${s.periodEnd}`);
  pdf.setAuthor(s.operator.name);
  // Fixed dates: the same settlement always downloads as the same bytes.
  pdf.setCreationDate(new Date(s.createdAt));
  pdf.setModificationDate(new Date(s.createdAt));
  const canvas = new Canvas(pdf, await embedFonts(pdf, fonts, [JSON.stringify(s)]));
  draw(canvas, s);
  return {
    filename: `Settlement_${s.periodStart}_${s.periodEnd}.pdf`,
    contentType: 'application/pdf',
    base64: encodeBase64(await pdf.save()),
  };
}
