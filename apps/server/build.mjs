// Bundles our workspace TypeScript into one file; npm dependencies stay external (node_modules).
import { build } from 'esbuild';

await build({
  // The server, and the worker thread it draws GST documents on (src/pdf-press.ts).
  entryPoints: {
    index: new URL('./src/index.ts', import.meta.url).pathname,
    'pdf-worker': new URL('./src/pdf-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist/', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
