// Per-route gzip sizes of the production SPA from Vite's manifest.
//
// - initial: the entry's static closure (React, the router, guards) — every page loads it.
// - data layer: src/lib/data-layer.tsx's closure (tRPC, React Query, toaster), loaded by every
//   route except the landing page, which paints without it.
// - shared chunks (the admin tables' engine, the icons, the signed-in frame): loaded by several screens, cached after
//   the first, counted once on their own (each within the route budget).
// - a route's size: its split chunk's closure minus the above, i.e. what opening that
//   screen adds; the landing figure is initial + its route, /products is initial + data layer + its route.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DATA_LAYER = 'src/lib/data-layer.tsx';
const SHARED = /(^|\/)(table-engine|icon-engine|frame|customer-frame)-[\w-]+\.js$/;

export function routeSizes(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(distDir, file))).length;
  const closure = (key, seen = new Set()) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return seen;
    seen.add(key);
    for (const imp of entry.imports ?? []) closure(imp, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initial = closure(entryKey);
  const sizeOf = (keys) =>
    [...keys].reduce((sum, k) => sum + (manifest[k].file.endsWith('.js') ? gz(manifest[k].file) : 0), 0);
  const initialKb = sizeOf(initial) / 1024;
  const dataLayer = new Set([...closure(DATA_LAYER)].filter((k) => !initial.has(k)));
  const dataLayerKb = sizeOf(dataLayer) / 1024;
  const sharedKeys = Object.keys(manifest).filter((k) => SHARED.test(manifest[k].file));
  const shared = Object.fromEntries(
    sharedKeys.map((k) => [manifest[k].file.match(SHARED)?.[2] ?? manifest[k].file, sizeOf([k]) / 1024]),
  );
  const routes = {};
  for (const [key, entry] of Object.entries(manifest)) {
    if (!entry.isDynamicEntry || !key.includes('src/routes/')) continue;
    const route = key
      .replace(/^.*src\/routes\//, '/')
      .replace(/\.tsx.*$/, '')
      .replace(/\/index$/, '/')
      .replace(/^\/_authed/, '');
    const own = [...closure(key)].filter(
      (k) => !initial.has(k) && !dataLayer.has(k) && !sharedKeys.includes(k),
    );
    routes[route] = (routes[route] ?? 0) + sizeOf(own) / 1024;
  }
  const landingKb = initialKb + (routes['/'] ?? 0);
  // /products is a first visit: the shared chunks it loads count in it too.
  const productsKey = Object.keys(manifest).find((k) => /src\/routes\/(_authed\/)?products\.tsx/.test(k));
  const productsShared = [...closure(productsKey ?? '')].filter((k) => sharedKeys.includes(k));
  const productsKb = initialKb + dataLayerKb + (routes['/products'] ?? 0) + sizeOf(productsShared) / 1024;
  return { initialKb, dataLayerKb, landingKb, productsKb, routes, shared, manifest, initial, closure };
}
