import { distance } from 'fastest-levenshtein';
import { parseUnit, type UnitBase } from '../shared/unit-price.ts';
import { type Lexicon, stem } from './lexicon.ts';
import { isDevanagari, keyOf, namingWords, slipsAllowed, slipsBetween, wordsOf } from './words.ts';

/**
 * How a listing matched, best first: by its own words, by another name of the same thing, by
 * being in the category asked for ("dal" lists the pulses), or by a corrected slip.
 */
export type MatchTier = 0 | 1 | 2 | 3;
export const TIER_NAMES = ['exact', 'synonym', 'category', 'fuzzy'] as const;

/**
 * What a search looks for (decision 0092): FTS5 expressions for exact, synonym and corrected
 * matches, each wider than the one before; categories asked for; a pack size asked for; and the
 * query with its slips corrected, to offer when nothing else matches.
 */
export interface SearchPlan {
  tiers: { exact: string; synonym: string | null; fuzzy: string | null };
  categoryIds: string[];
  /** Exact (0) when the query is the category's whole name ("flour"), else category (2). */
  categoryTier: MatchTier;
  size: { quantity: number; base: UnitBase } | null;
  corrected: string | null;
  /**
   * The plan without the words nothing knows (a listing newer than the lexicon, or noise such as
   * "dhone"), searched when the words as typed find nothing; null when every word is known.
   */
  loose: SearchPlan | null;
}

/** Words of the query that name one thing: a vocabulary phrase, or a single word. */
interface Group {
  words: string[];
  /** Nowhere in the lexicon: matched as typed, and left out of the loose plan. */
  unknown: boolean;
  exact: string[];
  synonyms: string[];
  fuzzy: string[];
}

const SIZE = /(\d+(?:\.\d+)?)\s*(kgs?|kilos?|g|gms?|grams?|l|lt|ltrs?|litres?|liters?|ml|pcs?|pieces?)\b/u;
const MAX_ALTERNATIVES = 40;
const MAX_CORRECTIONS = 3;

/**
 * FTS5 text of a phrase, operators and quotes in it meaning nothing. What was typed matches as a
 * prefix (the word may be unfinished); names from the vocabulary and corrections as whole words.
 */
const phrase = (text: string, prefix: boolean) => {
  const parts = wordsOf(text);
  return parts.length === 0 ? null : `"${parts.join(' ').replaceAll('"', '""')}"${prefix ? '*' : ''}`;
};

/**
 * The known words closest to a word within the slips its length allows (by sound, then as spelt,
 * then in the query's script), so a slip is corrected to what was most likely meant.
 * A word the catalogue itself uses is corrected only towards a word more listings use, or one the
 * vocabulary knows ("panner" of one supplier's listing towards "paneer"): never "rice" to "rich".
 */
function corrections(lex: Lexicon, word: string) {
  const key = keyOf(word);
  const uses = lex.wordUses.get(word) ?? 0;
  // One listing's own spelling is taken for a slip of a name the vocabulary knows; a word more
  // listings use only for a slip of a word used more still.
  // Only a word that leads somewhere: one listings use or a one-word name in the vocabulary.
  const better = (w: string) =>
    (lex.wordUses.has(w) || lex.byTerm.has(w)) &&
    (uses === 0 ||
      (lex.wordUses.get(w) ?? 0) > uses ||
      (uses === 1 && lex.byTerm.has(w) && !lex.byTerm.has(word)));
  const script = isDevanagari(word);
  const found: { word: string; score: number }[] = [];
  for (const [other, words] of lex.wordsByKey) {
    const slips = other === key ? 0 : slipsBetween(key, other);
    if (slips === null) continue;
    for (const w of words)
      if (w !== word && better(w))
        found.push({
          word: w,
          // By sound, then as spelt ("panner" is paneer before paper), then in the query's script.
          score: (slips || 0.5) + distance(word, w) / 100 + (isDevanagari(w) === script ? 0 : 0.25),
        });
  }
  const best = Math.min(...found.map((f) => f.score));
  return found
    .filter((f) => f.score === best)
    .slice(0, MAX_CORRECTIONS)
    .map((f) => f.word);
}

