// Front-end size guard held in CI (gzip), at the performance issue's budgets: landing ≤ 111 KB
// initial JS, /products ≤ 150 KB (initial + data layer + its screen), every other route ≤ 40 KB
// beyond the initial bundle and the data layer (see bench/lib/web-sizes.mjs). Chart and admin
// code must never reach a customer screen.
// The landing budget carries the route table, which every screen adds ~0.1 KB to: 110 KB until
// issue 35's two claims screens, 111 KB since (decision 0089).
const LIMITS = { landing: 111, products: 150, otherRoute: 40 };
// Strings only chart and admin code carry: recharts' wrapper class and admin-only screen names.
const FORBIDDEN = { 'chart code (recharts)': 'recharts-wrapper', 'admin code': 'Audit Log' };

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeSizes } from '../bench/lib/web-sizes.mjs';

const dist = new URL('../apps/web/dist', import.meta.url).pathname;
const { landingKb, productsKb, dataLayerKb, routes, shared, manifest, initial, closure } = routeSizes(dist);
const problems = [];
if (landingKb > LIMITS.landing)
  problems.push(`landing initial JS ${landingKb.toFixed(1)} KB > ${LIMITS.landing} KB`);
if (productsKb > LIMITS.products)
  problems.push(`/products JS ${productsKb.toFixed(1)} KB > ${LIMITS.products} KB`);
for (const [route, kb] of Object.entries(routes)) {
  if (route !== '/' && route !== '/products' && kb > LIMITS.otherRoute)
    problems.push(`${route} chunks ${kb.toFixed(1)} KB > ${LIMITS.otherRoute} KB`);
}
for (const [chunk, kb] of Object.entries(shared)) {
  if (kb > LIMITS.otherRoute)
    problems.push(`shared ${chunk} chunk ${kb.toFixed(1)} KB > ${LIMITS.otherRoute} KB`);
}
const customerRoutes = ['/', '/products', '/cart', '/checkout', '/orders', '/login', '/register'];
const dataLayer = closure('src/lib/data-layer.tsx');
for (const [key, entry] of Object.entries(manifest)) {
  if (!entry.isDynamicEntry) continue;
  const route = key
    .replace(/^.*src\/routes\//, '/')
    .replace(/\.tsx.*$/, '')
    .replace(/\/index$/, '/')
    .replace(/^\/_authed/, '');
  if (!customerRoutes.includes(route)) continue;
  for (const k of new Set([...initial, ...dataLayer, ...closure(key)])) {
    const file = manifest[k].file;
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [what, marker] of Object.entries(FORBIDDEN))
      if (code.includes(marker)) problems.push(`${what} reaches ${route} via ${file}`);
  }
}
const [largestRoute, largestKb] = Object.entries(routes)
  .filter(([r]) => r !== '/' && r !== '/products')
  .sort((a, b) => b[1] - a[1])[0];
console.log(
  `Bundle sizes (gzip): landing ${landingKb.toFixed(1)} KB, /products ${productsKb.toFixed(1)} KB (data layer ${dataLayerKb.toFixed(1)} KB), largest other ${largestRoute} ${largestKb.toFixed(1)} KB, shared ${Object.entries(
    shared,
  )
    .map(([c, kb]) => `${c} ${kb.toFixed(1)} KB`)
    .join(', ')}`,
);
if (problems.length) {
  console.error(`Bundle budgets exceeded:\n- ${[...new Set(problems)].join('\n- ')}`);
  process.exit(1);
}
