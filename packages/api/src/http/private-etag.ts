import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';

/**
 * ETag on staff reads: a client repeating a list call with If-None-Match gets 304 and no body.
 * The answer depends on who asks (city scope), so caches must keep it private and revalidate.
 */
export function privateEtag(): MiddlewareHandler {
  const tag = etag({ weak: true });
  return (c, next) =>
    tag(c, async () => {
      await next();
      if (c.req.method === 'GET' && c.res.ok && !c.res.headers.has('Cache-Control')) {
        c.res.headers.set('Cache-Control', 'private, no-cache');
        c.res.headers.append('Vary', 'Authorization');
      }
    });
}
