// Node only (tests, bench): an HTTP proxy in front of sqld that adds a delay each way, as a Turso
// replica some distance away would, and counts the database round trips the Worker makes.
// Control: GET /__proxy/stats (and reset), PUT /__proxy/latency?ms=N. Everything else goes to sqld.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';

export interface RoundTrips {
  /** Requests to the database (each Hrana pipeline is one). */
  total: number;
  /** Round trips one after another: requests in flight together count once. */
  sequential: number;
}

export interface LatencyProxy {
  url: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startLatencyProxy(o: { target: string; port: number; latencyMs?: number }) {
  const target = new URL(o.target);
  let latencyMs = o.latencyMs ?? 0;
  let trips: { start: number; end: number }[] = [];

  const stats = (): RoundTrips => {
    // Sorted by start: a request that begins after every earlier one has answered is a new round.
    const sorted = [...trips].sort((a, b) => a.start - b.start);
    let sequential = 0;
    let frontier = Number.NEGATIVE_INFINITY;
    for (const t of sorted) {
      if (t.start >= frontier) sequential++;
      frontier = Math.max(frontier, t.end);
    }
    return { total: trips.length, sequential };
  };

  const control = (req: IncomingMessage, res: ServerResponse, path: URL) => {
    if (path.pathname === '/__proxy/latency' && req.method === 'PUT') {
      latencyMs = Number(path.searchParams.get('ms') ?? 0);
    } else if (path.pathname === '/__proxy/stats') {
      const answer = stats();
      if (path.searchParams.has('reset')) trips = [];
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ...answer, latency_ms: latencyMs }));
      return;
    }
    res.end('{}');
  };

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://proxy');
    if (path.pathname.startsWith('/__proxy/')) return control(req, res, path);
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const trip = { start: performance.now(), end: Number.POSITIVE_INFINITY };
    trips.push(trip);
    await sleep(latencyMs);
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      async (answer) => {
        const body: Buffer[] = [];
        for await (const c of answer) body.push(c as Buffer);
        await sleep(latencyMs);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.end(Buffer.concat(body));
        trip.end = performance.now();
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
      trip.end = performance.now();
    });
    upstream.end(Buffer.concat(chunks));
  });
  await new Promise<void>((resolve) => server.listen(o.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${o.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies LatencyProxy;
}
