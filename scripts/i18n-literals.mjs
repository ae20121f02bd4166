// Finds user-visible text in the SPA's components that does not come from the message catalogue
// (decision 0078): JSX text, string literals written inside JSX braces, user-visible attributes
// (placeholder, title, aria-label, label, alt, subtitle) given as text, and toast messages.
// Files not yet converted are listed in apps/web/src/locales/not-yet-translated.json; the list
// only shrinks: a listed file that is clean must leave it. `node scripts/i18n-literals.mjs` prints
// what it finds.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const web = new URL('../apps/web/', import.meta.url).pathname;
const src = join(web, 'src');
export const ALLOWLIST = join(src, 'locales/not-yet-translated.json');
const ATTRIBUTES = new Set([
  'placeholder',
  'title',
  'aria-label',
  'label',
  'alt',
  'subtitle',
  'description',
  'hint',
]);
// Object properties that hold what a screen shows (`{ label: 'Orders' }` in a list of links).
const PROPERTIES = new Set([...ATTRIBUTES, 'text', 'message', 'heading']);
// Words of a language: Latin or Devanagari letters. Punctuation, digits, symbols and entities pass.
const WORDS = /[A-Za-z\u0900-\u097F]{2,}/;
const ENTITIES = /&(?:[a-z]+|#\d+);/gi;
// A catalogue key written where the text will show (`{ label: 'stats.cities' }`, then t(label)).
const KEYS = new Set(
  readdirSync(join(src, 'locales/en')).flatMap((f) =>
    Object.keys(JSON.parse(readFileSync(join(src, 'locales/en', f), 'utf8'))),
  ),
);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.tsx') ? [join(dir, d.name)] : [],
  );
}

/** Text literals (string, template) reachable from an expression without entering a call. */
function literalsIn(node, found = []) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push(node.text);
  else if (ts.isTemplateExpression(node))
    found.push(node.head.text, ...node.templateSpans.map((s) => s.literal.text));
  else if (ts.isConditionalExpression(node))
    literalsIn(node.whenTrue, found) && literalsIn(node.whenFalse, found);
  else if (ts.isBinaryExpression(node)) literalsIn(node.left, found) && literalsIn(node.right, found);
  else if (ts.isParenthesizedExpression(node)) literalsIn(node.expression, found);
  return found;
}

/** `file:line text` of every user-visible literal in one component file. */
export function literalsOf(path, text = readFileSync(path, 'utf8')) {
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out = [];
  const report = (node, value) => {
    if (!WORDS.test(value.replace(ENTITIES, '')) || KEYS.has(value)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    out.push(`${relative(web, path)}:${line} ${value.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const s of literalsIn(node.expression)) report(node, s);
    } else if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      const values = ts.isStringLiteral(init)
        ? [init.text]
        : init.expression
          ? literalsIn(init.expression)
          : [];
      for (const s of values) report(node, s);
    } else if (
      ts.isPropertyAssignment(node) &&
      PROPERTIES.has(node.name.getText(sf).replace(/['"]/g, '')) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      report(node, node.initializer.text);
    } else if (
      ts.isCallExpression(node) &&
      /^toast(\.\w+)?$/.test(node.expression.getText(sf)) &&
      node.arguments[0]
    ) {
      for (const s of literalsIn(node.arguments[0])) report(node, s);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** Every component file of the SPA, relative to apps/web, with its untranslated literals. */
export function scan() {
  return Object.fromEntries(files(src).map((f) => [relative(web, f), literalsOf(f)]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const allow = new Set(JSON.parse(readFileSync(ALLOWLIST, 'utf8')));
  const found = scan();
  const dirty = Object.entries(found).filter(([, l]) => l.length);
  for (const [file, lines] of dirty) if (!allow.has(file)) console.log(lines.join('\n'));
  console.log(
    `${dirty.length} of ${Object.keys(found).length} component files still hold text outside the catalogue; allowlist: ${allow.size}`,
  );
}
