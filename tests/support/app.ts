import { copyFileSync, mkdtempSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  type AppOptions,
  choosePayments,
  createApp,
  createDatabaseRateLimiter,
  createMemoryRateLimiter,
  createOutboxMailer,
  hashPassword,
  readConfig,
  type Services,
} from '@app/api';
import { createDatabase, newId, type UserType, users } from '@app/db';
import type { InStatement } from '@libsql/client';
import { inject } from 'vitest';
import { createDiskImageStore } from '../../apps/server/src/disk-image-store.ts';
import { createNodeFontFiles } from '../../apps/server/src/fonts.ts';
import { createNodeClient } from '../../apps/server/src/sqlite-client.ts';
import { nodeWebhookTransport } from '../../apps/server/src/webhook-transport.ts';

export const TEST_PASSWORD = 'secret123';

/**
 * A number for a test user's name and e-mail: unique per process, so apps sharing one database file
 * never make the same e-mail, and never the id's random letters, which a test's search could match.
 */
let userSerial = 0;
export const nextUserSerial = () => ++userSerial;

/** The least a production start accepts (readConfig refuses without each of these). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  MAILER_URL: 'https://mail.example/emails',
  MAILER_API_KEY: 'test-mail-key',
  PUBLIC_URL: 'https://shop.example.in',
  SELLER_GSTIN: '27AAPFU0939F1ZV',
};

/** A fresh app on its own copy of the migrated database, as the Node entry builds it. */
export async function createTestApp(
  overrides: Partial<Services> = {},
  env: Record<string, string> = {},
  /** Sees every statement sent, in a transaction or not (query plans, statements per request). */
  onStatement?: (stmt: InStatement) => void,
  /**
   * `dbPath`: open this database file (another app's, as a second process would) instead of a
   * fresh copy. `limiter: 'database'`: rate limits in the database, as on Workers.
   */
  o: { dbPath?: string; limiter?: 'memory' | 'database'; router?: AppOptions['router'] } = {},
) {
  // Inside the run's directory, which the global teardown removes with everything in it.
  const dir = mkdtempSync(join(dirname(inject('baseDbPath')), 'app-'));
  const dbPath = o.dbPath ?? join(dir, 'test.db');
  if (!o.dbPath) copyFileSync(inject('baseDbPath'), dbPath);
  const client = createNodeClient(`file:${dbPath}`, { onStatement });
  const db = createDatabase(client);
  let now = Date.now();
  const clock = { now: () => now };
  // A cheap hash outside production; production refuses fewer than 100,000 iterations.
  const config = readConfig({
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_ITERATIONS: '1000' }),
    ...env,
  });
  const services: Services = {
    db,
    images: createDiskImageStore(join(dir, 'images')),
    mailer: createOutboxMailer(db),
    payments: choosePayments(config, db),
    clock,
    limiter:
      o.limiter === 'database'
        ? createDatabaseRateLimiter(db, () => now)
        : createMemoryRateLimiter(() => now),
    fonts: createNodeFontFiles(),
    config,
    webhookTransport: nodeWebhookTransport,
    ...overrides,
  };
  const app = createApp(services, {
    clientIp: (c) => c.req.header('x-test-ip') ?? '127.0.0.1',
    router: o.router,
  });
  const passwordHash = await hashPassword(TEST_PASSWORD, 1000);

  /** Calls the app as an HTTP client would. */
  async function call(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (typeof opts.body === 'string') {
      body = opts.body;
      headers['content-type'] ??= 'application/json';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const res = await app.request(path, { method, headers, body });
    const type = res.headers.get('content-type') ?? '';
    const data = type.includes('json')
      ? await res.json()
      : type.includes('pdf')
        ? new Uint8Array(await res.arrayBuffer())
        : await res.text();
    return { status: res.status, data: data as any, headers: res.headers };
  }

  /** Inserts a user directly (fast) and answers it with a logged-in token. */
  let setupLogins = 0;
  async function userWithToken(userType: UserType, extra: Partial<typeof users.$inferInsert> = {}) {
    const id = newId('usr');
    const n = nextUserSerial();
    const email = `${userType}-${n}@test.in`;
    const username = `${userType} ${n}`;
    await db.insert(users).values({
      id,
      email,
      username,
      passwordHash,
      userType,
      isAdmin: userType === 'admin',
      restaurantName: `${userType} company`,
      phone: '9876543210',
      address: '1 Test Road',
      fssaiNumber: '12345678901234',
      cityId: 'city_indore',
      ...extra,
    });
    // Set-up logins come from their own address, so they never count against a test's rate limits.
    setupLogins += 1;
    const res = await call('POST', '/api/auth/login', {
      body: { email, password: TEST_PASSWORD },
      headers: { 'x-test-ip': `198.51.${setupLogins >> 8}.${setupLogins & 255}` },
    });
    if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.data)}`);
    return { id, email, username, token: res.data.access_token as string };
  }

  return {
    app,
    services,
    db,
    dbPath,
    call,
    userWithToken,
    /** Moves the test clock forward. */
    advance: (ms: number) => {
      now += ms;
    },
    close: () => client.close(),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
