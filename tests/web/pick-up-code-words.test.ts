import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 41 item 7: the supplier gives the rider the pick-up code (it is on the packing slip) and
// the rider enters it. Every message says so, and in Hindi the code has one spelling.
const root = new URL('../../', import.meta.url).pathname;
const messages = (language: string) =>
  ['apps/web/src/locales', 'packages/api/src/messages'].flatMap((dir) =>
    readdirSync(`${root}${dir}/${language}`)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) =>
        Object.entries(JSON.parse(readFileSync(`${root}${dir}/${language}/${f}`, 'utf8')) as object),
      ),
  ) as [string, string][];

describe('the pick-up code', () => {
  it('is never said to be shown by the rider', () => {
    const said = messages('en').filter(([, text]) => /pick-up code/i.test(text));
    expect(said.length).toBeGreaterThan(3);
    expect(said.filter(([, text]) => /rider,? (who )?shows/i.test(text))).toEqual([]);
  });

  it('is spelled one way in Hindi', () => {
    const codes = messages('hi').flatMap(([, text]) => text.match(/पिक-?अप कोड/g) ?? []);
    expect(codes.length).toBeGreaterThan(3);
    expect(new Set(codes)).toEqual(new Set(['पिक-अप कोड']));
  });
});
