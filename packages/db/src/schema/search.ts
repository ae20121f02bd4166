import { sql } from 'drizzle-orm';
import { check, index, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { TERM_KINDS } from '../enums.ts';
import { createdAt, inList, updatedAt } from './common.ts';

/**
 * One thing kitchens buy under many names (decision 0092): onion is "onion", "pyaz", "kanda",
 * "प्याज". Seeded from packages/db/src/vocabulary/concepts.json, then kept by staff.
 */
export const searchConcepts = sqliteTable(
  'search_concepts',
  {
    id: text('id').primaryKey(),
    /** English identifier, e.g. "toor_dal". */
    key: text('key').notNull(),
    /** The catalogue category it belongs to, by name (matched case-insensitively); '' for none. */
    category: text('category').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('search_concepts_key_uq').on(t.key)],
);

/** A name of a concept as typed: lower case, words single-spaced, in its script. */
export const searchTerms = sqliteTable(
  'search_terms',
  {
    id: text('id').primaryKey(),
    conceptId: text('concept_id')
      .notNull()
      .references(() => searchConcepts.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    kind: text('kind', { enum: TERM_KINDS }).notNull(),
  },
  (t) => [
    uniqueIndex('search_terms_concept_term_uq').on(t.conceptId, t.term),
    index('search_terms_term_idx').on(t.term),
    check('search_terms_kind_known', sql`${t.kind} in (${sql.raw(inList(TERM_KINDS))})`),
  ],
);
