import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FONT_FILES } from '@app/api';
import { expect, it } from 'vitest';
import { pdfFontkit } from '../../packages/api/src/invoices/fontkit.ts';
import { sfntOf } from '../../packages/api/src/invoices/woff.ts';

const require = createRequire(import.meta.url);
const devanagari = () => sfntOf(new Uint8Array(readFileSync(require.resolve(FONT_FILES['devanagari-400']))));
const textOf = (glyphs: { codePoints: number[] }[]) =>
  glyphs.map((g) => String.fromCodePoint(...g.codePoints)).join('');

it('gives each PDF its own glyphs: another PDF asking for them by id leaves its text as typed', () => {
  const word = 'राज्य';
  // The glyphs the word shapes to, from a font of its own.
  const ids = pdfFontkit
    .create(devanagari())
    .layout(word)
    .glyphs.map((g) => g.id);
  const bytes = devanagari();
  // An earlier PDF's subset asks for those glyphs by id alone, as fontkit's encoder does for the
  // parts of a composite: with no characters.
  const earlier = pdfFontkit.create(bytes) as unknown as { getGlyph(id: number): unknown };
  for (const id of ids) earlier.getGlyph(id);
  const glyphs = pdfFontkit.create(bytes).layout(word).glyphs;
  expect(glyphs.map((g) => g.id)).toEqual(ids);
  expect(textOf(glyphs)).toBe(word);
});
