import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

/**
 * What /delivery loads besides the entry: its route, the signed-in layout, the data layer, and the
 * languages other than English (a rider in Hindi starts offline in Hindi).
 */
const RIDER_START =
  /src\/(routes\/_authed(\/delivery)?\.tsx|lib\/data-layer\.tsx|lib\/browser-tracker\.ts|components\/demo-ribbon\.tsx|locales\/compiled\/\w+\.ts)/;
const PUBLIC_FILES = [
  '/manifest.webmanifest',
  '/icons/rider-192.png',
  '/icons/rider-512.png',
  '/favicon.svg',
];

/**
 * Writes rider-sw.js (apps/web/pwa/rider-sw.js) with the files /delivery needs to start offline:
 * the entry and the rider's route chunks with everything they import, their CSS and the app's
 * icons. Its version is a hash of that list and of the public files' bytes, so a deploy that
 * changes the rider app installs a new worker and the portal offers "A new version is ready ·
 * Reload" (decision 0067).
 */
export function riderServiceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'rider-service-worker',
    apply: (config) => !config.build?.ssr,
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const files = [...precacheOf(bundle), ...PUBLIC_FILES];
      // Hashed names change with their content; the public files keep theirs, so their bytes count.
      const hash = createHash('sha256').update(files.join('\n'));
      for (const f of PUBLIC_FILES) hash.update(readFileSync(join(publicDir, f)));
      const version = hash.digest('hex').slice(0, 12);
      const source = readFileSync(new URL('./pwa/rider-sw.js', import.meta.url), 'utf8')
        .replace("'__VERSION__'", JSON.stringify(version))
        .replace("'__PRECACHE__'", JSON.stringify(files));
      this.emitFile({ type: 'asset', fileName: 'rider-sw.js', source });
    },
  };
}

function precacheOf(bundle: Rollup.OutputBundle) {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk, withLazy: boolean) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const f of chunk.viteMetadata?.importedCss ?? []) css.add(f);
    // The entry's lazy imports are every screen of every role: only the rider's are followed.
    for (const f of [...chunk.imports, ...(withLazy ? chunk.dynamicImports : [])]) {
      const next = byFile.get(f);
      if (next) visit(next, withLazy);
    }
  };
  for (const c of chunks) if (c.isEntry) visit(c, false);
  for (const c of chunks) if (c.facadeModuleId && RIDER_START.test(c.facadeModuleId)) visit(c, true);
  return [...seen, ...css].map((f) => `/${f}`).sort();
}
