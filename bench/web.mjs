// `npm run bench:web`: Lighthouse (mobile preset: Moto G Power-sized screen, simulated slow 4G,
// 4x CPU slowdown) on /, /login and /products of the production build, served by the Node
// server on a fresh demo-seeded database, in Debian's Chromium. /products is opened as the
// demo customer (the SPA keeps its session in localStorage, set before the run). Prints each
// page's figures against the performance issue's budgets and writes bench/web-results.json.
// Not part of `npm test`. BENCH_SKIP_BUILD=1 reuses the current build; BENCH_WEB_REPORTS=<dir>
// keeps each page's full Lighthouse report there; BENCH_WEB_ONLY=/products measures only the pages
// named (comma-separated) and leaves bench/web-results.json alone.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startProcess } from './lib/server.mjs';

const root = new URL('..', import.meta.url).pathname;
const PORT = 8803;
const DEBUG_PORT = 9333;
const base = `http://127.0.0.1:${PORT}`;
const ONLY = process.env.BENCH_WEB_ONLY?.split(',');
const PAGES = [
  { path: '/', as: null },
  { path: '/login', as: null },
  { path: '/products', as: 'customer@demo.supply' },
].filter((p) => !ONLY || ONLY.includes(p.path));
const BUDGETS = [
  { key: 'performance', label: 'performance', limit: 95, kind: 'min' },
  { key: 'accessibility', label: 'accessibility', limit: 95, kind: 'min' },
  { key: 'lcp', label: 'LCP ms', limit: 1500, kind: 'max' },
  { key: 'cls', label: 'CLS', limit: 0.02, kind: 'max' },
  { key: 'tbt', label: 'TBT ms', limit: 100, kind: 'max' },
];

if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

const dir = mkdtempSync(join(tmpdir(), 'bench-web-'));
const database = { DATA_DIR: dir, DATABASE_URL: `file:${join(dir, 'web.db')}` };
// Production never seeds the demo (decision 0051): a development start seeds the database once,
// then the production build serves it with the settings production requires.
const seeding = await startProcess(['apps/server/dist/index.js'], {
  cwd: root,
  name: 'seed',
  url: `${base}/api/health`,
  env: { PORT: String(PORT), HOST: '127.0.0.1', ...database },
});
await seeding.stop();
const server = await startProcess(['apps/server/dist/index.js'], {
  cwd: root,
  name: 'server',
  url: `${base}/api/health`,
  env: {
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    ...database,
    ADMIN_EMAIL: 'root@bench.test',
    ADMIN_PASSWORD: 'Root@12345',
    MAILER_URL: 'http://127.0.0.1:9/',
    MAILER_API_KEY: 'bench',
    PUBLIC_URL: 'https://bench.example.in',
    SELLER_GSTIN: '23AAACS1234D1Z4',
  },
});
const profile = join(dir, 'chromium');
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
});

/** Logs in over the API and stores the session where the SPA reads it (or clears it). */
async function setSession(email) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/robots.txt`).catch(() => page.goto(`${base}/api/health`));
  let stored = null;
  if (email) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo@1234' }),
    });
    if (!res.ok) throw new Error(`login as ${email} failed: ${res.status} ${await res.text()}`);
    stored = await res.json();
  }
  await page.evaluate((s) => {
    localStorage.clear();
    if (s) {
      localStorage.setItem('token', s.access_token);
      localStorage.setItem('user', JSON.stringify(s.user));
      localStorage.setItem('user_id', s.user.id);
    }
  }, stored);
  // Every page is measured on a cold HTTP cache.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

// Lighthouse's own advice: a single run varies with machine load, so take the median of several.
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
async function medianRun(p) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    await setSession(p.as);
    const run = await lighthouse(`${base}${p.path}`, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // Storage (the session) is set above; the cache is cleared above.
      disableStorageReset: true,
    });
    if (run.lhr.runtimeError) console.warn(`${p.path}: ${run.lhr.runtimeError.message}`);
    else runs.push(run);
  }
  if (!runs.length) return null;
  runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
  return runs[Math.floor(runs.length / 2)];
}

const results = [];
try {
  for (const p of PAGES) {
    const run = await medianRun(p);
    if (!run) {
      results.push({ page: p.path, error: 'no Lighthouse run succeeded', verdicts: [], audits_below_90: [] });
      continue;
    }
    const lhr = run.lhr;
    if (process.env.BENCH_WEB_REPORTS)
      writeFileSync(join(process.env.BENCH_WEB_REPORTS, `${p.path.slice(1) || 'landing'}.json`), run.report);
    const figures = {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN),
      cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN).toFixed(3)),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue ?? Number.NaN),
      fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? Number.NaN),
    };
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== p.path)
      throw new Error(`${p.path} ended on ${lhr.finalDisplayedUrl}`);
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    const verdicts = BUDGETS.map((b) => ({
      ...b,
      value: figures[b.key],
      pass: b.kind === 'min' ? figures[b.key] >= b.limit : figures[b.key] <= b.limit,
    }));
    results.push({ page: p.path, figures, verdicts, audits_below_90: failed });
  }
} finally {
  await context.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}

console.log(`\nLighthouse (mobile preset, simulated throttling), Chromium; median of ${RUNS} runs per page`);
console.log('Page        Budget            value     limit  verdict');
for (const r of results) {
  if (r.error) console.log(`${r.page.padEnd(11)} ${r.error}  FAIL`);
  for (const v of r.verdicts)
    console.log(
      `${r.page.padEnd(11)} ${v.label.padEnd(15)} ${String(v.value).padStart(8)} ${`${v.kind === 'min' ? '>=' : '<='} ${v.limit}`.padStart(9)}  ${v.pass ? 'PASS' : 'FAIL'}`,
    );
  if (r.audits_below_90.length) console.log(`            audits below 90: ${r.audits_below_90.join(', ')}`);
}
if (!ONLY) {
  writeFileSync(
    join(root, 'bench/web-results.json'),
    `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
  );
  console.log('\nWrote bench/web-results.json');
}
process.exitCode = results.every((r) => !r.error && r.verdicts.every((v) => v.pass)) ? 0 : 1;
