import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sentence } from '../../apps/web/src/locales/compiled/hi.ts';

// The UI kit's own words (packages/ui/src/words.tsx) in Hindi: what its components pass through
// `useWords`, with the figures they carry (issue 41 item 3: no English left on Hindi screens).
describe("the UI kit's words", () => {
  it('are said in Hindi, figures and all', () => {
    expect(
      [
        'Close',
        'Cancel',
        'Confirm',
        'Previous',
        'Next',
        'Pages',
        'All',
        'Loading…',
        'Load more',
        'optional',
      ].map((w) => sentence(w)),
    ).toEqual([
      'बंद करें',
      'रद्द करें',
      'पक्का करें',
      'पिछला',
      'अगला',
      'पेज',
      'सभी',
      'लोड हो रहा है…',
      'और लोड करें',
      'वैकल्पिक',
    ]);
    expect(sentence('Page 2 of 5')).toBe('पेज 2 / 5');
    expect(sentence('21–40 of 57')).toBe('57 में से 21–40');
  });

  it('leave no English text in the kit outside them', () => {
    const dir = new URL('../../packages/ui/src/', import.meta.url).pathname;
    const texts = readdirSync(dir)
      .filter((f) => f.endsWith('.tsx') && !f.includes('chart'))
      .flatMap((f) =>
        [...readFileSync(dir + f, 'utf8').matchAll(/>\s*([A-Z][a-z]+(?: [a-z]+)*)\s*</g)].map(
          (m) => `${f}: ${m[1]}`,
        ),
      );
    expect(texts).toEqual([]);
  });
});
