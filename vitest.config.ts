import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'packages/**/*.test.ts'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/setup-env.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Vitest runs one worker per core less one: a single worker on a 2-core CI machine, while most of
    // a test's time is spent waiting on the database or a socket. Two workers halve the wall time.
    maxWorkers: 2,
    // Each file's app is made by its own setup; sharing the imported modules between files saves
    // seconds of import per file (no test mocks a module).
    isolate: false,
  },
});