const conceptTerms = (lex: Lexicon, ids: readonly string[]) =>
  ids.flatMap((id) => lex.concepts.get(id)?.terms ?? []);

/** The first sorted word `word` starts, or undefined. */
function startOf(sorted: readonly string[], word: string) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < word) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo]?.startsWith(word) ? sorted[lo] : undefined;
}

/**
 * The longest vocabulary phrase starting at `i` (by its text or its sound), or for a last word of
 * 4 letters or more, the term it starts ("potatoe" → potatoes), if any.
 */
function phraseAt(lex: Lexicon, words: string[], i: number) {
  for (let n = Math.min(3, words.length - i); n >= 1; n--) {
    const part = words.slice(i, i + n);
    const byText = lex.byTerm.get(part.join(' '));
    if (byText) return { n, ids: byText, slipOf: undefined };
    const key = part.map(keyOf).join(' ');
    const ids = lex.byTermKey.get(key);
    // The sound of an English name spelt otherwise in Latin letters is a slip ("mozarella").
    if (ids) return { n, ids, slipOf: isDevanagari(part[0]!) ? undefined : lex.englishByKey.get(key)?.[0] };
  }
  const word = words[i]!;
  const started = word.length >= 4 && i === words.length - 1 ? startOf(lex.termWords, word) : undefined;
  return started ? { n: 1, ids: lex.byTerm.get(started)!, slipOf: undefined } : null;
}

function groupsOf(lex: Lexicon, words: string[]): Group[] {
  const groups: Group[] = [];
  for (let i = 0; i < words.length; ) {
    const found = phraseAt(lex, words, i);
    const part = words.slice(i, i + (found?.n ?? 1));
    i += part.length;
    const text = part.join(' ');
    // A Devanagari word is also written without its nukta ("ज़" as "ज").
    const exact = [text, ...(isDevanagari(text) ? [text.normalize('NFD').replace(/\u093c/g, '')] : [])];
    const named = found ? conceptTerms(lex, found.ids) : [];
    const synonyms = found?.slipOf ? [] : named;
    const word = part[0]!;
    const inCatalogue = part.length > 1 || startOf(lex.productWords, word) !== undefined;
    let fuzzy = found?.slipOf ? [found.slipOf, ...named] : [];
    if (!found) {
      // Transliteration: words of the catalogue in the other script that sound the same ("पनीर"
      // and "paneer"). The same sound spelt otherwise in one script is a slip ("mozarella").
      const sameSound = (lex.wordsByKey.get(keyOf(word)) ?? []).filter(
        (w) => isDevanagari(w) !== isDevanagari(word) && startOf(lex.productWords, w) === w,
      );
      synonyms.push(
        ...sameSound,
        ...conceptTerms(
          lex,
          sameSound.flatMap((w) => lex.byTerm.get(w) ?? []),
        ),
      );
      // A word only started ("pane") is not corrected; a whole word, even one a listing uses, is.
      const whole = !inCatalogue || lex.wordUses.has(word);
      if (sameSound.length === 0 && whole && slipsAllowed(word.length) > 0) {
        const fixed = corrections(lex, word);
        fuzzy = [
          ...fixed,
          ...conceptTerms(
            lex,
            fixed.flatMap((w) => lex.byTerm.get(w) ?? []),
          ),
        ];
      }
    }
    const unknown = !found && !inCatalogue && synonyms.length === 0 && fuzzy.length === 0;
    groups.push({
      words: part,
      unknown,
      exact,
      synonyms: [...new Set(synonyms)],
      fuzzy: [...new Set(fuzzy)],
    });
  }
  return groups;
}

