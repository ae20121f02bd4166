import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../packages/api/src');
const OWNER = 'catalog/stock.ts';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

// A write names the column as a key (`.set({ stockQuantity: … })`, `.values(…)`) or in raw SQL;
// a read projection (`stockQuantity: products.stockQuantity`) is not one.
const WRITES = [/\bstockQuantity\s*:(?!\s*products\.stockQuantity\b)/, /set\s+["`]?stock_quantity["`]?\s*=/i];

describe('stock has one owner', () => {
  it(`only ${OWNER} writes products.stock_quantity`, () => {
    const writers = files(SRC)
      .map((f) => relative(SRC, f))
      .filter((f) => f !== OWNER)
      .filter((f) => WRITES.some((w) => w.test(readFileSync(join(SRC, f), 'utf8'))));
    expect(writers).toEqual([]);
  });

  it('the owner really writes it (the check above would pass vacuously otherwise)', () => {
    const owner = readFileSync(join(SRC, OWNER), 'utf8');
    expect(WRITES.some((w) => w.test(owner))).toBe(true);
  });
});
