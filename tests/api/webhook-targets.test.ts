import { createServer, type Server, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeWebhookTransport } from '../../apps/server/src/webhook-transport.ts';
import { dispatchDueWebhooks } from '../../packages/api/src/webhooks/dispatch.ts';
import { isPrivateAddress } from '../../packages/api/src/webhooks/targets.ts';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../support/app.ts';
import { type Receiver, startReceiver } from '../support/receivers.ts';

// Issue 34, item 6: a webhook target is judged by the addresses its name resolves to, and the
// log cannot tell an open port from a closed one.
let t: TestApp | undefined;
let servers: { server: Server; sockets: Socket[] }[] = [];
let receiver: Receiver | undefined;
afterEach(async () => {
  t?.close();
  await receiver?.close();
  for (const { server, sockets } of servers) {
    for (const socket of sockets) socket.destroy();
    await new Promise((r) => server.close(r));
  }
  t = undefined;
  receiver = undefined;
  servers = [];
});

/** A port that accepts connections and never says a word; counts the connections. */
async function openPort() {
  const seen = { port: 0, connections: 0 };
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    seen.connections++;
    sockets.push(socket);
    socket.on('error', () => {});
  });
  servers.push({ server, sockets });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  seen.port = (server.address() as { port: number }).port;
  return seen;
}

/** A port nothing listens on (taken, then let go). */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** Endpoints at `urls` for one fresh supplier, each with a test delivery queued; answers the log. */
async function queueTests(app: TestApp, urls: string[]) {
  const { token } = await app.userWithToken('supplier');
  for (const url of urls) {
    const created = await app.call('POST', '/api/webhooks', {
      token,
      body: { url, events: ['order_part.created'] },
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    expect((await app.call('POST', `/api/webhooks/${created.data.id}/test`, { token })).status).toBe(202);
  }
  return async () =>
    (await app.call('GET', '/api/webhooks/deliveries', { token })).data as {
      status: string;
      last_error: string | null;
    }[];
}

/** What the log says of a delivery's fate, without which delivery it is. */
const outcome = (d: object | undefined) => {
  const {
    id: _id,
    endpoint_id: _endpoint,
    created_at: _created,
    next_attempt_at: _next,
    ...rest
  } = d as Record<string, unknown>;
  return rest;
};

describe('webhook targets', () => {
  it('in production refuses a name that resolves to this machine, alike for an open and a closed port', async () => {
    t = await createTestApp({}, PRODUCTION_ENV);
    const open = await openPort();
    // The machine's own name ("vm" here) passes the name rules; it resolves to this machine.
    const name = hostname();
    const log = await queueTests(t, [
      `https://${name}:${open.port}/hooks`,
      `https://${name}:${await closedPort()}/hooks`,
    ]);
    const sent = await dispatchDueWebhooks(t.db, t.services.clock.now(), {
      production: true,
      transport: t.services.webhookTransport,
      timeoutMs: 500,
    });
    expect(sent).toBe(2);
    expect(open.connections).toBe(0);
    const [a, b] = await log();
    expect(a!.status).toBe('failed');
    expect(a!.last_error).toBe(
      'Not sent: Webhook URLs must point at a public address, not this machine or a private network.',
    );
    expect(outcome(b)).toEqual(outcome(a));
  });

  it('judges every resolved address: loopback, private, link-local, CGNAT, unique-local, mapped, unspecified', () => {
    for (const address of [
      '127.0.0.1',
      '10.20.30.40',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'not an address',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('records the same error for a silent open port and a closed one', { timeout: 15_000 }, async () => {
    t = await createTestApp();
    const open = await openPort();
    const log = await queueTests(t, [
      `http://127.0.0.1:${open.port}/hooks`,
      `http://127.0.0.1:${await closedPort()}/hooks`,
    ]);
    await dispatchDueWebhooks(t.db, t.services.clock.now(), {
      production: false,
      transport: t.services.webhookTransport,
      timeoutMs: 500,
    });
    const [a, b] = await log();
    expect(outcome(b)).toEqual(outcome(a));
    expect(a).toMatchObject({ status: 'pending', last_error: 'Unreachable: no HTTP answer' });
    expect(open.connections).toBe(1);
  });

  it('connects to the address that was checked, never resolving the name again', async () => {
    receiver = await startReceiver();
    // `.invalid` never resolves: the request can only have gone to the address given.
    const status = await nodeWebhookTransport.post(
      new URL(`http://checked.invalid:${receiver.port}/hooks`),
      [{ address: '127.0.0.1', family: 4 }],
      { headers: { 'content-type': 'application/json' }, body: '{}', signal: AbortSignal.timeout(2000) },
    );
    expect(status).toBe(200);
    expect(receiver.hits).toBe(1);
  });

  it('outside production still delivers to a local receiver named by its host name', async () => {
    t = await createTestApp();
    receiver = await startReceiver();
    const log = await queueTests(t, [`http://localhost:${receiver.port}/hooks`]);
    await dispatchDueWebhooks(t.db, t.services.clock.now(), {
      production: false,
      transport: t.services.webhookTransport,
    });
    expect(receiver.hits).toBe(1);
    expect((await log())[0]).toMatchObject({ status: 'delivered', last_error: null });
  });
});
