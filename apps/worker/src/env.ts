import { type AppConfig, ConfigError, readConfig } from '@app/api';
import { z } from 'zod';
import type { R2BucketLike } from './r2-image-store.ts';

const isLocal = (url: string) => /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(url);

/**
 * Bindings as wrangler.toml and `wrangler secret put` declare them. TURSO_* are secrets
 * (never in wrangler.toml); the token may only be left out for a database on this machine.
 */
const bindingsSchema = z
  .object({
    TURSO_DATABASE_URL: z
      .string()
      .regex(/^(libsql|https?):\/\/\S+$/, 'must be a libsql://, https:// or http:// URL'),
    TURSO_AUTH_TOKEN: z.string().min(1).optional(),
    // Workers' Web Crypto refuses PBKDF2 above 100,000 iterations (local workerd does not).
    PASSWORD_ITERATIONS: z.coerce.number().int().min(10_000).max(100_000).optional(),
    IMAGES: z.custom<R2BucketLike>(
      (v) => typeof v === 'object' && v !== null && typeof (v as R2BucketLike).get === 'function',
      'must be an R2 bucket binding',
    ),
    // Absent only where the Worker runs without the SPA (the cron suite's wrangler.toml).
    ASSETS: z
      .custom<AssetsLike>(
        (v) => typeof v === 'object' && v !== null && typeof (v as AssetsLike).fetch === 'function',
        'must be the static assets binding',
      )
      .optional(),
  })
  .refine((e) => e.TURSO_AUTH_TOKEN || isLocal(e.TURSO_DATABASE_URL), {
    path: ['TURSO_AUTH_TOKEN'],
    message: 'is required for a remote database',
  });

/** The static assets (wrangler.toml `[assets] binding`), for pages the Worker answers from them. */
export interface AssetsLike {
  fetch(input: URL | string): Promise<Response>;
}

export interface WorkerEnv {
  databaseUrl: string;
  authToken: string | undefined;
  images: R2BucketLike;
  assets: AssetsLike | undefined;
  config: AppConfig;
}

export type EnvResult = { ok: true; env: WorkerEnv } | { ok: false; problems: string[] };

// The bindings object is the same for every request an isolate serves: validate it once.
const cache = new WeakMap<object, EnvResult>();

export function parseEnv(bindings: Record<string, unknown>): EnvResult {
  let result = cache.get(bindings);
  if (!result) {
    result = validate(bindings);
    cache.set(bindings, result);
  }
  return result;
}

function validate(bindings: Record<string, unknown>): EnvResult {
  const parsed = bindingsSchema.safeParse(bindings);
  // Names and reasons only: a secret's value never reaches a log.
  if (!parsed.success)
    return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`) };
  const vars = Object.fromEntries(
    Object.entries(bindings).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  let config: AppConfig;
  try {
    config = readConfig(vars);
  } catch (e) {
    if (e instanceof ConfigError) return { ok: false, problems: [e.message] };
    throw e;
  }
  return {
    ok: true,
    env: {
      databaseUrl: parsed.data.TURSO_DATABASE_URL,
      authToken: parsed.data.TURSO_AUTH_TOKEN,
      images: parsed.data.IMAGES,
      assets: parsed.data.ASSETS,
      config,
    },
  };
}
