import { DELIVERY_STATUSES, ORDER_STATUSES, PART_STATUSES, SETTLEMENT_STATUSES } from '@app/db/enums';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUS_TABLE } from '../../packages/api/src/delivery/state.ts';
import { ORDER_STATUS_TABLE, PART_STATUS_TABLE } from '../../packages/api/src/orders/status.ts';
import { SETTLEMENT_STATUS_TABLE } from '../../packages/api/src/settlements/status.ts';
import type { StatusRow } from '../../packages/api/src/shared/status-table.ts';
// @ts-expect-error plain JavaScript build script, no declarations
import { readCatalogues, serverDir } from '../../scripts/i18n-compile.mjs';

type Catalogues = Record<string, Record<string, Record<string, string>>>;

// Issue 33: each status has one table in the API, and one message key per value in each catalogue
// that words it, never a select whose `other` would word a missed value as another status.
const TABLES: Record<
  string,
  { table: Record<string, StatusRow<string, string>>; values: readonly string[] }
> = {
  order: { table: ORDER_STATUS_TABLE, values: ORDER_STATUSES },
  part: { table: PART_STATUS_TABLE, values: PART_STATUSES },
  delivery: { table: DELIVERY_STATUS_TABLE, values: DELIVERY_STATUSES },
  settlement: { table: SETTLEMENT_STATUS_TABLE, values: SETTLEMENT_STATUSES },
};

/** Each catalogue's key families that word a table's statuses: `<prefix>.<value>` for every value. */
const ROOTS = [
  {
    name: 'SPA',
    catalogues: readCatalogues() as Catalogues,
    families: {
      orderStatus: 'order',
      partStatus: 'part',
      deliveryStatus: 'delivery',
      settlementStatus: 'settlement',
    },
  },
  {
    name: 'server',
    catalogues: readCatalogues(serverDir) as Catalogues,
    families: {
      orderStatus: 'order',
      'order.status.title': 'order',
      'order.status.message': 'order',
      partStatus: 'part',
      deliveryStatus: 'delivery',
      'pdf.settlement': 'settlement',
    },
  },
];

function selects(tokens: Token[], found: { arg: string; cases: string[] }[] = []) {
  for (const t of tokens) {
    if (t.type === 'select') found.push({ arg: t.arg, cases: t.cases.map((c) => c.key) });
    if ('cases' in t) for (const c of t.cases) selects(c.tokens, found);
  }
  return found;
}

describe('status tables (packages/api)', () => {
  it.each(Object.entries(TABLES))('%s: one row per value, moves only to its own values', (_, t) => {
    expect(Object.keys(t.table).sort()).toEqual([...t.values].sort());
    for (const [from, row] of Object.entries(t.table))
      for (const [actor, to] of Object.entries(row.moves))
        expect({ from, actor, unknown: to.filter((s) => !t.values.includes(s)) }).toEqual({
          from,
          actor,
          unknown: [],
        });
  });
});

describe.each(ROOTS)('$name catalogue: status words', ({ catalogues, families }) => {
  const languages = Object.keys(catalogues);

  it.each(languages)('%s has a key for every value of every table it words', (language) => {
    const keys = new Set(Object.values(catalogues[language]!).flatMap((m) => Object.keys(m)));
    for (const [prefix, table] of Object.entries(families)) {
      const missing = TABLES[table]!.values.filter((v) => !keys.has(`${prefix}.${v}`));
      expect({ prefix, missing }).toEqual({ prefix, missing: [] });
    }
  });

  it.each(languages)('%s chooses no status by an ICU select', (language) => {
    const found = Object.values(catalogues[language]!).flatMap((messages) =>
      Object.entries(messages).flatMap(([key, message]) =>
        selects(parse(message)).flatMap(({ arg, cases }) =>
          Object.entries(TABLES)
            .map(([table, t]) => ({ table, named: cases.filter((c) => t.values.includes(c)) }))
            // Two values of one table among its cases: a select over that table's statuses.
            .filter(({ named }) => named.length >= 2)
            .map(({ table, named }) => ({
              key,
              arg,
              table,
              missing: TABLES[table]!.values.filter((v) => !named.includes(v)),
            })),
        ),
      ),
    );
    expect(found).toEqual([]);
  });
});
