// Builds @supply-and-beyond/sdk unless its dist is newer than every source it is made from: CI's typecheck
// builds it, and the API tests (which read dist) then skip a second two-minute declaration build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'packages/sdk/dist/index.d.ts');
// Not committed (.gitignore): the repository's typecheck reads it too.
const generated = join(root, 'packages/sdk/src/rest-types.gen.ts');
const sources = [
  'packages/sdk/src',
  'scripts/sdk-rest-types.ts',
  'packages/api/src',
  'packages/db/src',
  'packages/sdk/tsup.config.ts',
  'packages/sdk/package.json',
  'tsconfig.json',
];

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

const fresh =
  existsSync(built) &&
  existsSync(generated) &&
  statSync(built).mtimeMs > Math.max(...sources.map((p) => newest(join(root, p))));
if (fresh) console.log('@supply-and-beyond/sdk dist is newer than its sources: not rebuilt');
else execSync('npm run build -w @supply-and-beyond/sdk', { cwd: root, stdio: 'inherit' });
