import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../apps/worker/src/env.ts';
import { PRODUCTION_ENV } from '../support/app.ts';

const bucket = { get: async () => null, put: async () => null, delete: async () => {} };
const assets = { fetch: async () => new Response('') };
const remote = 'libsql://shop-acme.turso.io';

describe('Worker bindings', () => {
  it('accepts a Turso URL with its token and reads the config vars', () => {
    const r = parseEnv({
      TURSO_DATABASE_URL: remote,
      TURSO_AUTH_TOKEN: 'secret-token',
      IMAGES: bucket,
      ASSETS: assets,
      ...PRODUCTION_ENV,
      SITE_PHONE: '+91 90000 00000',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.env).toMatchObject({ databaseUrl: remote, authToken: 'secret-token', images: bucket });
    expect(r.env.config.production).toBe(true);
    expect(r.env.config.site.phone).toBe('+91 90000 00000');
    expect(r.env.config.passwordIterations).toBe(100_000);
  });

  it('refuses a production Worker without a required setting, naming it', () => {
    const { MAILER_URL: _, ...rest } = PRODUCTION_ENV;
    expect(
      parseEnv({
        TURSO_DATABASE_URL: remote,
        TURSO_AUTH_TOKEN: 't',
        IMAGES: bucket,
        ASSETS: assets,
        ...rest,
      }),
    ).toEqual({
      ok: false,
      problems: ['MAILER_URL is required in production: without it nobody can reset a password.'],
    });
  });

  it('lets a database on this machine go without a token (wrangler dev on sqld)', () => {
    expect(parseEnv({ TURSO_DATABASE_URL: 'http://127.0.0.1:8080', IMAGES: bucket, ASSETS: assets }).ok).toBe(
      true,
    );
  });

  it.each([
    [
      { TURSO_DATABASE_URL: remote, IMAGES: bucket, ASSETS: assets },
      'TURSO_AUTH_TOKEN is required for a remote database',
    ],
    [
      { TURSO_DATABASE_URL: 'file:./data/x.db', TURSO_AUTH_TOKEN: 't', IMAGES: bucket, ASSETS: assets },
      'TURSO_DATABASE_URL',
    ],
    [{ TURSO_AUTH_TOKEN: 't', IMAGES: bucket, ASSETS: assets }, 'TURSO_DATABASE_URL'],
    [{ TURSO_DATABASE_URL: remote, TURSO_AUTH_TOKEN: 't' }, 'IMAGES must be an R2 bucket binding'],
    [
      { TURSO_DATABASE_URL: remote, TURSO_AUTH_TOKEN: 't', IMAGES: bucket, ASSETS: 'dist' },
      'ASSETS must be the static assets binding',
    ],
    [{ TURSO_DATABASE_URL: remote, TURSO_AUTH_TOKEN: 't', IMAGES: 'bucket' }, 'IMAGES'],
    [
      {
        TURSO_DATABASE_URL: remote,
        TURSO_AUTH_TOKEN: 't',
        IMAGES: bucket,
        ASSETS: assets,
        PASSWORD_ITERATIONS: '200000',
      },
      'PASSWORD_ITERATIONS',
    ],
  ])('refuses %o', (bindings, problem) => {
    const r = parseEnv(bindings);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.join('; ')).toContain(problem);
  });

  it('names problems without echoing secret values', () => {
    const r = parseEnv({
      TURSO_DATABASE_URL: 'postgres://user:hunter2@db',
      TURSO_AUTH_TOKEN: 'tok',
      IMAGES: bucket,
      ASSETS: assets,
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.join(' ')).not.toMatch(/hunter2|tok\b/);
  });

  it('validates a bindings object once per isolate', () => {
    const bindings = { TURSO_DATABASE_URL: remote, TURSO_AUTH_TOKEN: 't', IMAGES: bucket, ASSETS: assets };
    expect(parseEnv(bindings)).toBe(parseEnv(bindings));
  });
});

describe('Worker entry with bad bindings', () => {
  // The entry logs the problem on purpose; the error check of tests/support runs after each test.
  const flags = globalThis as { allowConsoleError?: boolean };
  beforeAll(() => {
    flags.allowConsoleError = true;
  });
  afterAll(() => {
    flags.allowConsoleError = false;
  });

  it('answers 503 with a generic detail and logs only the names of the problems', async () => {
    const { default: worker } = await import('../../apps/worker/src/index.ts');
    const logged = vi.mocked(console.error);
    const res = await worker.fetch(new Request('https://shop.example/api/health'), {
      TURSO_DATABASE_URL: remote,
      IMAGES: bucket,
      ASSETS: assets,
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ detail: 'The service is not configured.', code: 'misconfigured' });
    const line = String(logged.mock.calls.at(-1));
    expect(line).toContain('TURSO_AUTH_TOKEN is required for a remote database');
    expect(line).not.toContain(remote);
  });
});
