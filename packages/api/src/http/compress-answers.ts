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

/**
 * Gzip for API answers on Node (Cloudflare compresses the Worker's at its edge). A kept catalogue
 * answer's gzip is made once per catalogue version, beside its JSON and ETag (shared/kept-answer.ts):
 * compressing the same 35 KB on every request doubled a kept page's CPU. Every other answer goes
 * through hono/compress as before.
 */
export function compressAnswers(): MiddlewareHandler {
  const each = compress();
  return (c, next) =>
    each(c, async () => {
      await next();
      const kept = answerOf(c);
      const res = c.res;
      // Never `res.body`: asking for it turns Node's light answer into a stream read back chunk by chunk.
      if (!kept?.kept || res.status !== 200 || res.headers.has('Content-Encoding')) return;
      const vary = res.headers.get('Vary');
      if (!vary?.toLowerCase().includes('accept-encoding'))
        res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
      const bytes = await gzipOnce(kept);
      const headers = new Headers(res.headers);
      headers.set('Content-Encoding', 'gzip');
      headers.set('Content-Length', String(bytes.byteLength));
      c.res = new Response(bytes, { status: res.status, headers });
    });
}
