import { defineConfig } from 'vitest/config';

/** The edge smoke suite: the product served by workerd (wrangler dev) on a real libSQL server. */
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e-edge/**/*.e2e.ts'],
    globalSetup: ['e2e-edge/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
