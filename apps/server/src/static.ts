import { readFile } from 'node:fs/promises';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/** The built SPA: hashed assets cached for a year, every other page answered by index.html. */
export function serveSpa(app: Hono, distDir: string) {
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // Brotli/gzip copies written at build time (apps/web/vite-precompress.ts).
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  let indexHtml: string | undefined;
  app.get('*', async (c) => {
    indexHtml ??= await readFile(`${distDir}/index.html`, 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
