import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

// An unexpected failure (here the mailer throwing with a secret in its message) must reach the
// operator's log, and the caller must get one plain sentence: no message, stack, path or SQL.
const SECRET = 'smtp://mailer:hunter2@mail.internal:587';
const GENERIC = { detail: 'Something went wrong on our side. Please try again.', code: 'internal' };
const LEAKS = /hunter2|mail\.internal|at \w+ \(|\.ts:\d+|node_modules|Error:/;

let t: TestApp;
let logged: unknown[][];
const flags = globalThis as { allowConsoleError?: boolean };
beforeEach(async () => {
  t = await createTestApp({
    mailer: {
      delivers: false,
      send: () => Promise.reject(new Error(`connect ECONNREFUSED ${SECRET}`)),
    },
  });
  logged = [];
  flags.allowConsoleError = true;
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});
afterEach(() => {
  flags.allowConsoleError = false;
  return t.close();
});

describe('an unexpected failure', () => {
  it('answers a generic 500 over REST, and the log keeps the cause', async () => {
    const u = await t.userWithToken('customer');
    const res = await t.call('POST', '/api/auth/request-password-reset', { body: { email: u.email } });
    expect(res.status).toBe(500);
    expect(res.data).toEqual(GENERIC);
    expect(JSON.stringify(res.data)).not.toMatch(LEAKS);
    expect(logged.flat().map(String).join(' ')).toContain('ECONNREFUSED');
  });

  it('answers a generic 500 over tRPC', async () => {
    const u = await t.userWithToken('customer');
    const res = await t.app.request('/trpc/accounts.requestPasswordReset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: u.email }),
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(LEAKS);
    expect(JSON.parse(text).error.message).toBe(GENERIC.detail);
  });

  it('answers a generic 500 for a failing image read', async () => {
    t.services.images.get = () => Promise.reject(new Error(`EACCES ${SECRET}/images/x.png`));
    const res = await t.call('GET', '/images/products/usr_x/abc.png');
    expect(res.status).toBe(500);
    expect(res.data).toEqual(GENERIC);
  });
});
