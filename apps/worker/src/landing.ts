import type { Hono } from 'hono';
import type { AssetsLike } from './env.ts';

/** Kept equal to apps/web/public/_headers and apps/server/src/static.ts. */
const HERO_PRELOAD = '</landing/hero.webp>; rel=preload; as=image; fetchpriority=high';
const PAGE = '/prerendered/';

/**
 * `/` answers the prerendered landing page (dist/prerendered/index.html,
 * apps/web/scripts/prerender.ts) from the static assets, as the Node server does. Cloudflare's own
 * `/` is index.html, the SPA shell its fallback serves for every deep link. The page's own
 * address in the assets sends visitors to `/`: one address per page.
 */
export function mountLanding(app: Hono, assets: AssetsLike) {
  app.get('/', async (c) => {
    const page = await assets.fetch(new URL(PAGE, c.req.url));
    if (!page.ok) throw new Error(`the landing page is missing from the assets (${page.status})`);
    return c.html(await page.text(), 200, { 'Cache-Control': 'no-cache', Link: HERO_PRELOAD });
  });
  app.get(`${PAGE}*`, (c) => c.redirect('/', 301));
}
