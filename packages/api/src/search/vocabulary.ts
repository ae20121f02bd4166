import { type Database, newId, searchConcepts, searchTerms } from '@app/db';
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { offsetOf } from '../shared/query.ts';
import { forgetLexicon } from './lexicon.ts';
import type { conceptInput, vocabularyListInput } from './schemas.ts';
import { isDevanagari, wordsOf } from './words.ts';

type ConceptInput = z.output<typeof conceptInput>;
interface Actor {
  id: string;
  now: number;
}

const keyOfName = (name: string) => wordsOf(name).join('_');

/** Terms as searches compare them: lower case, single-spaced, once each; Devanagari is Hindi. */
function termsOf(input: ConceptInput) {
  const seen = new Map<string, ConceptInput['terms'][number]['kind']>();
  for (const t of input.terms) {
    const term = wordsOf(t.term).join(' ');
    if (term && !seen.has(term))
      seen.set(term, isDevanagari(term) ? 'hi' : t.kind === 'hi' ? 'latin' : t.kind);
  }
  if (seen.size === 0) throw fail.badRequest('no_terms', msg('error.vocabulary.noTerms'));
  return [...seen].map(([term, kind]) => ({ term, kind }));
}

async function conceptsByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const [rows, terms] = await Promise.all([
    db.select().from(searchConcepts).where(inArray(searchConcepts.id, ids)),
    db
      .select({ conceptId: searchTerms.conceptId, term: searchTerms.term, kind: searchTerms.kind })
      .from(searchTerms)
      .where(inArray(searchTerms.conceptId, ids))
      .orderBy(asc(searchTerms.kind), asc(searchTerms.term)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const c = byId.get(id);
    if (!c) return [];
    return [
      {
        id: c.id,
        key: c.key,
        category: c.category,
        terms: terms.filter((t) => t.conceptId === id).map(({ term, kind }) => ({ term, kind })),
        updated_at: new Date(c.updatedAt).toISOString(),
      },
    ];
  });
}

/** Staff's vocabulary list: a term or key containing the words, in a category, by key. */
export async function listConcepts(db: Database, input: z.output<typeof vocabularyListInput>) {
  const words = wordsOf(input.search).join(' ');
  const where = and(
    words
      ? or(
          like(searchConcepts.key, `%${words.replaceAll(' ', '_')}%`),
          sql`exists (select 1 from ${searchTerms} where ${searchTerms.conceptId} = ${searchConcepts.id} and ${searchTerms.term} like ${`%${words}%`})`,
        )
      : undefined,
    input.category !== undefined
      ? sql`lower(${searchConcepts.category}) = lower(${input.category})`
      : undefined,
  );
  const [ids, [count]] = await Promise.all([
    db
      .select({ id: searchConcepts.id })
      .from(searchConcepts)
      .where(where)
      .orderBy(asc(searchConcepts.key))
      .limit(input.page_size)
      .offset(offsetOf(input.page, input.page_size)),
    db.select({ n: sql<number>`count(*)` }).from(searchConcepts).where(where),
  ]);
  return {
    items: await conceptsByIds(
      db,
      ids.map((r) => r.id),
    ),
    total: count?.n ?? 0,
    page: input.page,
    page_size: input.page_size,
  };
}

async function one(db: Database, id: string) {
  const [c] = await conceptsByIds(db, [id]);
  if (!c) throw fail.notFound(msg('error.vocabulary.notFound'));
  return c;
}

async function keyTaken(db: Database, key: string, except?: string) {
  const [row] = await db
    .select({ id: searchConcepts.id })
    .from(searchConcepts)
    .where(eq(searchConcepts.key, key));
  if (row && row.id !== except)
    throw fail.conflict('concept_exists', msg('error.vocabulary.exists', { key }));
}

/** A new thing with its names; searched at once here, within a minute on other servers. */
export async function createConcept(db: Database, actor: Actor, input: ConceptInput, keep: object = db) {
  const key = keyOfName(input.name);
  const terms = termsOf(input);
  await keyTaken(db, key);
  const id = newId('scn');
  await db.transaction(async (tx) => {
    await tx
      .insert(searchConcepts)
      .values({ id, key, category: input.category, createdAt: actor.now, updatedAt: actor.now });
    await tx.insert(searchTerms).values(terms.map((t) => ({ id: newId('stm'), conceptId: id, ...t })));
    await audit(
      tx,
      {
        actorId: actor.id,
        action: 'vocabulary.create',
        entity: 'search_concept',
        entityId: id,
        after: { key, category: input.category, terms },
      },
      actor.now,
    );
  });
  forgetLexicon(keep);
  return one(db, id);
}

/** Its name, category and names replaced as given. */
export async function updateConcept(
  db: Database,
  actor: Actor,
  input: ConceptInput & { id: string },
  keep: object = db,
) {
  const before = await one(db, input.id);
  const key = keyOfName(input.name);
  const terms = termsOf(input);
  await keyTaken(db, key, input.id);
  await db.transaction(async (tx) => {
    await tx
      .update(searchConcepts)
      .set({ key, category: input.category, updatedAt: actor.now })
      .where(eq(searchConcepts.id, input.id));
    await tx.delete(searchTerms).where(eq(searchTerms.conceptId, input.id));
    await tx.insert(searchTerms).values(terms.map((t) => ({ id: newId('stm'), conceptId: input.id, ...t })));
    await audit(
      tx,
      {
        actorId: actor.id,
        action: 'vocabulary.update',
        entity: 'search_concept',
        entityId: input.id,
        before: { key: before.key, category: before.category, terms: before.terms },
        after: { key, category: input.category, terms },
      },
      actor.now,
    );
  });
  forgetLexicon(keep);
  return one(db, input.id);
}

export async function deleteConcept(db: Database, actor: Actor, id: string, keep: object = db) {
  const before = await one(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(searchConcepts).where(eq(searchConcepts.id, id));
    await audit(
      tx,
      { actorId: actor.id, action: 'vocabulary.delete', entity: 'search_concept', entityId: id, before },
      actor.now,
    );
  });
  forgetLexicon(keep);
  return { id };
}
