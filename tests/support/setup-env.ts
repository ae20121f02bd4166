import { afterEach, vi } from 'vitest';

// An unexpected console.error (a 500 logged by the server) fails the test that caused it.
let errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0 && !(globalThis as { allowConsoleError?: boolean }).allowConsoleError) {
    throw new Error(`console.error was called: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
