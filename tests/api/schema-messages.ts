/**
 * The custom messages the API's zod schemas write (decision 0081, "Validation messages"): string
 * literals in a message position (`.min(1, '…')`, `{ message: '…' }`, `{ error: '…' }`, constants
 * passed there), and template strings, with `${label}` filled in from each call of a helper
 * taking a `label` (`requiredText('Name')` → "Name is required"); other substitutions stay `{}`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const src = new URL('../../packages/api/src/', import.meta.url).pathname;
const FILES = [
  ...readdirSync(src, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(src, d.name)).flatMap((f) => (/schemas\.ts$/.test(f) ? [join(d.name, f)] : [])),
    ),
  'shared/text.ts',
  'shared/phone.ts',
  'shared/invoice-prefix.ts',
];
// Methods taking a value first, whose message is the optional argument after it.
const VALUE_FIRST = [
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'startsWith',
  'endsWith',
  'includes',
];
// Methods whose string argument is the message (describe() is documentation, not a message).
const MESSAGE_METHODS = new Set([
  ...VALUE_FIRST,
  'int',
  'positive',
  'nonnegative',
  'negative',
  'finite',
  'email',
  'url',
  'nonempty',
]);
const HOLE = '{}';

function textOf(node: ts.Node, label?: string): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const isLabel = ts.isIdentifier(span.expression) && span.expression.text === 'label';
      text += (isLabel && label !== undefined ? label : HOLE) + span.literal.text;
    }
    return text;
  }
  return undefined;
}

export function schemaMessages(): string[] {
  const constants = new Map<string, string>();
  const sources = FILES.map((f) =>
    ts.createSourceFile(f, readFileSync(join(src, f), 'utf8'), ts.ScriptTarget.Latest, true),
  );
  for (const s of sources)
    s.forEachChild(function visit(n): void {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
        const t = textOf(n.initializer);
        if (t) constants.set(n.name.text, t);
      }
      n.forEachChild(visit);
    });

  // Message expressions: literal, constant, conditional, arrow body.
  const found: ts.Node[] = [];
  const labelHelpers = new Map<string, ts.Node[]>();
  const enclosingLabelHelper = (n: ts.Node): string | undefined => {
    for (let p: ts.Node | undefined = n; p; p = p.parent)
      if (
        ts.isVariableDeclaration(p) &&
        ts.isIdentifier(p.name) &&
        p.initializer &&
        ts.isArrowFunction(p.initializer) &&
        p.initializer.parameters.some((x) => ts.isIdentifier(x.name) && x.name.text === 'label')
      )
        return p.name.text;
    return undefined;
  };
  const add = (n: ts.Node): void => {
    if (ts.isConditionalExpression(n)) {
      add(n.whenTrue);
      add(n.whenFalse);
    } else if (ts.isArrowFunction(n)) add(n.body);
    else if (ts.isParenthesizedExpression(n)) add(n.expression);
    else {
      const fn = enclosingLabelHelper(n);
      if (fn && ts.isTemplateExpression(n)) labelHelpers.set(fn, [...(labelHelpers.get(fn) ?? []), n]);
      else found.push(n);
    }
  };
  const calls: { fn: string; label: string }[] = [];
  for (const s of sources)
    s.forEachChild(function visit(n): void {
      if (ts.isCallExpression(n)) {
        const callee = n.expression;
        const name = ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : ts.isIdentifier(callee)
            ? callee.text
            : '';
        if (ts.isPropertyAccessExpression(callee) && MESSAGE_METHODS.has(name)) {
          const last = n.arguments.at(-1);
          const first = VALUE_FIRST.includes(name);
          if (last && (!first || n.arguments.length > 1) && !ts.isObjectLiteralExpression(last)) add(last);
        }
        const arg = n.arguments[0];
        if (ts.isIdentifier(callee) && arg && ts.isStringLiteral(arg))
          calls.push({ fn: name, label: arg.text });
      }
      if (
        ts.isPropertyAssignment(n) &&
        ts.isIdentifier(n.name) &&
        (n.name.text === 'message' || n.name.text === 'error')
      )
        add(n.initializer);
      n.forEachChild(visit);
    });

  const out = new Set<string>();
  for (const node of found) {
    const t = textOf(node) ?? (ts.isIdentifier(node) ? constants.get(node.text) : undefined);
    if (t) out.add(t);
  }
  // Each call of a label helper with a literal label fills in the helper's templates.
  for (const { fn, label } of calls)
    for (const node of labelHelpers.get(fn) ?? []) {
      const t = textOf(node, label);
      if (t) out.add(t);
    }
  return [...out].sort();
}
