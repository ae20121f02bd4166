import { defineConfig } from 'tsup';

// ESM with one bundled declaration file: AppRouter's types are inlined, so the package stands alone.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { resolve: [/^@app\//] },
  clean: true,
  target: 'es2022',
  external: ['@trpc/client', '@trpc/server'],
  tsconfig: '../../tsconfig.json',
});
