// What a search compares: words as typed, in Latin or Devanagari, reduced to a key that spellings
// of one spoken word share ("pyaz", "pyaaz", "प्याज़" → "pyaj"). Pure; no database (decision 0092).
import Sanscript from '@indic-transliteration/sanscript';
import { distance } from 'fastest-levenshtein';

/** The words of what was typed: lower case, letters and digits only, at most 8. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/**
 * Words that join others and name nothing ("bartan dhone ka liquid", "oil for frying"): left out of
 * a query of other words.
 */
const FILLERS = new Set(
  'ka ki ke ko se aur wala wali wale liye for the of and with in का की के को से और वाला वाली वाले लिए'.split(
    ' ',
  ),
);

/** The words that name something; all of them when nothing else is left. */
export function namingWords(words: string[]): string[] {
  const naming = words.filter((w) => !FILLERS.has(w));
  return naming.length > 0 ? naming : words;
}

const DEVANAGARI = /[\u0900-\u097f]/;
export const isDevanagari = (word: string) => DEVANAGARI.test(word);

/**
 * A Devanagari word in plain Latin letters as a Hindi speaker would type it: the inherent vowel
 * at the end is not spoken ("प्याज" pyāja → pyaj), marks and nuktas go ("ज़" → j).
 */
export function romanise(word: string): string {
  const plain = word
    .normalize('NFD')
    .replace(/\u093c/g, '')
    .normalize('NFC');
  const iast = Sanscript.t(plain, 'devanagari', 'iast')
    // A nasal mark is said as the nasal of the consonant after it ("भिंडी" bhindi, "चंपा" champa).
    .replace(/[ṃṁ]|m̐/g, (_, i: number, all: string) => (/[pbm]/.test(all[i + 1] ?? '') ? 'm' : 'n'));
  const spoken = /[^aāiīuūeoṛ]a$/.test(iast) && iast.length > 2 ? iast.slice(0, -1) : iast;
  return spoken
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

// Spellings of one sound, in the order they are rewritten (longest first).
const SOUNDS: [RegExp, string][] = [
  [/chh|ch|c(?=[hiey])/g, 'c'],
  [/sh|s(?=h)/g, 's'],
  [/ph|f/g, 'f'],
  [/([kgtdbj])h/g, '$1'],
  [/z/g, 'j'],
  [/w/g, 'v'],
  [/q|ck/g, 'k'],
  [/x/g, 'ks'],
  [/ee|ii|ie|ey$|y$/g, 'i'],
  [/oo|uu|ou/g, 'u'],
  [/aa/g, 'a'],
  [/(.)\1+/g, '$1'],
];

/** The sound of a Latin word: spellings of one sound made one ("chawal", "cāvala" → "caval"). */
export function soundKey(latin: string): string {
  let key = latin.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (const [from, to] of SOUNDS) key = key.replace(from, to);
  return key;
}

/** A word's key in either script: Devanagari is romanised first. */
export const keyOf = (word: string) => soundKey(isDevanagari(word) ? romanise(word) : word);

/**
 * How many typing slips a word of this length may hold and still be meant: none under 4 letters,
 * one up to 6, two from 7 ("basmti" → basmati, "mozarella" → mozzarella).
 */
export const slipsAllowed = (length: number) => (length < 4 ? 0 : length < 7 ? 1 : 2);

/** Whether `typed` is `known` with at most the slips its length allows, and how many. */
export function slipsBetween(typed: string, known: string): number | null {
  const allowed = slipsAllowed(Math.min(typed.length, known.length));
  if (allowed === 0 || Math.abs(typed.length - known.length) > allowed) return null;
  const d = distance(typed, known) === 2 && swapped(typed, known) ? 1 : distance(typed, known);
  return d <= allowed ? d : null;
}

/** Two neighbouring letters typed the wrong way round ("onoin"): one slip, not two. */
function swapped(a: string, b: string) {
  if (a.length !== b.length) return false;
  const diff = [...a].flatMap((ch, i) => (ch === b[i] ? [] : [i]));
  return (
    diff.length === 2 &&
    diff[1] === diff[0]! + 1 &&
    a[diff[0]!] === b[diff[1]!] &&
    a[diff[1]!] === b[diff[0]!]
  );
}
