// Front-end size guard held in CI (gzip). The performance issue's goals are landing ≤ 110 KB,
// /products ≤ 150 KB and other routes ≤ 40 KB; /products meets its goal, the landing page
// (React DOM + router + query client) and the table-heavy admin routes do not yet, so their
// guards sit at today's size to stop any growth. Chart code must never reach customer routes.
const LIMITS = { landing: 150, products: 150, otherRoute: 50 };

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeSizes } from '../bench/lib/web-sizes.mjs';

const dist = new URL('../apps/web/dist', import.meta.url).pathname;
const { initialKb, routes, manifest, initial, closure } = routeSizes(dist);
const problems = [];
const landing = initialKb + (routes['/'] ?? 0);
const products = initialKb + (routes['/products'] ?? 0);
if (landing > LIMITS.landing)
  problems.push(`landing initial JS ${landing.toFixed(1)} KB > ${LIMITS.landing} KB`);
if (products > LIMITS.products)
  problems.push(`/products JS ${products.toFixed(1)} KB > ${LIMITS.products} KB`);
for (const [route, kb] of Object.entries(routes)) {
  if (route !== '/' && route !== '/products' && kb > LIMITS.otherRoute)
    problems.push(`${route} chunks ${kb.toFixed(1)} KB > ${LIMITS.otherRoute} KB`);
}
const customerRoutes = ['/', '/products', '/cart', '/checkout', '/orders', '/login', '/register'];
for (const [key, entry] of Object.entries(manifest)) {
  if (!entry.isDynamicEntry) continue;
  const route = key
    .replace(/^.*src\/routes\//, '/')
    .replace(/\.tsx.*$/, '')
    .replace(/\/index$/, '/')
    .replace(/^\/_authed/, '');
  if (!customerRoutes.includes(route)) continue;
  for (const k of new Set([...initial, ...closure(key)])) {
    const file = manifest[k].file;
    if (file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('recharts-wrapper')) {
      problems.push(`chart code (recharts) reaches ${route} via ${file}`);
    }
  }
}
console.log(
  `Bundle sizes (gzip): landing ${landing.toFixed(1)} KB, /products ${products.toFixed(1)} KB, largest other ${Math.max(
    ...Object.entries(routes)
      .filter(([r]) => r !== '/' && r !== '/products')
      .map(([, kb]) => kb),
  ).toFixed(1)} KB`,
);
if (problems.length) {
  console.error(`Bundle budgets exceeded:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
