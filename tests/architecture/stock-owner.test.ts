import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../packages/api/src');
const OWNER = 'catalog/stock.ts';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
const others = () =>
  files(SRC)
    .map((f) => relative(SRC, f))
    .filter((f) => f !== OWNER)
    .map((f) => ({ f, text: readFileSync(join(SRC, f), 'utf8') }));
const owner = readFileSync(join(SRC, OWNER), 'utf8');

// A write names the column as a key (`.set({ stockQuantity: … })`, `.values(…)`) or in raw SQL;
// a read projection (`stockQuantity: products.stockQuantity`) is not one.
const WRITES = [/\bstockQuantity\s*:(?!\s*products\.stockQuantity\b)/, /set\s+["`]?stock_quantity["`]?\s*=/i];

// A column fragment the owner hands out, spread into another module's statement
// (`.set({ ...formStock(q) })`), writes the column there just the same.
const spreadOf = (names: readonly string[]) => new RegExp(`\\.\\.\\.\\s*(?:${names.join('|')})\\s*\\(`);
const ownerExports = [...owner.matchAll(/export\s+(?:const|(?:async\s+)?function)\s+(\w+)/g)].map(
  (m) => m[1]!,
);

describe('stock has one owner', () => {
  it(`only ${OWNER} writes products.stock_quantity`, () => {
    const writers = others().filter(({ text }) => WRITES.some((w) => w.test(text)));
    expect(writers.map(({ f }) => f)).toEqual([]);
  });

  it(`no other module spreads what ${OWNER} exports into its own statement`, () => {
    const spreading = others().filter(({ text }) => spreadOf(ownerExports).test(text));
    expect(spreading.map(({ f }) => f)).toEqual([]);
  });

  it('the checks above would fail (they would pass vacuously otherwise)', () => {
    expect(WRITES.some((w) => w.test(owner))).toBe(true);
    expect(ownerExports).toContain('setStock');
    expect(spreadOf(['formStock']).test('.set({ pricePaise, ...formStock(input.stock_quantity) })')).toBe(
      true,
    );
    expect(spreadOf(['formStock']).test('...cart.map((l) => formStock(l.quantity))')).toBe(false);
  });
});
