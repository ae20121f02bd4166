import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../support/app.ts';
import { exited, spawnServer, startServer } from '../support/node-server.ts';
import { customerRegistration } from '../support/rest-fixtures.ts';

const ADMIN = { email: 'owner@shop.example.in', password: 'Owner@12345' };
let dir = '';
let mailbox: Server;
const mails: { to: string[]; text: string }[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mkt-prod-'));
  // Stands in for the mail API (Resend-style JSON) the production server must be given.
  mailbox = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => {
      body += d;
    });
    req.on('end', () => {
      mails.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => mailbox.listen(0, '127.0.0.1', r));
});
afterAll(() => {
  mailbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const production = (name: string, extra: Record<string, string> = {}) => ({
  ...PRODUCTION_ENV,
  MAILER_URL: `http://127.0.0.1:${(mailbox.address() as { port: number }).port}/emails`,
  DATA_DIR: join(dir, name),
  DATABASE_URL: `file:${join(dir, `${name}.db`)}`,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ...extra,
});

describe('production refuses to start half-configured', () => {
  const without = (name: keyof typeof PRODUCTION_ENV) => () => {
    const env: Record<string, string> = production('refused');
    delete env[name];
    return env;
  };
  const withSetting = (extra: Record<string, string>) => () => production('refused', extra);
  it.each([
    ['MAILER_URL missing', without('MAILER_URL'), /^MAILER_URL is required in production/],
    ['SEED_DEMO=true', withSetting({ SEED_DEMO: 'true' }), /^SEED_DEMO=true is refused in production/],
    ['PUBLIC_URL missing', without('PUBLIC_URL'), /^PUBLIC_URL is required in production/],
    ['PUBLIC_URL not https', withSetting({ PUBLIC_URL: 'http://shop.example.in' }), /^PUBLIC_URL/],
    ['SELLER_GSTIN missing', without('SELLER_GSTIN'), /^SELLER_GSTIN is required in production/],
    ['SELLER_GSTIN check digit wrong', withSetting({ SELLER_GSTIN: '27AAPFU0939F1ZX' }), /^SELLER_GSTIN/],
    [
      'PASSWORD_ITERATIONS=1',
      withSetting({ PASSWORD_ITERATIONS: '1' }),
      /^PASSWORD_ITERATIONS must be at least 100000 in production/,
    ],
    ['PASSWORD_ITERATIONS=99999', withSetting({ PASSWORD_ITERATIONS: '99999' }), /^PASSWORD_ITERATIONS/],
    ['ADMIN_PASSWORD=a', withSetting({ ADMIN_PASSWORD: 'a' }), /^ADMIN_PASSWORD must follow the rule/],
  ])('%s: exits 1 with one sentence naming the setting', async (_case, env, sentence) => {
    const server = spawnServer(env());
    await exited(server.child);
    expect(server.child.exitCode).toBe(1);
    const said = server.output().trim();
    expect(said).toMatch(sentence);
    // One sentence, no stack trace.
    expect(said.split('\n')).toHaveLength(1);
    expect(said).toMatch(/\.$/);
  });
});

describe('ADMIN_EMAIL naming an account that exists', () => {
  it('refuses to start when it names a customer, and leaves the customer as it was', async () => {
    const customer = 'ravi@kitchen.example.in';
    const first = await startServer(production('promote'));
    try {
      const reg = await fetch(`${first.base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(customerRegistration(customer)),
      });
      expect(reg.status).toBe(201);
    } finally {
      await first.stop();
    }
    const refused = spawnServer(
      production('promote', { ADMIN_EMAIL: customer, ADMIN_PASSWORD: 'Taken@12345' }),
    );
    await exited(refused.child);
    expect(refused.child.exitCode).toBe(1);
    const said = refused.output().trim();
    expect(said).toBe(
      `ADMIN_EMAIL names an existing customer account (${customer}), which is never made super admin: use an e-mail with no account.`,
    );
    // The configured super admin starts again as before; the customer is still a customer.
    const again = await startServer(production('promote'));
    try {
      const login = await fetch(`${again.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: customer, password: 'secret123' }),
      });
      expect(login.status).toBe(200);
      expect((await login.json()).user).toMatchObject({ user_type: 'customer', is_admin: false });
    } finally {
      await again.stop();
    }
  }, 60_000);
});

