import { type Color, type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { pdfFontkit } from './fontkit.ts';
import { type FontFiles, type FontKey, fontKey, runsOf, type Script } from './fonts.ts';
import { sfntOf } from './woff.ts';

export const A4: [number, number] = [595.28, 841.89];
export const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.4, 0.4, 0.4);
export const RULE = rgb(0.55, 0.55, 0.55);
export const SHADE = rgb(0.93, 0.93, 0.93);

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: Color;
  /** x is the left edge, the right edge or the centre. */
  align?: 'left' | 'right' | 'center';
}

/**
 * pdf-lib draws each glyph at its advance width and ignores GPOS positions, so the positioning
 * features are not run at all: that is no loss, and fontkit 2 fails on the null mark anchors of
 * Noto Sans Gurmukhi when they are. Substitution (conjuncts, vowel-sign reordering) runs in full.
 */
const NO_POSITIONING = {
  kern: false,
  mark: false,
  mkmk: false,
  abvm: false,
  blwm: false,
  dist: false,
  curs: false,
};

/**
 * Embeds, as subsets, the regular and bold fonts of every script in `texts` (Latin always, and
 * Devanagari, which holds ₹): only the glyphs drawn are written into the PDF.
 */
export async function embedFonts(doc: PDFDocument, files: FontFiles, texts: string[]) {
  doc.registerFontkit(pdfFontkit);
  const scripts = new Set<Script>(['latin', 'devanagari']);
  for (const text of texts) for (const run of runsOf(text)) scripts.add(run.script);
  const keys = new Set([...scripts].flatMap((s) => [fontKey(s, false), fontKey(s, true)]));
  const fonts = new Map<FontKey, PDFFont>();
  for (const key of keys)
    fonts.set(
      key,
      await doc.embedFont(sfntOf(await files.load(key)), { subset: true, features: NO_POSITIONING }),
    );
  return fonts;
}

/** Draws text in any of our scripts on the current page: each script run in its own font. */
export class Canvas {
  page: PDFPage;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Map<FontKey, PDFFont>,
  ) {
    this.page = doc.addPage(A4);
  }

  newPage() {
    this.page = this.doc.addPage(A4);
  }

  get pageCount() {
    return this.doc.getPageCount();
  }

  pagesFrom(index: number) {
    return this.doc.getPages().slice(index);
  }

  /** Widths by weight, size and text: fontkit shapes a string anew on every measure. */
  private readonly widths = new Map<string, number>();

  private runs(text: string, size: number, bold: boolean) {
    return runsOf(text).map((run) => {
      const font = this.fonts.get(fontKey(run.script, bold));
      if (!font) throw new Error(`No font embedded for ${run.script}`);
      const key = `${bold ? 'b' : 'r'}${size}:${run.text}`;
      const width = this.widths.get(key) ?? font.widthOfTextAtSize(run.text, size);
      this.widths.set(key, width);
      return { text: run.text, font, width };
    });
  }

  width(text: string, { size = 8, bold = false }: TextStyle = {}) {
    return this.runs(text, size, bold).reduce((sum, run) => sum + run.width, 0);
  }

  text(
    text: string,
    x: number,
    y: number,
    { size = 8, bold = false, color = BLACK, align = 'left' }: TextStyle = {},
  ) {
    const runs = this.runs(text, size, bold);
    const total = runs.reduce((sum, run) => sum + run.width, 0);
    let at = align === 'right' ? x - total : align === 'center' ? x - total / 2 : x;
    for (const run of runs) {
      this.page.drawText(run.text, { x: at, y, size, font: run.font, color });
      at += run.width;
    }
  }

  /**
   * Splits text into lines no wider than `width`, at spaces, or inside a word longer than a line.
   * Words are measured once: nothing is kerned or joined across a space.
   */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const space = this.width(' ', style);
    const lines: string[] = [];
    let line = '';
    let used = 0;
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const w = this.width(word, style);
      if (line && used + space + w <= width) {
        line += ` ${word}`;
        used += space + w;
        continue;
      }
      if (line) lines.push(line);
      [line, used] = [word, w];
      if (w <= width) continue;
      line = '';
      for (const { segment } of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(word)) {
        if (line && this.width(line + segment, style) > width) {
          lines.push(line);
          line = '';
        }
        line += segment;
      }
      used = this.width(line, style);
    }
    if (line) lines.push(line);
    return lines.length ? lines : [''];
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness = 0.5, color = RULE) {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color });
  }

  box(x: number, y: number, width: number, height: number, fill?: Color) {
    this.page.drawRectangle({
      x,
      y,
      width,
      height,
      borderColor: RULE,
      borderWidth: 0.5,
      ...(fill ? { color: fill } : {}),
    });
  }
}
