import { encodeBase64 } from '@oslojs/encoding';
import { PDFDocument } from 'pdf-lib';
import { A4, Canvas, embedFonts, GREY, SHADE } from './canvas.ts';
import type { FontFiles } from './fonts.ts';
import { dateIst, money } from './labels.ts';

/** A customer's credit account statement (decision 0070): its ledger and how old the debt is. */
export interface AccountStatement {
  customer: { name: string; restaurant: string; email: string };
  operator: { name: string; gstin: string };
  at: number;
  credit: { limitPaise: number; periodDays: number } | null;
  entries: {
    at: number;
    reference: string;
    description: string;
    amountPaise: number;
    dueDay: string | null;
  }[];
  /** Label and amount (paise): balance, overdue and the ageing buckets. */
  summary: [string, number][];
}

const M = 40;
const RIGHT = A4[0] - M;
const COLS = [
  { title: 'Date', x: M + 2, align: 'left' as const },
  { title: 'Reference', x: M + 70, align: 'left' as const },
  { title: 'Description', x: M + 190, align: 'left' as const },
  { title: 'Debit', x: RIGHT - 130, align: 'right' as const },
  { title: 'Credit', x: RIGHT - 65, align: 'right' as const },
  { title: 'Balance', x: RIGHT - 2, align: 'right' as const },
];
const signed = (paise: number) => `${paise < 0 ? '-' : ''}₹${money(Math.abs(paise))}`;

function draw(c: Canvas, s: AccountStatement) {
  let y = A4[1] - M - 10;
  c.text('ACCOUNT STATEMENT', M, y, { size: 16, bold: true });
  c.text(dateIst(s.at), RIGHT, y, { size: 11, bold: true, align: 'right' });
  y -= 16;
  const terms = s.credit
    ? `Credit limit ₹${money(s.credit.limitPaise)} · ${s.credit.periodDays} days`
    : 'No credit line';
  c.text(terms, RIGHT, y, { size: 9, color: GREY, align: 'right' });
  y -= 26;
  const block = (title: string, rows: string[], x: number) => {
    c.text(title, x, y, { size: 8, bold: true, color: GREY });
    rows.forEach((r, i) => {
      c.text(r, x, y - 13 - i * 12, { size: 10, bold: i === 0 });
    });
  };
  block('CUSTOMER', [s.customer.restaurant || s.customer.name, s.customer.name, s.customer.email], M);
  block('FROM', [s.operator.name, `GSTIN: ${s.operator.gstin}`], M + 290);
  y -= 60;
  c.box(M, y - 6, RIGHT - M, 18, SHADE);
  for (const col of COLS) c.text(col.title, col.x, y, { size: 9, bold: true, align: col.align });
  y -= 20;
  let balance = 0;
  for (const e of s.entries) {
    if (y < M + 60) {
      c.newPage();
      y = A4[1] - M - 10;
    }
    balance += e.amountPaise;
    const description = e.dueDay ? `${e.description} (due ${e.dueDay})` : e.description;
    const cells = [
      dateIst(e.at),
      e.reference,
      c.wrap(description, COLS[3]!.x - COLS[2]!.x - 50, { size: 9 })[0] ?? '',
      e.amountPaise > 0 ? money(e.amountPaise) : '',
      e.amountPaise < 0 ? money(-e.amountPaise) : '',
      signed(balance),
    ];
    cells.forEach((text, i) => {
      c.text(text, COLS[i]!.x, y, { size: 9, align: COLS[i]!.align });
    });
    y -= 14;
  }
  if (s.entries.length === 0) {
    c.text('No entries yet.', M + 2, y, { size: 9, color: GREY });
    y -= 14;
  }
  y -= 10;
  if (y < M + 30 + s.summary.length * 16) {
    c.newPage();
    y = A4[1] - M - 10;
  }
  s.summary.forEach(([label, paise], i) => {
    c.text(label, RIGHT - 260, y, { size: i === 0 ? 11 : 10, bold: i === 0 });
    c.text(signed(paise), RIGHT, y, { size: i === 0 ? 11 : 10, bold: i === 0, align: 'right' });
    y -= 16;
  });
}

/** The statement as a PDF download. */
export async function accountStatementFile(s: AccountStatement, fonts: FontFiles) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Account statement ${dateIst(s.at)}`);
  pdf.setAuthor(s.operator.name);
  pdf.setCreationDate(new Date(s.at));
  pdf.setModificationDate(new Date(s.at));
  const canvas = new Canvas(pdf, await embedFonts(pdf, fonts, [JSON.stringify(s)]));
  draw(canvas, s);
  return {
    filename: `Statement_${new Date(s.at).toISOString().slice(0, 10)}.pdf`,
    contentType: 'application/pdf',
    base64: encodeBase64(await pdf.save()),
  };
}
