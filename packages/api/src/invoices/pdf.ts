import { PDFDocument } from 'pdf-lib';
import { render } from '../messages/index.ts';
import { Canvas, embedFonts } from './canvas.ts';
import type { PrintedDocument } from './document.ts';
import type { FontFiles } from './fonts.ts';
import { titleOf } from './labels.ts';
import { drawDocument } from './layout.ts';

/**
 * What draws GST documents as one PDF: `renderDocumentsPdf` on this thread, or the Node server's
 * worker thread beside it (apps/server/src/pdf-press.ts), so a burst of first downloads never
 * holds the requests of others (issue 40).
 */
export type DocumentPress = (docs: PrintedDocument[]) => Promise<Uint8Array>;

/** The runtime's press, else one drawing on this thread with its fonts. */
export const pressOf = (s: { fonts: FontFiles; press?: DocumentPress }): DocumentPress =>
  s.press ?? ((docs) => renderDocumentsPdf(docs, s.fonts));

/**
 * GST documents as one PDF, each from a new page (rule 46 of the CGST Rules for an invoice, 49
 * for a bill of supply, 53 for a credit note). Text in any script we have a font for prints as
 * itself: the fonts of the scripts present are embedded as subsets.
 */
export async function renderDocumentsPdf(docs: PrintedDocument[], fonts: FontFiles): Promise<Uint8Array> {
  if (!docs.length) throw new Error('renderDocumentsPdf: no documents');
  const pdf = await PDFDocument.create();
  pdf.setTitle(docs.map((d) => [render('en', titleOf(d)), d.number].filter(Boolean).join(' ')).join(', '));
  pdf.setAuthor(docs[0]!.seller.name);
  pdf.setCreationDate(new Date(docs[0]!.issuedAt));
  // Not the clock (pdf-lib's default): the same documents give the same bytes whenever drawn.
  pdf.setModificationDate(new Date(Math.max(...docs.map((d) => d.issuedAt))));
  const canvas = new Canvas(pdf, await embedFonts(pdf, fonts, [JSON.stringify(docs)]));
  for (const [i, d] of docs.entries()) {
    if (i) {
      await nextTurn();
      canvas.newPage();
    }
    drawDocument(canvas, d);
  }
  await nextTurn();
  return pdf.save();
}

/**
 * Drawing is synchronous: an order's bundle of documents in one go held every other request
 * (a 503 from the heavy-work queue, a catalogue page) until it was done. Between documents, and
 * before pdf-lib writes the file (which itself yields every 50 objects), whatever is waiting runs.
 */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
