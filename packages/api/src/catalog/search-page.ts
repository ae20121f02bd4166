import type { Database } from '@app/db';
import { products } from '@app/db';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { and, asc, desc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import {
  forBuyer,
  lexiconOf,
  type MatchTier,
  orderedBy,
  planKey,
  planSearch,
  rankListings,
  type SearchPlan,
  TIER_NAMES,
} from '../search/index.ts';
import { Lru } from '../shared/lru.ts';
import {
  baseQuery,
  type Keeping,
  keptBytes,
  keptPage,
  liveForCity,
  matchesSearch,
  productDto,
} from './catalog.ts';

/** Candidates per tier: a broad word may match thousands; the best-stocked and cheapest are kept. */
const PER_TIER = 300;

/**
 * The live listings a search matches in a city, each tier read apart from the ones before it
 * (three reads sent together), ranked once (search/rank.ts) and kept per catalogue version.
 */
async function rankedListings(db: Database, plan: SearchPlan, cityId: string | null, categoryId?: string) {
  const { exact, synonym, fuzzy } = plan.tiers;
  const named = matchesSearch(synonym ?? exact);
  const cats = plan.categoryIds.length > 0 ? inArray(products.categoryId, plan.categoryIds) : undefined;
  // Each tier without what a better one matched: exact, synonym, category, corrected slip.
  const tierWhere: (SQL | undefined)[] = [
    matchesSearch(exact),
    synonym ? and(named, not(matchesSearch(exact))) : undefined,
    cats ? and(cats, not(named)) : undefined,
    fuzzy ? and(matchesSearch(fuzzy), not(named), cats ? not(cats) : undefined) : undefined,
  ];
  const reads = tierWhere.map((where) =>
    where
      ? baseQuery(db)
          .where(
            and(liveForCity(cityId), categoryId ? eq(products.categoryId, categoryId) : undefined, where),
          )
          .orderBy(desc(sql`${products.stockQuantity} > 0`), asc(products.pricePaise), asc(products.id))
          .limit(PER_TIER)
      : Promise.resolve([]),
  );
  const tiers = await Promise.all(reads);
  const tierOf = (read: number) => (read === 2 ? plan.categoryTier : read) as MatchTier;
  const rows = tiers.flatMap((list, read) => list.map((r) => ({ ...r, tier: tierOf(read) })));
  return rankListings(rows, plan.size);
}

export const encodeOffset = (n: number) => encodeBase64urlNoPadding(new TextEncoder().encode(`@${n}`));
export function decodeOffset(cursor: string | undefined) {
  if (!cursor) return 0;
  try {
    const m = /^@(\d{1,4})$/.exec(new TextDecoder().decode(decodeBase64urlIgnorePadding(cursor)));
    if (m) return Number(m[1]);
  } catch {}
  throw fail.badRequest('invalid_cursor', msg('error.catalog.invalidCursor'));
}

export interface SearchInput {
  cityId: string | null;
  search: string;
  categoryId?: string;
  cursor?: string;
  limit: number;
  /** The buyer whose orders lift its usual listings; null for staff and API keys without one. */
  buyerId: string | null;
}

/**
 * A search's ranked listings for this buyer, and whether nothing matched as typed (then the
 * corrected words are offered as "did you mean"). Null when the query holds no word to search.
 * `answer` keeps what is made of a page per kept ranking and the buyer's lift (the listings it
 * orders among them, mostly none): a repeated search answers the same object, which is checked
 * and serialised once (shared/kept-answer.ts), as a kept catalogue page is.
 */
export async function searchListings(k: Keeping, p: Omit<SearchInput, 'cursor' | 'limit'>) {
  const lexicon = await lexiconOf(k.db, k.catalogVersion, k.searchKeep);
  const typed = planSearch(lexicon, p.search);
  if (!typed) return null;
  const ranked = (plan: SearchPlan) =>
    keptPage(k, `search|${p.cityId}|${p.categoryId}|${planKey(plan)}`, async () => ({
      rows: await rankedListings(k.db, plan, p.cityId, p.categoryId),
    }));
  const [first, ordered] = await Promise.all([ranked(typed), orderedBy(k.db, p.buyerId, k.searchKeep)]);
  // Words nothing knows that find nothing are left out, and the rest searched alone.
  const plan = first.rows.length === 0 && typed.loose ? typed.loose : typed;
  const kept = plan === typed ? first : await ranked(plan);
  const { rows, lift } = forBuyer(kept.rows, plan.size, ordered);
  const asTyped = rows.some((r) => r.tier < 3);
  const ranking = rankingId(kept);
  return {
    rows,
    didYouMean: asTyped ? null : plan.corrected,
    answer: <T>(page: string, make: () => T): T => {
      const at = `${ranking}|${page}|${lift.join(',')}`;
      const hit = searchAnswers.get(at);
      if (hit !== undefined) return hit as T;
      const made = make();
      searchAnswers.set(at, made);
      // A page that failed to read is read again next time.
      if (made instanceof Promise) made.catch(() => searchAnswers.delete(at));
      return made;
    },
  };
}

/**
 * Answers made of kept rankings, by ranking, page and lift, for the whole process: 2,000 within
 * 32 MB. A bound per ranking would be multiplied by the 500 rankings a page store keeps, and
 * cursors, limits and filters make distinct pages (decision 0127). A promised answer (items) is
 * weighed as a page of 128 KB of JSON.
 */
export const searchAnswers = new Lru<string, unknown>(2000, {
  maxBytes: 32 * 1024 * 1024,
  sizeOf: (answer) => (answer instanceof Promise ? 3 * 128 * 1024 : keptBytes(answer)),
});
const rankingIds = new WeakMap<object, number>();
let rankingsSeen = 0;
function rankingId(kept: object) {
  let id = rankingIds.get(kept);
  if (id === undefined) {
    id = ++rankingsSeen;
    rankingIds.set(kept, id);
  }
  return id;
}

/** `GET /api/products?search=`: one page of the ranked listings, each with how it matched. */
export async function searchProducts(k: Keeping, p: SearchInput) {
  const found = await searchListings(k, p);
  if (!found) return { products: [], next_cursor: null, did_you_mean: null };
  const from = decodeOffset(p.cursor);
  return found.answer(`products|${from}|${p.limit}`, () => ({
    products: found.rows
      .slice(from, from + p.limit)
      .map((r) => ({ ...productDto(r), match: TIER_NAMES[r.tier] })),
    next_cursor: from + p.limit < found.rows.length ? encodeOffset(from + p.limit) : null,
    did_you_mean: found.didYouMean,
  }));
}

/** What a list's search reads besides its database: the session's catalogue version, the keep. */
export type SearchAt = Pick<Keeping, 'catalogVersion' | 'searchKeep'>;

/**
 * Staff and supplier lists: listings a buyer's search for `search` would find (any tier, any
 * city), or `plain` (the lists' own text match, e.g. a city's name). Undefined without a search.
 */
export async function foundOr(db: Database, at: SearchAt, search: string, plain: SQL | undefined) {
  if (!search) return undefined;
  const plan = planSearch(await lexiconOf(db, at.catalogVersion, at.searchKeep), search);
  if (!plan) return plain;
  const { exact, synonym, fuzzy } = plan.tiers;
  return or(plain, matchesSearch(fuzzy ?? synonym ?? exact));
}
