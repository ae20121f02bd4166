import { encodeBase64 } from '@oslojs/encoding';
import { PDFDocument } from 'pdf-lib';
import { bilingual, type Message } from '../messages/index.ts';
import { A4, Canvas, embedFonts, GREY, SHADE } from './canvas.ts';
import type { FontFiles } from './fonts.ts';
import { both, money } from './labels.ts';

/** What settlement and account statements share: margins, party blocks, a paged table, a summary. */
export const M = 40;
export const RIGHT = A4[0] - M;
export const TOP = A4[1] - M - 10;

/** A column titled in English and Hindi; a plain string reads the same in both (GST). */
export type Column = { title: Message | string; x: number; align: 'left' | 'right' };

export const signedRupees = (paise: number) => `${paise < 0 ? '-' : ''}₹${money(Math.abs(paise))}`;

/** The statement's title, its Hindi below; answers the y under them. */
export function statementTitle(c: Canvas, title: Message) {
  const [english, hindi] = both(title);
  c.text(english, M, TOP, { size: 16, bold: true });
  c.text(hindi, M, TOP - 16, { size: 12, bold: true });
  return TOP;
}

/** A titled block of lines at `x`, the first in bold; the title in English and Hindi. */
export function partyBlock(c: Canvas, y: number, x: number, title: Message, rows: string[]) {
  c.text(bilingual(title), x, y, { size: 8, bold: true, color: GREY });
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

/** The table's shaded header row, English titles over Hindi ones; answers the first row's y. */
export function tableHeader(c: Canvas, y: number, cols: Column[]) {
  c.box(M, y - 16, RIGHT - M, 28, SHADE);
  for (const col of cols) {
    const [english, hindi] = typeof col.title === 'string' ? [col.title, ''] : both(col.title);
    c.text(english, col.x, y, { size: 9, bold: true, align: col.align });
    if (hindi) c.text(hindi, col.x, y - 10, { size: 8, align: col.align });
  }
  return y - 30;
}

/** One table row on a new page when the page is full; answers the next row's y. */
export function tableRow(c: Canvas, y: number, cols: Column[], cells: string[]) {
  const at = room(c, y, 60);
  cells.forEach((text, i) => {
    c.text(text, cols[i]!.x, at, { size: 9, align: cols[i]!.align });
  });
  return at - 14;
}

/** Label (English, Hindi below) and signed amount per line, kept on one page; `total` is emphasised. */
export function summaryLines(c: Canvas, y: number, summary: [Message, number][], total: 'first' | 'last') {
  let at = room(c, y - 10, 30 + summary.length * 26);
  summary.forEach(([label, paise], i) => {
    const strong = total === 'first' ? i === 0 : i === summary.length - 1;
    const [english, hindi] = both(label);
    if (strong && total === 'last') c.line(RIGHT - 260, at + 11, RIGHT, at + 11);
    c.text(english, RIGHT - 260, at, { size: strong ? 11 : 10, bold: strong });
    c.text(signedRupees(paise), RIGHT, at, { size: strong ? 11 : 10, bold: strong, align: 'right' });
    c.text(hindi, RIGHT - 260, at - 10, { size: 8, color: GREY });
    at -= 26;
  });
}

/**
 * A statement drawn into a new PDF, as a file answer. Fixed dates: the same statement always
 * downloads as the same bytes. `kept` may answer bytes drawn before instead (kept-pdf.ts).
 */
export async function statementFile(
  meta: { title: string; author: string; at: number; filename: string; text: string },
  fonts: FontFiles,
  draw: (c: Canvas) => void,
  kept: (drawPdf: () => Promise<Uint8Array>) => Promise<Uint8Array> = (drawPdf) => drawPdf(),
) {
  const bytes = await kept(async () => {
    const pdf = await PDFDocument.create();
    pdf.setTitle(meta.title);
    pdf.setAuthor(meta.author);
    pdf.setCreationDate(new Date(meta.at));
    pdf.setModificationDate(new Date(meta.at));
    const canvas = new Canvas(pdf, await embedFonts(pdf, fonts, [meta.text]));
    draw(canvas);
    return pdf.save();
  });
  return { filename: meta.filename, contentType: 'application/pdf', base64: encodeBase64(bytes) };
}
