// `npm run build:worker`: proves the Workers bundle builds (wrangler deploy --dry-run, no
// nodejs_compat, nothing uploaded), reports its size and what is in it, and fails when the
// gzipped upload (script and Data modules) passes the budget or when something Node-only or
// the file-reading migrator got in.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const outdir = join(root, '.wrangler/dry');
const budget = Number(process.env.WORKER_GZIP_BUDGET ?? 3 * 1024 * 1024); // the Free plan's limit
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' };

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  execFileSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: root, stdio: 'inherit' });
}
const wrangler = join(
  createRequire(import.meta.url).resolve('wrangler/package.json'),
  '..',
  'bin/wrangler.js',
);
execFileSync(process.execPath, [wrangler, 'deploy', '--dry-run', '--outdir', outdir], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});

const code = readFileSync(join(outdir, 'index.js'));
const gzip = gzipSync(code, { level: 9 }).length;
// Uploaded beside the script (wrangler.toml [[rules]]): the PDF fonts.
const modules = readdirSync(outdir)
  .filter((f) => !/^(index\.js(\.map)?|README\.md)$/.test(f))
  .map((f) => readFileSync(join(outdir, f)));
const modulesRaw = modules.reduce((sum, m) => sum + m.length, 0);
const modulesGzip = modules.reduce((sum, m) => sum + gzipSync(m, { level: 9 }).length, 0);
const map = JSON.parse(readFileSync(join(outdir, 'index.js.map'), 'utf8'));
const byPackage = new Map();
map.sources.forEach((source, i) => {
  const name = source.includes('node_modules/src/')
    ? 'drizzle-orm' // its published source map points at its own src/
    : (source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
      source.match(/(?:^|\/)((?:apps|packages)\/[^/]+)\//)?.[1] ??
      source);
  byPackage.set(name, (byPackage.get(name) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
});

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log('\nWorker bundle (.wrangler/dry/index.js)');
console.log(`  raw   ${kib(code.length)}`);
console.log(`  gzip  ${kib(gzip)}`);
console.log(`  other modules: ${modules.length} files, raw ${kib(modulesRaw)}, gzip ${kib(modulesGzip)}`);
console.log(
  `  upload gzip ${kib(gzip + modulesGzip)}  (budget ${kib(budget)}; Workers limits: Free 3 MiB, Paid 10 MiB)`,
);
console.log('  largest sources (unminified):');
for (const [name, size] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
  console.log(`    ${kib(size).padStart(11)}  ${name}`);
}

const problems = [];
if (gzip + modulesGzip > budget)
  problems.push(`gzipped upload ${kib(gzip + modulesGzip)} is over the budget ${kib(budget)}`);
const nodeImports = [...code.toString().matchAll(/\b(?:from|import|require)\s*\(?\s*["'](node:[\w/]+)["']/g)];
if (nodeImports.length) problems.push(`Node-only imports: ${[...new Set(nodeImports.map((m) => m[1]))]}`);
if (map.sources.some((s) => /migrator/.test(s))) problems.push('the migrator (reads files) is in the bundle');
if (problems.length) {
  console.error(`\nbuild:worker failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('  no node: imports, no migrator, no nodejs_compat: OK');