describe('a production server', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer(production('live'));
  }, 60_000);
  afterAll(() => server?.stop());
  const call = (path: string, init: RequestInit & { json?: unknown } = {}) =>
    fetch(`${server.base}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
    });
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    call('/api/auth/login', { method: 'POST', json: { email, password }, headers });

  it('has no sandbox payment pages', async () => {
    expect((await call('/sandbox/pay/sbx_anything')).status).toBe(404);
    expect((await call('/sandbox/pay/sbx_anything', { method: 'POST' })).status).toBe(404);
  });

  it('says it is live and takes no online payment without gateway keys', async () => {
    const config = await (await call('/api/site/config')).json();
    expect(config).toMatchObject({ demo: false, online_payment: false });
  });

  it('prints where it is on start and nothing of the demo accounts or their password', () => {
    expect(server.output()).toContain(`Marketplace ready at ${server.base}`);
    expect(server.output()).not.toMatch(/demo\.supply|Demo@1234|Demo accounts/);
  });

  it('has no demo accounts or demo products, only the configured super admin', async () => {
    expect((await login('admin@demo.supply', 'Demo@1234')).status).toBe(401);
    expect(await (await call('/api/site/stats')).json()).toMatchObject({ products: 0, restaurants: 0 });
    expect((await login(ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it('sends the reset token by e-mail and never in the answer', async () => {
    mails.length = 0;
    const res = await call('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: ADMIN.email },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.reset_token ?? null).toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/[a-z2-7]{32}/);
    expect(mails.map((m) => m.to)).toEqual([[ADMIN.email]]);
    expect(mails[0]!.text).toMatch(/token is: [a-z2-7]{32}/);
  });

  it('refuses an online order with 409 and one sentence', async () => {
    const reg = await call('/api/auth/register', {
      method: 'POST',
      json: customerRegistration('ravi@kitchen.example.in'),
    });
    expect(reg.status).toBe(201);
    const { access_token: token } = await reg.json();
    const res = await call('/api/orders', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      json: {
        contact_person: 'Ravi Kumar',
        phone: '9876543210',
        delivery_address: '12 MG Road, Indore',
        payment_method: 'ONLINE',
      },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      detail: 'Online payment is not available; please choose Cash on Delivery.',
      code: 'online_payment_off',
    });
  });

  it('ignores X-Forwarded-For and -Proto without TRUST_PROXY', async () => {
    const res = await call('/api/cities', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  const attempts = async (base: string, from: string, n: number) => {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${from}, 10.0.0.1` },
        body: JSON.stringify({ email: 'nobody@shop.example.in', password: 'wrong-password' }),
      });
      codes.push(res.status);
    }
    return codes;
  };

  it('without it, every forwarded visitor is the proxy: one limit for all', async () => {
    const server = await startServer(production('direct', { LOGIN_LIMIT_PER_ADDRESS: '2' }));
    try {
      expect(await attempts(server.base, '203.0.113.7', 2)).toEqual([401, 401]);
      expect(await attempts(server.base, '198.51.100.9', 1)).toEqual([429]);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('with TRUST_PROXY=2, each visitor has its own limit and https is seen (HSTS)', async () => {
    const server = await startServer(
      production('proxied', { LOGIN_LIMIT_PER_ADDRESS: '2', TRUST_PROXY: '2' }),
    );
    try {
      expect(await attempts(server.base, '203.0.113.7', 3)).toEqual([401, 401, 429]);
      expect(await attempts(server.base, '198.51.100.9', 1)).toEqual([401]);
      const https = await fetch(`${server.base}/api/cities`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const http = await fetch(`${server.base}/api/cities`);
      expect(http.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await server.stop();
    }
  }, 60_000);
});
