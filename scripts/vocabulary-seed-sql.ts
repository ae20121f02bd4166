// Prints the vocabulary's seed as SQL INSERTs from packages/db/src/vocabulary/concepts.json, as
// appended to migration 0038 (decision 0092). Run: npx tsx scripts/vocabulary-seed-sql.ts
import { readFileSync } from 'node:fs';
import { wordsOf } from '../packages/api/src/search/words.ts';

interface Seed {
  key: string;
  category: string;
  en: string[];
  hi: string[];
  latin: string[];
  regional: string[];
}
const concepts = JSON.parse(
  readFileSync(new URL('../packages/db/src/vocabulary/concepts.json', import.meta.url), 'utf8'),
) as Seed[];
const text = (s: string) => `'${s.replaceAll("'", "''")}'`;
const at = Date.UTC(2026, 11, 6);
const conceptRows: string[] = [];
const termRows: string[] = [];
for (const c of concepts) {
  const id = `scn_${c.key}`;
  conceptRows.push(`(${text(id)}, ${text(c.key)}, ${text(c.category)}, ${at}, ${at})`);
  const seen = new Set<string>();
  let n = 0;
  for (const kind of ['en', 'hi', 'latin', 'regional'] as const)
    for (const raw of c[kind]) {
      const term = wordsOf(raw).join(' ');
      if (!term || seen.has(term)) continue;
      seen.add(term);
      termRows.push(`(${text(`stm_${c.key}_${n++}`)}, ${text(id)}, ${text(term)}, '${kind}')`);
    }
}
// SQLite takes at most 500 rows in one VALUES; each INSERT is its own migration statement.
const inserts = (head: string, rows: string[]) =>
  Array.from(
    { length: Math.ceil(rows.length / 400) },
    (_, i) => `${head} VALUES\n${rows.slice(i * 400, i * 400 + 400).join(',\n')};`,
  );
console.log(
  [
    ...inserts('INSERT INTO search_concepts (id, key, category, created_at, updated_at)', conceptRows),
    ...inserts('INSERT INTO search_terms (id, concept_id, term, kind)', termRows),
  ].join('\n--> statement-breakpoint\n'),
);
