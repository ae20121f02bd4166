import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real webhook receiver on 127.0.0.1. `answer` decides each reply (default: 200 at once);
 * `silent` accepts requests and never answers. Counts requests, and how many were open at once.
 */
export async function startReceiver() {
  const r = {
    url: '',
    port: 0,
    hits: 0,
    /** The path of each request received, in order. */
    paths: [] as string[],
    open: 0,
    maxOpen: 0,
    answer: ((_req, res) => res.end()) as ((req: IncomingMessage, res: ServerResponse) => void) | 'silent',
    /** Resolves on the next request's arrival. */
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      r.hits++;
      r.paths.push(req.url ?? '');
      r.open++;
      r.maxOpen = Math.max(r.maxOpen, r.open);
      res.on('close', () => r.open--);
      for (const resolve of waiting.splice(0)) resolve();
      if (r.answer !== 'silent') r.answer(req, res);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  r.port = (server.address() as AddressInfo).port;
  r.url = `http://127.0.0.1:${r.port}/hooks`;
  return r;
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
