import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/node-server.ts';

/**
 * The Node server draws GST documents in a process of its own at the lowest priority (decision
 * 0133): a burst of first downloads must not hold the catalogue's requests. Run from source, as
 * `npm run dev` does (the press is started with tsx's loader); the built server is the browser
 * suites' (customer.e2e.ts downloads an invoice).
 */
let dir = '';
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mkt-press-'));
  server = await startServer({ DATA_DIR: dir, DATABASE_URL: `file:${join(dir, 'demo.db')}` });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const childrenOf = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
/** A process's nice value (field 19 of /proc/<pid>/stat). */
const niceOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
};

async function signIn() {
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@demo.supply', password: 'Demo@1234' }),
  });
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

/** A new order's PDF (its proforma, drawn on the download: never drawn ahead), as status and first bytes. */
async function downloadNew(auth: Record<string, string>) {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.base}/api${path}`, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: res.status,
      body: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.arrayBuffer(),
    };
  };
  const { products } = (await call('GET', '/products?limit=50')).body as {
    products: { id: string; stock_quantity: number; min_quantity?: number }[];
  };
  const product = products.find((p) => p.stock_quantity > 10)!;
  expect(
    (await call('POST', '/cart', { product_id: product.id, quantity: product.min_quantity ?? 1 })).status,
  ).toBe(200);
  const placed = await call('POST', '/orders', {
    delivery_address: '14 Palasia Square, Indore',
    phone: '9876543210',
    payment_method: 'COD',
    accept_terms: true,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const pdf = await call('GET', `/orders/${(placed.body as { id: string }).id}/invoice`);
  return { status: pdf.status, head: new TextDecoder().decode((pdf.body as ArrayBuffer).slice(0, 5)) };
}

describe('the PDF press', () => {
  it('draws a download in a child process at the lowest priority, and a new one after a crash', async () => {
    const pid = server.child.pid!;
    // (The background job may have started it already, drawing the demo's issued documents.)
    const auth = await signIn();
    expect(await downloadNew(auth)).toEqual({ status: 200, head: '%PDF-' });
    const [press] = childrenOf(pid);
    expect(press).toBeDefined();
    expect(niceOf(press!)).toBe(19);

    process.kill(press!, 'SIGKILL');
    for (let i = 0; i < 50 && childrenOf(pid).includes(press!); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await downloadNew(auth)).toEqual({ status: 200, head: '%PDF-' });
    const [again] = childrenOf(pid);
    expect(again).toBeDefined();
    expect(again).not.toBe(press);
  }, 60_000);
});
