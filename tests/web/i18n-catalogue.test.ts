import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript build script, no declarations
import { compileAll, compileServer, readCatalogues, serverDir } from '../../scripts/i18n-compile.mjs';
// @ts-expect-error plain JavaScript build script, no declarations
import { ALLOWLIST, literalsOf, scan } from '../../scripts/i18n-literals.mjs';

type Catalogues = Record<string, Record<string, Record<string, string>>>;
const compiledDir = new URL('../../apps/web/src/locales/compiled/', import.meta.url).pathname;
/** The SPA's catalogue (decision 0078) and the server's (notifications, e-mails, PDFs; decision 0081). */
const ROOTS = [
  { name: 'SPA', catalogues: readCatalogues() as Catalogues, compiled: compileAll, dir: compiledDir },
  {
    name: 'server',
    catalogues: readCatalogues(serverDir) as Catalogues,
    compiled: compileServer,
    dir: join(serverDir, 'compiled'),
  },
];

/** A message's placeholder names and the plural/select cases it offers, sorted. */
function shape(message: string) {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const t of tokens) {
      if ('arg' in t) names.add(`${t.type === 'plural' || t.type === 'select' ? t.type : 'arg'}:${t.arg}`);
      if ('cases' in t) for (const c of t.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  return [...names].sort();
}
const tags = (message: string) => [...message.matchAll(/<(\d+)>/g)].map((m) => m[1]).sort();

describe.each(ROOTS)('$name message catalogues (decisions 0078, 0081)', ({ catalogues, compiled, dir }) => {
  const languages = Object.keys(catalogues).filter((l) => l !== 'en');

  it('has Hindi beside English', () => {
    expect(languages).toContain('hi');
  });

  for (const language of languages) {
    it(`${language} has exactly the keys of English, area by area`, () => {
      for (const area of new Set([...Object.keys(catalogues.en!), ...Object.keys(catalogues[language]!)])) {
        const en = Object.keys(catalogues.en![area] ?? {}).sort();
        const other = Object.keys(catalogues[language]![area] ?? {}).sort();
        expect({ area, missing: en.filter((k) => !other.includes(k)) }).toEqual({ area, missing: [] });
        expect({ area, extra: other.filter((k) => !en.includes(k)) }).toEqual({ area, extra: [] });
      }
    });

    it(`${language} messages take the placeholders and markup of their English`, () => {
      for (const [area, messages] of Object.entries(catalogues.en!)) {
        for (const [key, en] of Object.entries(messages)) {
          const other = catalogues[language]![area]?.[key] ?? '';
          expect({ key, shape: shape(other), tags: tags(other) }).toEqual({
            key,
            shape: shape(en),
            tags: tags(en),
          });
          expect({ key, empty: other.trim() === '' }).toEqual({ key, empty: false });
        }
      }
    });
  }

  it('keys are unique across areas', () => {
    const seen = new Map<string, string>();
    for (const [area, messages] of Object.entries(catalogues.en!)) {
      for (const key of Object.keys(messages)) {
        expect({ key, area: seen.get(key) ?? area }).toEqual({ key, area });
        seen.set(key, area);
      }
    }
  });

  it('the compiled catalogues are those of the JSON (npm run i18n:compile)', () => {
    for (const [name, text] of Object.entries(compiled() as Record<string, string>)) {
      expect({ name, text: readFileSync(join(dir, name), 'utf8') }).toEqual({ name, text });
    }
  });
});

describe('text outside the catalogue', () => {
  const found = scan() as Record<string, string[]>;
  const allow: string[] = JSON.parse(readFileSync(ALLOWLIST, 'utf8'));

  it('appears in no component file that is not on the not-yet-translated list', () => {
    const offending = Object.entries(found).filter(([file, lines]) => lines.length && !allow.includes(file));
    expect(offending.flatMap(([, lines]) => lines)).toEqual([]);
  });

  it('the list holds only files that still need converting (it only shrinks)', () => {
    const clean = allow.filter((file) => !found[file]?.length);
    console.info(`i18n: ${allow.length} component files not yet translated`);
    expect(clean).toEqual([]);
  });

  it('finds JSX text, visible attributes, literals in braces, labels in lists and toasts', () => {
    const probe = `const LINKS = [{ to: '/a', label: 'Orders' }, { key: 'k', label: 'stats.cities' }];
export const A = ({ busy }: { busy: boolean }) => (
  <p title="Help" aria-label={busy ? 'Saving' : \`Saved \${1}\`} className="text-sm">
    Hello &amp; {busy ? 'Signing in' : '99+'} {t('stats.cities')}
    <img alt="" />
  </p>
);
toast.error('Login failed');`;
    const lines = (literalsOf(join(compiledDir, '../../probe.tsx'), probe) as string[]).map((l) =>
      l.split(' ').slice(1).join(' '),
    );
    expect(lines).toEqual(['Orders', 'Help', 'Saving', 'Saved', 'Hello &amp;', 'Signing in', 'Login failed']);
  });
});
