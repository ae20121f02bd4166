// Writes dist/prerendered/index.html: the built index.html with the landing page's markup in
// #root (src/prerender.tsx), served for `/` by the Node server (apps/server/src/static.ts).
// The page is complete without scripts (plain links), so its scripts start after the load
// event: the picture and styles that make the first paint get the connection to themselves.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = new URL('..', import.meta.url).pathname;
const dist = join(web, 'dist');
const ssrDir = join(web, 'dist-ssr');
const { render } = (await import(join(ssrDir, 'prerender.js'))) as typeof import('../src/prerender.tsx');

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const markup = await render('/');
if (!markup.includes('<h1')) throw new Error('prerendered landing page has no heading');
const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(shell);
if (!entry) throw new Error('index.html has no entry script');
// After the load event and one more frame, so the loaded picture is painted first.
const boot = `const start = () => requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(entry[1])})));
if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
`;
const bootFile = `/assets/landing-boot-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`;
writeFileSync(join(dist, bootFile), boot);
const html = shell
  .replace(entry[0], `<script type="module" src="${bootFile}"></script>`)
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
if (!html.includes(markup)) throw new Error('index.html has no empty #root to fill');
mkdirSync(join(dist, 'prerendered'), { recursive: true });
const file = join(dist, 'prerendered/index.html');
writeFileSync(file, html);
writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered / (${(html.length / 1024).toFixed(1)} KB)`);
