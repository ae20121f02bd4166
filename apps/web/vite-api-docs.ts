import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const BUNDLE = 'api-docs/rapidoc-min.js';
// The bundle's header points to its licence file, so it ships beside it.
const FILES = [BUNDLE, `${BUNDLE}.LICENSE.txt`];

/**
 * Puts RapiDoc's self-contained bundle at /api-docs/rapidoc-min.js, beside public/api-docs/init.js:
 * the interactive reference of /api/docs (decision 0075) loads from our origin, never a CDN, and
 * stays out of the SPA's chunks and their budgets. /api-docs/ is a plain static path for the Node
 * server and the Worker's assets alike (it does not match run_worker_first's /api/*).
 */
export function apiDocsBundle(): Plugin {
  const source = (file: string) => readFileSync(require.resolve(file.replace('api-docs/', 'rapidoc/dist/')));
  return {
    name: 'api-docs-bundle',
    apply: (config) => !config.build?.ssr,
    configureServer(server) {
      server.middlewares.use(`/${BUNDLE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source(BUNDLE));
      });
    },
    generateBundle() {
      for (const fileName of FILES) this.emitFile({ type: 'asset', fileName, source: source(fileName) });
    },
  };
}
