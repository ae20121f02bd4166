/** What other domains use of search: one plan and one ranking for every screen (decision 0092). */
export { orderedBy } from './buyer.ts';
export { forgetLexicon, lexiconOf } from './lexicon.ts';
export { type MatchTier, planKey, planSearch, type SearchPlan, TIER_NAMES } from './plan.ts';
export { forBuyer, type Ranked, rankListings, SEARCH_LIMIT } from './rank.ts';
