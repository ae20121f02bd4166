import { create } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';

type PdfFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type PdfFont = ReturnType<PdfFontkit['create']>;
type PdfSubset = ReturnType<PdfFont['createSubset']>;
type SubsetStream = ReturnType<PdfSubset['encodeStream']>;
type PdfRun = ReturnType<PdfFont['layout']>;
type PdfGlyphs = PdfRun['glyphs'];

/** Hands pdf-lib one encoded buffer as the stream of fontkit 1 it listens to. */
function streamOf(encode: () => Uint8Array): SubsetStream {
  const on: Partial<Record<'data' | 'end' | 'error', (value: never) => void>> = {};
  const stream = {
    on(event: 'data' | 'end' | 'error', listener: (value: never) => void) {
      on[event] = listener;
      return stream;
    },
  };
  // pdf-lib subscribes right after asking; answer once it has.
  queueMicrotask(() => {
    try {
      on.data?.(encode() as never);
      on.end?.(undefined as never);
    } catch (error) {
      on.error?.(error as never);
    }
  });
  return stream as SubsetStream;
}

/**
 * Text with a glyph per character and nothing to shape: Latin-1, punctuation, currency signs.
 * pdf-lib reads only the glyphs of a layout; shaping such text gave the same glyphs, at about a
 * millisecond a string (fontkit plans and runs every lookup of the font each time).
 */
const UNSHAPED = /^[\u0020-\u02ff\u2000-\u206f\u20a0-\u20cf]*$/;

/** Parsed fonts by file: parsing is cheap, but each font decodes its GSUB lookups on first use. */
const parsed = new WeakMap<Uint8Array, PdfFont>();

type Parsed = PdfFont & {
  glyphsForString(text: string): PdfGlyphs;
  _glyphs: object;
  _layoutEngine: object;
};

/**
 * One PDF's view of a parsed font: the tables and their decoded lookups are the parsed font's,
 * shared; the glyph objects are its own. fontkit keeps one glyph object per id with the characters
 * it was first made from, and pdf-lib writes those characters into the PDF's text layer, so a
 * glyph cache shared by every PDF of the process made a conjunct read as whatever earlier document
 * first produced its glyph ("राज्य" read back as "राय"). Now a document reads back the same
 * whatever the process drew before.
 */
function forOneDocument(font: Parsed): PdfFont {
  const view = Object.create(font) as Parsed;
  view._glyphs = {};
  const Engine = font._layoutEngine.constructor as new (f: Parsed) => object;
  Object.defineProperty(view, '_layoutEngine', { value: new Engine(view) });
  const shape = font.layout.bind(view);
  const glyphsOf = font.glyphsForString.bind(view);
  view.layout = (text, features) =>
    UNSHAPED.test(text) ? ({ glyphs: glyphsOf(text) } as PdfRun) : shape(text, features);
  const subsetOf = font.createSubset.bind(view);
  view.createSubset = () => {
    const subset = subsetOf() as PdfSubset & { encode(): Uint8Array };
    subset.encodeStream = () => streamOf(() => subset.encode());
    return subset;
  };
  return view;
}

/**
 * fontkit 2 (the maintained one, with native generators) as the fontkit pdf-lib expects.
 * @pdf-lib/fontkit, pdf-lib's own fork of fontkit 1, throws "regeneratorRuntime is not defined"
 * in its Indic shaper (pdf-lib issue 1419), so it cannot draw Devanagari. The only API that
 * changed between the two is the subset's encodeStream(), now encode(). A font is parsed once
 * per file and kept; each PDF takes its own view of it (`forOneDocument`) and its own subset.
 */
export const pdfFontkit: PdfFontkit = {
  create(bytes) {
    let font = parsed.get(bytes);
    if (!font) {
      font = create(bytes) as PdfFont;
      parsed.set(bytes, font);
    }
    return forOneDocument(font as Parsed);
  },
};
