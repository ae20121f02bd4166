import { readFileSync } from 'node:fs';
import { FONT_FILES } from '@app/api';
import { describe, expect, it } from 'vitest';

describe('Worker fonts', () => {
  it('imports, as Data modules, the same font files that Node reads from node_modules', () => {
    const source = readFileSync(new URL('../../apps/worker/src/fonts.ts', import.meta.url), 'utf8');
    const imported = Object.fromEntries(
      [...source.matchAll(/'([\w-]+)': \(\) =>\s*import\('([^']+)'\)/g)].map((m) => [m[1], m[2]]),
    );
    expect(imported).toEqual(FONT_FILES);
  });
});
