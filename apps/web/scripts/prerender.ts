// Writes dist/prerendered/index.html and login.html: the built index.html with the landing
// page's or the login page's markup in #root (src/prerender.tsx), served for `/` and `/login` by
// the Node server (apps/server/src/static.ts), so they paint before any script has run.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = new URL('..', import.meta.url).pathname;
const dist = join(web, 'dist');
const ssrDir = join(web, 'dist-ssr');
const { render } = (await import(join(ssrDir, 'prerender.js'))) as typeof import('../src/prerender.tsx');

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(shell);
if (!entry) throw new Error('index.html has no entry script');
// After the load event and one more frame, so what the page loaded is painted first.
const boot = `const start = () => requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(entry[1])})));
if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
`;
const bootFile = `/assets/prerendered-boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
writeFileSync(join(dist, bootFile), boot);

/**
 * Both pages' scripts start after the load event: the styles that make the first paint get the
 * connection to themselves (a phone on slow 4G paints a second sooner). The login form shows
 * read-only until its scripts have run.
 */
const PAGES = [
  { url: '/', file: 'index.html', mark: '<h1' },
  { url: '/login', file: 'login.html', mark: '<form' },
];
mkdirSync(join(dist, 'prerendered'), { recursive: true });
for (const page of PAGES) {
  const markup = await render(page.url);
  if (!markup.includes(page.mark)) throw new Error(`prerendered ${page.url} has no ${page.mark}>`);
  const html = shell
    .replace(entry[0], `<script type="module" src="${bootFile}"></script>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (!html.includes(markup)) throw new Error('index.html has no empty #root to fill');
  const file = join(dist, 'prerendered', page.file);
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  console.log(`prerendered ${page.url} (${(html.length / 1024).toFixed(1)} KB)`);
}
rmSync(ssrDir, { recursive: true, force: true });
