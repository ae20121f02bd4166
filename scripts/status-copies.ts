// `npm run lint`: the SPA holds no copy of a status table (issue 33). Each table (values, moves,
// who makes them, tones) lives once in packages/api and the SPA imports it through @app/api
// (order-status, delivery-status, settlement-status); how a status reads is one catalogue key per
// value. A copy is an object keyed by every value of one table (a transition map, a tone or label
// map), found here by its keys whatever its file or constant is called.
// `tsx scripts/status-copies.ts <file>…` checks the files given instead of apps/web/src.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { DELIVERY_STATUS_TABLE } from '../packages/api/src/delivery/state.ts';
import { ORDER_STATUS_TABLE, PART_STATUS_TABLE } from '../packages/api/src/orders/status.ts';
import { SETTLEMENT_STATUS_TABLE } from '../packages/api/src/settlements/status.ts';

const root = new URL('..', import.meta.url).pathname;
const TABLES = {
  'orders/status.ts ORDER_STATUS_TABLE': Object.keys(ORDER_STATUS_TABLE),
  'orders/status.ts PART_STATUS_TABLE': Object.keys(PART_STATUS_TABLE),
  'delivery/state.ts DELIVERY_STATUS_TABLE': Object.keys(DELIVERY_STATUS_TABLE),
  'settlements/status.ts SETTLEMENT_STATUS_TABLE': Object.keys(SETTLEMENT_STATUS_TABLE),
};

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'compiled' ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.gen.ts') ? [path] : [];
  });

const propertyName = (p: ts.ObjectLiteralElementLike) =>
  p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;

/** `file:line: … copies …` for each object literal keyed by every value of a table. */
function copiesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const keys = new Set(node.properties.map(propertyName));
      for (const [table, values] of Object.entries(TABLES)) {
        if (!values.every((v) => keys.has(v))) continue;
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${relative(root, file)}:${line}: an object keyed by every value of ${table}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = process.argv.length > 2 ? process.argv.slice(2) : sources(join(root, 'apps/web/src'));
const copies = files.flatMap(copiesIn);
if (copies.length) {
  console.error(
    `The SPA keeps a copy of a status table: import it from @app/api, word it with one catalogue key per value.\n${copies.join('\n')}`,
  );
  process.exit(1);
}
