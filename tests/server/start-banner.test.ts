import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/node-server.ts';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mkt-banner-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the demo server on start', () => {
  it('prints its address and one demo account per role with the shared password, and they sign in', async () => {
    const server = await startServer({ DATA_DIR: dir, DATABASE_URL: `file:${join(dir, 'demo.db')}` });
    try {
      const lines = server.output().split('\n');
      const from = lines.findIndex((l) => l.startsWith('Marketplace ready at'));
      expect(lines.slice(from, from + 7)).toEqual([
        `Marketplace ready at ${server.base}`,
        'Demo accounts (password Demo@1234):',
        '  customer   customer@demo.supply',
        '  supplier   supplier@demo.supply',
        '  delivery   delivery@demo.supply',
        '  admin      admin@demo.supply',
        '  sub-admin  subadmin@demo.supply',
      ]);
      for (const line of lines.slice(from + 2, from + 7)) {
        const email = line.trim().split(/\s+/)[1];
        const login = await fetch(`${server.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Demo@1234' }),
        });
        expect(login.status, email).toBe(200);
      }
    } finally {
      await server.stop();
    }
  }, 60_000);
});
