import { categories, type Database, searchConcepts, searchTerms } from '@app/db';
import { eq, sql } from 'drizzle-orm';
import { Lru } from '../shared/lru.ts';
import { perKey } from '../shared/per-key.ts';
import type { SearchPlan } from './plan.ts';
import { keyOf, wordsOf } from './words.ts';

export interface Concept {
  id: string;
  key: string;
  category: string;
  terms: string[];
}

/**
 * Everything a search knows before it reads products (decision 0092): the vocabulary's concepts
 * by term and by the sound of a term, and every word of the catalogue (product names and brands,
 * and the vocabulary's) by its sound, for transliteration and typing slips.
 */
export interface Lexicon {
  concepts: Map<string, Concept>;
  byTerm: Map<string, string[]>;
  /** Concepts by the sound of a Hindi or regional name: those have many spellings, English one. */
  byTermKey: Map<string, string[]>;
  /** English names by their sound: one typed with that sound but spelt otherwise is a slip. */
  englishByKey: Map<string, string[]>;
  /** Words of the catalogue's listings, sorted, to tell a word in the catalogue or the start of one. */
  productWords: string[];
  /** How many listings use each catalogue word. */
  wordUses: Map<string, number>;
  /** One-word vocabulary terms, sorted, for a word typed short of one ("potatoe" of "potatoes"). */
  termWords: string[];
  /** Known words by sound key, the most used first. */
  wordsByKey: Map<string, string[]>;
  categories: { id: string; name: string; stems: string[] }[];
  /** Plans of queries already asked (plan.ts): the same words plan the same against one lexicon. */
  plans: Lru<string, SearchPlan | null>;
}

/** Distinct queries whose plans a lexicon keeps: a day's searches repeat (onion, paneer, atta). */
const PLANS_KEPT = 5000;

/** A word without its plural ending, for comparing with category names ("pulses" → "pulse"). */
export const stem = (word: string) => (word.length > 3 ? word.replace(/(es|s)$/, '') : word);

const push = <V>(map: Map<string, V[]>, key: string, value: V) => {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
};

async function load(db: Database): Promise<Lexicon> {
  const [terms, words, cats] = await Promise.all([
    db
      .select({
        id: searchConcepts.id,
        key: searchConcepts.key,
        category: searchConcepts.category,
        term: searchTerms.term,
        kind: searchTerms.kind,
      })
      .from(searchTerms)
      .innerJoin(searchConcepts, eq(searchConcepts.id, searchTerms.conceptId)),
    db.all<{ term: string; doc: number }>(sql`select term, doc from products_fts_words order by doc desc`),
    db.select({ id: categories.id, name: categories.name }).from(categories),
  ]);
  const concepts = new Map<string, Concept>();
  const byTerm = new Map<string, string[]>();
  const byTermKey = new Map<string, string[]>();
  const englishByKey = new Map<string, string[]>();
  const wordsByKey = new Map<string, string[]>();
  const known = new Set<string>();
  for (const { term } of words) {
    known.add(term);
    push(wordsByKey, keyOf(term), term);
  }
  for (const t of terms) {
    const concept = concepts.get(t.id) ?? { id: t.id, key: t.key, category: t.category, terms: [] };
    concept.terms.push(t.term);
    concepts.set(t.id, concept);
    push(byTerm, t.term, t.id);
    const parts = wordsOf(t.term);
    const key = parts.map(keyOf).join(' ');
    if (t.kind === 'en') push(englishByKey, key, t.term);
    else push(byTermKey, key, t.id);
    for (const w of parts) {
      if (known.has(w)) continue;
      known.add(w);
      push(wordsByKey, keyOf(w), w);
    }
  }
  return {
    concepts,
    byTerm,
    byTermKey,
    englishByKey,
    productWords: words.map((w) => w.term).sort(),
    wordUses: new Map(words.map((w) => [w.term, w.doc])),
    termWords: [...byTerm.keys()].filter((t) => !t.includes(' ')).sort(),
    wordsByKey,
    categories: cats.map((c) => ({ ...c, stems: wordsOf(c.name).map(stem) })),
    plans: new Lru(PLANS_KEPT),
  };
}

/** How long a lexicon serves before it is read again: new product words become known within it. */
const FRESH_MS = 60_000;

const kept = perKey((_keep: object) => ({
  at: 0,
  version: -1,
  lexicon: null as Promise<Lexicon> | null,
}));

/**
 * The lexicon of this database, read again when the vocabulary or catalogue changed and a minute
 * has passed, or at once after a vocabulary edit (`forget`). One read at a time.
 */
export async function lexiconOf(db: Database, version: number | null, keep: object = db, now = Date.now()) {
  const k = kept(keep);
  // Without a version (API keys) it is read again once a minute whatever changed.
  const changed = version === null || version !== k.version;
  const stale = k.lexicon === null || (changed && now - k.at > FRESH_MS);
  if (stale) {
    k.at = now;
    k.version = version ?? k.version;
    k.lexicon = load(db).catch((e) => {
      k.lexicon = null;
      throw e;
    });
  }
  return k.lexicon!;
}

/** A vocabulary edit is searched at once by the process that made it. */
export const forgetLexicon = (keep: object) => {
  kept(keep).lexicon = null;
};
