// Writes dist/prerendered/index.html, dist/login.html, dist/products.html and dist/delivery.html:
// the built index.html with the landing page's or the login page's markup, or the catalogue's or
// the rider app's frame, in #root (src/prerender.tsx), so they paint before any script has run. The
// Node server serves them for `/`, `/login`, `/products` and `/delivery` (apps/server/src/static.ts).
// Cloudflare's static assets serve the last three for their paths by themselves (html_handling
// "auto-trailing-slash"), and the Worker answers `/` with the landing (apps/worker/src/landing.ts):
// dist/index.html stays the SPA shell, which Cloudflare's SPA fallback serves for every other path.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const web = new URL('..', import.meta.url).pathname;
const dist = join(web, 'dist');
const ssrDir = join(web, 'dist-ssr');
const { render, renderProductsPlaceholder, renderRiderPlaceholder } = (await import(
  join(ssrDir, 'prerender.js')
)) as typeof import('../src/prerender.tsx');

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(shell);
if (!entry) throw new Error('index.html has no entry script');
/**
 * A module bundled on its own, with what it imports inlined: shared with the app's entry it would
 * split those modules into a chunk of their own, an extra file for every page.
 */
async function bundleAlone(input: string, name: string) {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: { write: false, target: 'es2022', minify: true, rolldownOptions: { input: join(web, input) } },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => ('output' in o ? o.output : []))[0];
  if (!chunk || chunk.type !== 'chunk') throw new Error(`bundling ${input} gave no chunk`);
  const file = `/assets/${name}-${createHash('sha256').update(chunk.code).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(dist, file), chunk.code);
  return file;
}

/**
 * A tiny module that imports the entry when `when` says and the frame after has been painted (two
 * frames: a picture taken off the screen before it was presented never counts as painted); written
 * beside the assets.
 */
function writeBoot(name: string, when: string) {
  const start = `setTimeout(() => import(${JSON.stringify(entry![1])}))`;
  const code = `${when}(() => requestAnimationFrame(() => requestAnimationFrame(() => ${start})));\n`;
  const file = `/assets/${name}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(dist, file), code);
  return file;
}
// After the load event and one more frame, so what the page loaded is painted first.
const bootFile = writeBoot(
  'prerendered-boot',
  `((start) => document.readyState === 'complete' ? start() : addEventListener('load', start, { once: true }))`,
);
/**
 * After the catalogue's first pictures are on screen (lib/early-catalogue.ts): on a slow phone the
 * app's code would otherwise hold the main thread while they wait to be asked for and painted.
 * Without an early request (signed out, a search), at once.
 */
const productsBoot = writeBoot(
  'products-boot',
  '((start) => window.earlyCatalogue ? window.earlyCatalogue.shown.then(start) : start())',
);

/**
 * Both pages' scripts start after the load event: the styles that make the first paint get the
 * connection to themselves (a phone on slow 4G paints a second sooner). The login form shows
 * read-only until its scripts have run.
 */
const PAGES = [
  { url: '/', file: 'prerendered/index.html', mark: '<h1' },
  { url: '/login', file: 'login.html', mark: '<form' },
];
mkdirSync(join(dist, 'prerendered'), { recursive: true });
function write(file: string, html: string) {
  const path = join(dist, file);
  writeFileSync(path, html);
  writeFileSync(`${path}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${path}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  console.log(`prerendered ${file} (${(html.length / 1024).toFixed(1)} KB)`);
}
for (const page of PAGES) {
  const markup = await render(page.url);
  if (!markup.includes(page.mark)) throw new Error(`prerendered ${page.url} has no ${page.mark}>`);
  const html = shell
    .replace(entry[0], `<script type="module" src="${bootFile}"></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (!html.includes(markup)) throw new Error('index.html has no empty #root to fill');
  write(page.file, html);
}

/**
 * The catalogue: its frame; its first page asked for at once (src/lib/early-catalogue.ts); and
 * every module its first screen needs preloaded side by side once its first pictures are on screen,
 * instead of in three rounds (entry, then the data layer and the route's chunks, then what those
 * import). The early request runs first (both scripts are modules, run in order).
 */
type Chunk = { file: string; imports?: string[] };
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const FIRST_SCREEN = [
  'src/lib/data-layer.tsx',
  'src/routes/_authed.tsx?tsr-split=component',
  'src/routes/_authed/products.tsx?tsr-split=component',
];
const needed = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build has no ${key}`);
  if (needed.has(chunk.file)) return;
  needed.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
FIRST_SCREEN.forEach(visit);
const early = await bundleAlone('src/early-catalogue-start.ts', 'early-catalogue');
// In a template the early script copies into the page once the catalogue and its first pictures
// have been asked for (src/early-catalogue-start.ts): on slow 4G they would otherwise share the
// connections with them.
const preloads = `<template data-app-modules>\n      ${[...new Set([entry[1]!.slice(1), ...needed])]
  .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
  .join('\n      ')}\n    </template>`;
const placeholder = renderProductsPlaceholder();
const products = shell
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(
    entry[0],
    `<script type="module" src="${early}"></script>\n    <script type="module" src="${productsBoot}"></script>`,
  )
  .replace('</head>', `  ${preloads}\n  </head>`)
  .replace('<div id="root"></div>', `<div id="root">${placeholder}</div>`);
if (!products.includes(placeholder)) throw new Error('index.html has no empty #root to fill');
write('products.html', products);

/** The rider app's shell (header, the job list's boxes, "Loading your deliveries…"); its scripts as on any page. */
const rider = shell.replace('<div id="root"></div>', `<div id="root">${renderRiderPlaceholder()}</div>`);
if (!rider.includes('data-placeholder')) throw new Error('index.html has no empty #root to fill');
write('delivery.html', rider);
rmSync(ssrDir, { recursive: true, force: true });
