import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The README's examples are real files run against the product as `npm start` runs it (building
// what is stale, migrating, seeding the demo data), through the BUILT @supply-and-beyond/sdk.

const root = new URL('../../', import.meta.url).pathname;
const examples = join(root, 'packages/sdk/examples');
const DEMO_PASSWORD = 'Demo@1234';

let server: ChildProcess;
let dir = '';
let baseUrl = '';
let log = '';

beforeAll(async () => {
  if (!existsSync(join(root, 'packages/sdk/dist/index.js')))
    throw new Error('Build the SDK first: npm run build -w @supply-and-beyond/sdk');
  dir = mkdtempSync(join(tmpdir(), 'mkt-sdk-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: `file:${join(dir, 'marketplace.db')}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => {
    log += d;
  });
  server.stderr?.on('data', (d) => {
    log += d;
  });
  // `npm start` builds the web app and server first when they are missing or stale.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm start exited:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`npm start did not answer:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, 250_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs an example as an integrator would (`node --import tsx file`), answering exit code and output. */
function runExample(file: string, email: string, stdin = '', env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: examples,
    env: {
      ...process.env,
      MARKETPLACE_URL: baseUrl,
      MARKETPLACE_EMAIL: email,
      MARKETPLACE_PASSWORD: DEMO_PASSWORD,
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

async function rest(path: string, email: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${access_token}` } });
  expect(res.status).toBe(200);
  return res.json() as Promise<any>;
}

describe('the SDK examples against `npm start`', () => {
  it('place-order.ts: the demo customer orders basmati rice', async () => {
    const run = await runExample('place-order.ts', 'customer@demo.supply', '');
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Placed SB-\d{6}-\w+ for ₹\d+\.\d\d \(.*Basmati.*, .+ × 10\)\n$/);
    expect(run.code).toBe(0);
    const number = /Placed (\S+)/.exec(run.stdout)![1];
    const { orders } = await rest('/orders', 'customer@demo.supply');
    expect(orders.map((o: { order_number: string }) => o.order_number)).toContain(number);
  }, 60_000);

  it('create-key.ts then sync-stock.ts: the demo supplier pushes a stock level with an API key', async () => {
    const mine: {
      id: string;
      name: string;
      unit: string;
      stock_quantity: number;
      approval_status: string;
    }[] = await rest('/supplier/products', 'supplier@demo.supply');
    const unique = mine.find(
      (p) =>
        p.approval_status === 'approved' &&
        mine.filter((q) => q.name === p.name && q.unit === p.unit).length === 1,
    )!;
    const stock = unique.stock_quantity + 17;
    const feed = [
      { name: unique.name, unit: unique.unit, stock },
      { name: 'Not listed here', unit: '1kg', stock: 5 },
    ];
    const made = await runExample('create-key.ts', 'supplier@demo.supply');
    expect(made.stderr).toBe('');
    expect(made.stdout).toMatch(/^sk_sup_\w+\n$/);
    expect(made.code).toBe(0);
    const keys: { name: string; scopes: string[] }[] = await rest('/keys', 'supplier@demo.supply');
    expect(keys.find((k) => k.name === 'Stock sync (ERP)')?.scopes).toEqual(['products:read', 'stock:write']);

    // The sync holds only the key: no email or password.
    const run = await runExample('sync-stock.ts', '', JSON.stringify(feed), {
      MARKETPLACE_API_KEY: made.stdout.trim(),
      MARKETPLACE_PASSWORD: '',
    });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      `${unique.name} (${unique.unit}): ${unique.stock_quantity} → ${stock}\n1 updated\n`,
    );
    expect(run.code).toBe(0);
    const after = (await rest('/supplier/products', 'supplier@demo.supply')).find(
      (p: { id: string }) => p.id === unique.id,
    );
    expect(after.stock_quantity).toBe(stock);
    // A restock keeps the listing on sale: no new review.
    expect(after.approval_status).toBe('approved');
  }, 60_000);

  it('the README quotes each example file as it is', () => {
    const readme = readFileSync(join(root, 'packages/sdk/README.md'), 'utf8');
    for (const file of ['place-order.ts', 'create-key.ts', 'sync-stock.ts']) {
      const quoted = new RegExp(
        `<!-- examples/${file.replace('.', '\\.')} -->\\n\`\`\`ts\\n([\\s\\S]*?)\`\`\``,
      ).exec(readme);
      expect(quoted, `README quotes examples/${file}`).not.toBeNull();
      expect(quoted![1]).toBe(readFileSync(join(examples, file), 'utf8'));
    }
  });
});
