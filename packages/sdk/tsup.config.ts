import { defineConfig } from 'tsup';

// ESM with one bundled declaration file. src/router-shape.ts reaches the server's router by a
// relative path, so its procedure types are inlined (printed structurally) and the declarations
// import only the peer dependencies; tests/sdk/declarations.test.ts holds this.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  external: ['@trpc/client', '@trpc/server'],
  tsconfig: '../../tsconfig.json',
});
