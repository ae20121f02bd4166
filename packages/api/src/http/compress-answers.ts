import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { parseAccept } from 'hono/utils/accept';
import { gzipOnce } from '../shared/kept-answer.ts';
import { answerOf } from './private-etag.ts';

/** Whether an Accept-Encoding header admits gzip (by name or `*`, with a weight above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  const accepts = parseAccept(header ?? '');
  const named = accepts.find((a) => a.type.toLowerCase() === 'gzip') ?? accepts.find((a) => a.type === '*');
  // The weight as written: parseAccept reads one it cannot parse as 1, and an unreadable weight
  // admits nothing.
  return named !== undefined && Number(named.params.q ?? 1) > 0;
}

/** Gzips bytes at once, on the calling thread (node:zlib `gzipSync` on Node). */
export type GzipSync = (bytes: Uint8Array) => Uint8Array;

/** Below this an answer is sent as it is: gzip's header and the work are worth no more (hono's default). */
const THRESHOLD = 1024;
const utf8 = new TextEncoder();

/**
 * Gzip for API answers on Node (Cloudflare compresses the Worker's at its edge). A kept catalogue
 * answer's gzip is made once per catalogue version, beside its JSON and ETag (shared/kept-answer.ts):
 * compressing the same 35 KB on every request doubled a kept page's CPU. Any other JSON answer
 * whose text is known (http/private-etag.ts `jsonAnswer`) is gzipped in one call when `gzip` is
 * given: through a CompressionStream it cost cart adds and checkouts a tenth of their CPU, and its
 * streamed answer a write of its own for the headers (decision 0130). Every other answer goes
 * through hono/compress as before.
 */
export function compressAnswers(gzip?: GzipSync): MiddlewareHandler {
  const each = compress({ threshold: THRESHOLD });
  return (c, next) =>
    each(c, async () => {
      await next();
      const answer = answerOf(c);
      const res = c.res;
      // Never `res.body`: asking for it turns Node's light answer into a stream read back chunk by chunk.
      if (!answer || res.status < 200 || res.status >= 300 || res.status === 204) return;
      if (res.headers.has('Content-Encoding') || (!answer.kept && !gzip)) return;
      const vary = res.headers.get('Vary');
      if (!vary?.toLowerCase().includes('accept-encoding'))
        res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
      if (answer.kept && answer.text.length >= THRESHOLD) {
        c.res = gzipped(res, await gzipOnce(answer));
        return;
      }
      const bytes = utf8.encode(answer.text);
      // Sent as it is: hono/compress leaves an answer of known length under its threshold.
      if (bytes.byteLength < THRESHOLD) res.headers.set('Content-Length', String(bytes.byteLength));
      else c.res = gzipped(res, answer.kept ? await gzipOnce(answer) : gzip!(bytes));
    });
}

function gzipped(res: Response, bytes: ArrayBuffer | Uint8Array) {
  const headers = new Headers(res.headers);
  headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(bytes.byteLength));
  return new Response(bytes as BodyInit, { status: res.status, headers });
}
