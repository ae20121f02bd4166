import { create } from 'fontkit';
import type { PDFDocument } from 'pdf-lib';
import { Lru } from '../shared/lru.ts';

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
  getGlyph(id: number, codePoints?: number[]): PdfGlyphs[number];
  _glyphs: object;
  _layoutEngine: object;
};

/** A view of a parsed font with glyph objects and a layout engine of its own (see below). */
function viewOf(font: Parsed): Parsed {
  const view = Object.create(font) as Parsed;
  view._glyphs = {};
  const Engine = font._layoutEngine.constructor as new (f: Parsed) => object;
  Object.defineProperty(view, '_layoutEngine', { value: new Engine(view) });
  return view;
}

/** A shaped string: each glyph's id and the characters it stands for. */
type Shaped = [id: number, codePoints: number[]][];

/**
 * Shaped strings by font, kept for the process: shaping (planning and running every GSUB lookup)
 * was about 70 % of a document's CPU, and an invoice shapes the same Hindi labels every time.
 * Each string is shaped on a view of its own, so what is kept depends on the string alone, never
 * on what some document drew before.
 */
const shapedBy = new WeakMap<PdfFont, Lru<string, Shaped>>();
// Strings come from orders (names, addresses), so their length is bounded too: a glyph's entry
// takes about 100 bytes of heap, its text key a few more.
const SHAPED_PER_FONT = 4000;
const SHAPED_BYTES_PER_FONT = 8 * 1024 * 1024;
const shapedSize = (run: Shaped) => 64 + run.length * 120;

function shaped(font: Parsed, text: string, features: Parameters<PdfFont['layout']>[1]): Shaped {
  let kept = shapedBy.get(font);
  if (!kept) {
    kept = new Lru(SHAPED_PER_FONT, { maxBytes: SHAPED_BYTES_PER_FONT, sizeOf: shapedSize });
    shapedBy.set(font, kept);
  }
  const key = `${JSON.stringify(features ?? null)}\u0000${text}`;
  let run = kept.get(key);
  if (!run) {
    run = viewOf(font)
      .layout(text, features)
      .glyphs.map((g): Shaped[number] => [g.id, [...g.codePoints]]);
    kept.set(key, run);
  }
  return run;
}

/**
 * Encoded subsets by font and glyph list, kept for the process: the file depends only on the
 * glyphs in it and their order, and documents that print the same letters (the Hindi labels, a
 * regular customer's invoices) ask for the same one.
 */
const subsetsBy = new WeakMap<PdfFont, Lru<string, Uint8Array>>();
const SUBSETS_PER_FONT = 64;
const SUBSET_BYTES_PER_FONT = 16 * 1024 * 1024;

function encodedOnce(font: PdfFont, subset: { encode(): Uint8Array; glyphs: number[] }): Uint8Array {
  let kept = subsetsBy.get(font);
  if (!kept) {
    kept = new Lru(SUBSETS_PER_FONT, {
      maxBytes: SUBSET_BYTES_PER_FONT,
      sizeOf: (bytes: Uint8Array) => bytes.byteLength,
    });
    subsetsBy.set(font, kept);
  }
  const key = subset.glyphs.join(',');
  let bytes = kept.get(key);
  if (!bytes) {
    bytes = subset.encode();
    kept.set(key, bytes);
  }
  return bytes;
}

/**
 * One PDF's view of a parsed font: the tables and their decoded lookups are the parsed font's,
 * shared; the glyph objects are its own. fontkit keeps one glyph object per id with the characters
 * it was first made from, and pdf-lib writes those characters into the PDF's text layer, so a
 * glyph cache shared by every PDF of the process made a conjunct read as whatever earlier document
 * first produced its glyph ("राज्य" read back as "राय"). Now a document reads back the same
 * whatever the process drew before: its glyphs are made from its own strings' shapes.
 */
function forOneDocument(font: Parsed): PdfFont {
  const view = viewOf(font);
  const glyphsOf = font.glyphsForString.bind(view);
  view.layout = (text, features) =>
    ({
      glyphs: UNSHAPED.test(text)
        ? glyphsOf(text)
        : shaped(font, text, features).map(([id, codePoints]) => view.getGlyph(id, codePoints)),
    }) as PdfRun;
  const subsetOf = font.createSubset.bind(view);
  view.createSubset = () => {
    const subset = subsetOf() as PdfSubset & { encode(): Uint8Array; glyphs: number[] };
    subset.encodeStream = () => streamOf(() => encodedOnce(font, subset));
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
