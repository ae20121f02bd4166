import { readFile } from 'node:fs/promises';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/** Kept equal to apps/web/public/_headers (Cloudflare). */
const HERO_PRELOAD = '</landing/hero.webp>; rel=preload; as=image; fetchpriority=high';

/** The built SPA: hashed assets cached for a year, every other page answered by index.html. */
export function serveSpa(app: Hono, distDir: string) {
  // Hashed assets, and landing pictures, which are renamed when replaced (docs/decisions/0044-prerendered-landing-and-static-files.md).
  for (const path of ['/assets/*', '/landing/*'])
    app.use(path, async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    });
  // The rider app's worker and manifest, and the API reference's files, keep their names across
  // deploys: always asked again (decisions 0067, 0075).
  for (const path of ['/rider-sw.js', '/manifest.webmanifest', '/api-docs/*'])
    app.use(path, async (c, next) => {
      await next();
      if (c.res.ok) c.header('Cache-Control', 'no-cache');
    });
  // The landing page's largest picture starts loading with the HTML, not after the JS renders it.
  app.use('/', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Link', HERO_PRELOAD);
  });
  // The landing and login pages' markup, and the catalogue's and the rider app's frames, rendered
  // at build time (apps/web/scripts/prerender.ts).
  for (const [path, file] of [
    ['/', '/prerendered/index.html'],
    ['/login', '/login.html'],
    ['/products', '/products.html'],
    ['/delivery', '/delivery.html'],
  ] as const)
    app.get(
      path,
      serveStatic({
        root: distDir,
        precompressed: true,
        rewriteRequestPath: () => file,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'no-cache');
        },
      }),
    );
  // Brotli/gzip copies written at build time (apps/web/vite-precompress.ts).
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  let indexHtml: string | undefined;
  app.get('*', async (c) => {
    indexHtml ??= await readFile(`${distDir}/index.html`, 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
