import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Emoji draw as empty boxes where no emoji font is installed (issue 22): the SPA's icons are SVG
// (lucide-react, decision 0077). ©, ® and ™ count as pictographic in Unicode but are ordinary
// text characters that every font carries.
const ROOT = join(import.meta.dirname, '../..');
const DIRS = ['apps/web/src', 'packages/ui/src'];
const PICTOGRAPHIC = /(?![©®™])[\p{Extended_Pictographic}\p{Emoji_Presentation}]/u;

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(join(dir, e.name))
      : /\.(tsx?|css|html|json|svg)$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );

function emojiLines(text: string): number[] {
  return text.split('\n').flatMap((line, i) => (PICTOGRAPHIC.test(line) ? [i + 1] : []));
}

describe('no emoji in the SPA', () => {
  it('apps/web/src and packages/ui/src use SVG icons, never emoji characters', () => {
    const found = DIRS.flatMap((d) => files(join(ROOT, d))).flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      const lines = text.split('\n');
      return emojiLines(text).map((n) => `${relative(ROOT, f)}:${n}: ${lines[n - 1]?.trim()}`);
    });
    expect(
      found,
      `Emoji found; use an icon from lucide-react instead (decision 0077):\n${found.join('\n')}`,
    ).toEqual([]);
  });

  it('the check recognises emoji and leaves text symbols alone', () => {
    expect(emojiLines('a\n<EmptyState icon="📦" />\nb\n⚠️ careful\n🇮🇳')).toEqual([2, 4, 5]);
    expect(emojiLines('© 2026 ₹1,23,456 ™ ® — ✓ ×')).toEqual([]);
  });
});