/** FTS5 OR of the typed words (as prefixes) and the names (whole), at most MAX_ALTERNATIVES. */
const anyOf = (typed: readonly string[], names: readonly string[]) => {
  const parts = [...new Set([...typed.map((t) => phrase(t, true)), ...names.map((t) => phrase(t, false))])]
    .filter((p): p is string => p !== null)
    .slice(0, MAX_ALTERNATIVES);
  return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
};

const allOf = (groups: Group[], names: (g: Group) => string[]) =>
  groups.map((g) => anyOf(g.exact, names(g))).join(' AND ');

/**
 * Categories a one-thing query names: by their whole name ("dry fruits"), or one word of it named
 * by the word typed or a one-word name of the thing ("dal" → pulses → Pulses). Named by what was
 * typed in full ("flour" → Flours), the category's listings rank as exact matches.
 */
function categoriesOf(lex: Lexicon, groups: Group[]): { ids: string[]; tier: MatchTier } {
  if (groups.length !== 1) return { ids: [], tier: 2 };
  const g = groups[0]!;
  const whole = g.words.map(stem).join(' ');
  const typed = g.words.length === 1 ? stem(g.words[0]!) : null;
  const names = new Set(g.words.length === 1 ? g.synonyms.filter((t) => !t.includes(' ')).map(stem) : []);
  let tier: MatchTier = 2;
  const ids = lex.categories
    .filter((c) => {
      // "Flours" is all flour; "Coffee & Tea" is not all tea.
      const own = c.stems.join(' ') === whole;
      if (own) tier = 0;
      return own || (typed !== null && c.stems.includes(typed)) || c.stems.some((s) => names.has(s));
    })
    .map((c) => c.id);
  return { ids, tier };
}

/**
 * The plan of a query against the lexicon; null when it holds nothing to search for. Kept per
 * lexicon: planning reads every known word for slips, which costs milliseconds.
 */
export function planSearch(lex: Lexicon, text: string): SearchPlan | null {
  const kept = lex.plans.get(text);
  if (kept !== undefined) return kept;
  const plan = makePlan(lex, text);
  lex.plans.set(text, plan);
  return plan;
}

/** The cache key of a plan's answers: its JSON, made once per plan. */
const keys = new WeakMap<SearchPlan, string>();
export const planKey = (plan: SearchPlan) => {
  const kept = keys.get(plan);
  if (kept !== undefined) return kept;
  const key = JSON.stringify(plan);
  keys.set(plan, key);
  return key;
};

function makePlan(lex: Lexicon, text: string): SearchPlan | null {
  const lower = text.normalize('NFKC').toLowerCase();
  const sized = SIZE.exec(lower);
  const size = sized ? parseUnit(`${sized[1]}${sized[2]}`) : null;
  const words = namingWords(wordsOf(sized ? lower.replace(sized[0], ' ') : lower));
  const groups = groupsOf(lex, words);
  if (groups.length === 0) return null;
  const known = groups.filter((g) => !g.unknown);
  const loose = known.length > 0 && known.length < groups.length ? planOf(lex, known, size, null) : null;
  return planOf(lex, groups, size, loose);
}

function planOf(
  lex: Lexicon,
  groups: Group[],
  size: SearchPlan['size'],
  loose: SearchPlan | null,
): SearchPlan {
  const exact = allOf(groups, () => []);
  const synonym = allOf(groups, (g) => g.synonyms);
  const fuzzy = allOf(groups, (g) => [...g.synonyms, ...g.fuzzy]);
  const slipped = groups.some((g) => g.fuzzy.length > 0);
  const categories = categoriesOf(lex, groups);
  return {
    tiers: { exact, synonym: synonym === exact ? null : synonym, fuzzy: fuzzy === synonym ? null : fuzzy },
    categoryIds: categories.ids,
    categoryTier: categories.tier,
    size,
    corrected: slipped
      ? groups.map((g) => (g.fuzzy.length > 0 ? g.fuzzy[0]! : g.words.join(' '))).join(' ')
      : null,
    loose,
  };
}
