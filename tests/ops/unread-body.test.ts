import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

// A real Node server and a keep-alive client: what matters here is what happens to the
// connection after the server answers without reading a request body.

let t: TestApp;
let server: ServerType;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  t.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

function send(
  agent: Agent,
  method: string,
  path: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        // Without content-length the body goes chunked (Transfer-Encoding).
        headers:
          body && !headers['transfer-encoding']
            ? { ...headers, 'content-length': String(body.length) }
            : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            reusedSocket: req.reusedSocket,
          }),
        );
      },
    );
    req.on('error', reject);
    // The server may answer before the body is sent; the client keeps sending regardless.
    if (body) req.write(body, () => req.end());
    else req.end();
  });
}

const BROWSER = { 'user-agent': 'Mozilla/5.0 Chrome/126.0', 'content-type': 'application/json' };
const megabyte = Buffer.alloc(1024 * 1024, 'x');

describe('answering without reading the request body', () => {
  it('a dropped 1 MB tracking body closes the connection cleanly; the next request succeeds', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const dropped = await send(agent, 'POST', '/api/analytics/track', megabyte, BROWSER);
      expect(dropped.status).toBe(204);
      expect(dropped.headers.connection).toBe('close');
      const next = await send(agent, 'GET', '/api/health');
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toEqual({ ok: true });
      expect(next.reusedSocket).toBe(false);
    } finally {
      agent.destroy();
    }
  });

  it('a chunked 1 MB tracking body, read only up to the 8 KB limit, closes the connection too', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const chunked = { ...BROWSER, 'transfer-encoding': 'chunked' };
      const dropped = await send(agent, 'POST', '/api/analytics/track', megabyte, chunked);
      expect(dropped.status).toBe(204);
      expect(dropped.headers.connection).toBe('close');
      expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('a refused oversized REST body (413) closes the connection; the next request succeeds', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.alloc(2 * 1024 * 1024, 'x');
      const refused = await send(agent, 'POST', '/api/auth/login', big, BROWSER);
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect((await send(agent, 'GET', '/api/health')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('a client that sends a whole 10 MB login or register body before reading gets its 413', async () => {
    // Most HTTP libraries write the whole body, then read: closing the socket while bytes still
    // arrive resets it, and such a client sees a broken pipe instead of the answer.
    for (const path of ['/api/auth/login', '/api/auth/register', '/trpc/accounts.login']) {
      const answer = await sendWholeThenRead(path, 10 * 1024 * 1024);
      expect(answer, path).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('"code":"too_large"');
    }
    const chunked = await sendWholeThenRead('/api/auth/login', 10 * 1024 * 1024, true);
    expect(chunked).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('keeps the connection open when the body was read', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.from(JSON.stringify({ email: 'nobody@test.in', password: 'wrong-one' }));
      const read = await send(agent, 'POST', '/api/auth/login', body, BROWSER);
      expect(read.status).toBe(401);
      expect(read.headers.connection).toBe('keep-alive');
      const next = await send(agent, 'GET', '/api/health');
      expect(next.status).toBe(200);
      expect(next.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});

/** Writes the request and its whole body on a raw socket, then reads the answer to the end. */
function sendWholeThenRead(path: string, size: number, chunked = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(Buffer.concat(received).toString()));
    const length = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`;
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${length}\r\n\r\n`,
    );
    if (chunked) socket.write(`${size.toString(16)}\r\n`);
    socket.write(Buffer.alloc(size, 'x'), (error) => {
      if (error) reject(error);
    });
    if (chunked) socket.write('\r\n0\r\n\r\n');
  });
}
