// Per-route gzip sizes of the production SPA from Vite's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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
  const routes = {};
  for (const [key, entry] of Object.entries(manifest)) {
    if (!entry.isDynamicEntry || !key.includes('src/routes/')) continue;
    const route = key
      .replace(/^.*src\/routes\//, '/')
      .replace(/\.tsx.*$/, '')
      .replace(/\/index$/, '/')
      .replace(/^\/_authed/, '');
    const own = [...closure(key)].filter((k) => !initial.has(k));
    routes[route] = (routes[route] ?? 0) + sizeOf(own) / 1024;
  }
  return { initialKb, routes, manifest, initial, closure };
}
