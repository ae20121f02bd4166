import { encodeBase64 } from '@oslojs/encoding';
import { PDFDocument } from 'pdf-lib';
import { A4, Canvas, embedFonts, GREY, SHADE } from './canvas.ts';
import type { FontFiles } from './fonts.ts';
import { money } from './labels.ts';

/** What settlement and account statements share: margins, party blocks, a paged table, a summary. */
export const M = 40;
export const RIGHT = A4[0] - M;
export const TOP = A4[1] - M - 10;

export type Column = { title: string; x: number; align: 'left' | 'right' };

export const signedRupees = (paise: number) => `${paise < 0 ? '-' : ''}₹${money(Math.abs(paise))}`;

/** A titled block of lines at `x`, the first in bold. */
export function partyBlock(c: Canvas, y: number, x: number, title: string, rows: string[]) {
  c.text(title, x, y, { size: 8, bold: true, color: GREY });
  rows.forEach((r, i) => {
    c.text(r, x, y - 13 - i * 12, { size: 10, bold: i === 0 });
  });
}

/** A new page when fewer than `need` points are left; answers where to write. */
export function room(c: Canvas, y: number, need: number) {
  if (y >= M + need) return y;
  c.newPage();
  return TOP;
}

/** The table's shaded header row; answers the first row's y. */
export function tableHeader(c: Canvas, y: number, cols: Column[]) {
  c.box(M, y - 6, RIGHT - M, 18, SHADE);
  for (const col of cols) c.text(col.title, col.x, y, { size: 9, bold: true, align: col.align });
  return y - 20;
}

/** One table row on a new page when the page is full; answers the next row's y. */
export function tableRow(c: Canvas, y: number, cols: Column[], cells: string[]) {
  const at = room(c, y, 60);
  cells.forEach((text, i) => {
    c.text(text, cols[i]!.x, at, { size: 9, align: cols[i]!.align });
  });
  return at - 14;
}

/** Label and signed amount per line, kept on one page; `total` is the emphasised line. */
export function summaryLines(c: Canvas, y: number, summary: [string, number][], total: 'first' | 'last') {
  let at = room(c, y - 10, 30 + summary.length * 16);
  summary.forEach(([label, paise], i) => {
    const strong = total === 'first' ? i === 0 : i === summary.length - 1;
    if (strong && total === 'last') c.line(RIGHT - 260, at + 11, RIGHT, at + 11);
    c.text(label, RIGHT - 260, at, { size: strong ? 11 : 10, bold: strong });
    c.text(signedRupees(paise), RIGHT, at, { size: strong ? 11 : 10, bold: strong, align: 'right' });
    at -= 16;
  });
}

/**
 * A statement drawn into a new PDF, as a file answer. Fixed dates: the same statement always
 * downloads as the same bytes.
 */
export async function statementFile(
  meta: { title: string; author: string; at: number; filename: string; text: string },
  fonts: FontFiles,
  draw: (c: Canvas) => void,
) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author);
  pdf.setCreationDate(new Date(meta.at));
  pdf.setModificationDate(new Date(meta.at));
  const canvas = new Canvas(pdf, await embedFonts(pdf, fonts, [meta.text]));
  draw(canvas);
  return { filename: meta.filename, contentType: 'application/pdf', base64: encodeBase64(await pdf.save()) };
}
