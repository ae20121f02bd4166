import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

// ESM with one bundled declaration file. src/router-shape.ts imports the server's router through
// its package export (@app/api/router); for the declarations that name is mapped to the source
// file, so the procedure types are inlined (printed structurally) instead of referenced through
// node_modules, and the declarations import only the peer dependencies;
// tests/sdk/declarations.test.ts holds this.
const routerSource = fileURLToPath(new URL('../api/src/root.ts', import.meta.url));

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { compilerOptions: { paths: { '@app/api/router': [routerSource] } } },
  clean: true,
  target: 'es2022',
  external: ['@trpc/client', '@trpc/server', 'openapi-fetch'],
  tsconfig: '../../tsconfig.json',
});
