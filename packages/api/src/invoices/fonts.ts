/**
 * The fonts GST documents print with: Noto Sans (SIL OFL 1.1) from the Fontsource npm packages,
 * one WOFF file per script and weight (Google Fonts' subsets; docs/decisions/0056-pdf-fonts.md).
 * The Devanagari one also holds ₹.
 */
export const FONT_FILES = {
  'latin-400': '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  'latin-700': '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  'devanagari-400': '@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff',
  'devanagari-700': '@fontsource/noto-sans/files/noto-sans-devanagari-700-normal.woff',
  'bengali-400': '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff',
  'bengali-700': '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff',
  'gujarati-400': '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff',
  'gujarati-700': '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-700-normal.woff',
  'gurmukhi-400': '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff',
  'gurmukhi-700': '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-700-normal.woff',
  'kannada-400': '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff',
  'kannada-700': '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-700-normal.woff',
  'malayalam-400': '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff',
  'malayalam-700': '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff',
  'oriya-400': '@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-400-normal.woff',
  'oriya-700': '@fontsource/noto-sans-oriya/files/noto-sans-oriya-oriya-700-normal.woff',
  'tamil-400': '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
  'tamil-700': '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff',
  'telugu-400': '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff',
  'telugu-700': '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff',
} as const;

export type FontKey = keyof typeof FONT_FILES;
export type Script = FontKey extends `${infer S}-${string}` ? S : never;

/**
 * Where a runtime finds the font files (a port: Node reads them from node_modules, a Worker
 * imports them as Data modules). Asked only while a PDF is drawn, for the scripts it prints.
 */
export interface FontFiles {
  load(key: FontKey): Promise<Uint8Array>;
}

export const fontKey = (script: Script, bold: boolean): FontKey => `${script}-${bold ? 700 : 400}`;

/** Unicode blocks of the Indian scripts (each subset's own range, as its package lists it). */
const BLOCKS: [from: number, to: number, script: Script][] = [
  [0x0900, 0x097f, 'devanagari'],
  [0x0980, 0x09ff, 'bengali'],
  [0x0a00, 0x0a7f, 'gurmukhi'],
  [0x0a80, 0x0aff, 'gujarati'],
  [0x0b00, 0x0b7f, 'oriya'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
  [0xa8e0, 0xa8ff, 'devanagari'],
  [0x1cd0, 0x1cff, 'devanagari'],
];

/** In the Latin subset: Basic Latin, Latin-1 and general punctuation (dashes, quotes). */
const isLatin = (cp: number) =>
  cp <= 0xff || (cp >= 0x2000 && cp <= 0x206f) || cp === 0x20ac || cp === 0x2122;

/**
 * Marks and joiners shared by several scripts (dandas, Vedic tone marks, ZWNJ/ZWJ, the dotted
 * circle): they belong to the run they sit in.
 */
const isShared = (cp: number) =>
  (cp >= 0x0951 && cp <= 0x0952) ||
  (cp >= 0x0964 && cp <= 0x0965) ||
  cp === 0x200c ||
  cp === 0x200d ||
  cp === 0x25cc;

const RUPEE = 0x20b9;

/** The script whose font draws a code point, or null when none of ours has it. */
function scriptOf(cp: number): Script | null {
  if (isLatin(cp)) return 'latin';
  if (cp === RUPEE) return 'devanagari';
  for (const [from, to, script] of BLOCKS) if (cp >= from && cp <= to) return script;
  return null;
}

/** Latin letters with accents beyond Latin-1 lose them (ā → a); anything else unprintable is "?". */
function fold(ch: string): string {
  if (/\p{M}/u.test(ch)) return '';
  const bare = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return bare && Array.from(bare).every((c) => isLatin(c.codePointAt(0)!)) ? bare : '?';
}

export interface Run {
  script: Script;
  text: string;
}

/**
 * Splits text into runs of one script each, so that every run is shaped by the font that has its
 * letters (Devanagari conjuncts and vowel signs need the whole syllable in one run). Line breaks
 * and tabs print as spaces.
 */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const raw of text.normalize('NFC').replace(/\s/g, ' ')) {
    const cp = raw.codePointAt(0)!;
    const last = runs.at(-1);
    const inherits = last && last.script !== 'latin' && (isShared(cp) || /\p{M}/u.test(raw));
    const script = inherits ? last.script : (scriptOf(cp) ?? (isShared(cp) ? 'devanagari' : 'latin'));
    const ch = inherits || scriptOf(cp) || isShared(cp) ? raw : fold(raw);
    if (last?.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}
