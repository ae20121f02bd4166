import type { MiddlewareHandler } from 'hono';

/** What `@hono/node-server` hands the app as `c.env`; absent on Workers. */
interface NodeEnv {
  incoming?: { httpVersionMajor?: number; readableEnded?: boolean };
}

/**
 * An answer sent before the whole request body was read (a dropped tracking beacon, a 413 from
 * the Content-Length alone, a 401 before an upload is parsed) says `Connection: close`.
 *
 * Otherwise the Node server answers `keep-alive`, then drains the unread bytes for at most
 * 500 ms and destroys the socket, and a keep-alive client's next request on that connection
 * fails with a socket error. With `Connection: close`, Node closes the connection after the
 * answer and the client opens a new one.
 *
 * Whether the body was read to its end is asked of Node's request stream: `Request.bodyUsed`
 * is true after a partial read (a chunked body refused at the size limit), and false on the
 * copy `bodyLimit` makes of a body it has read whole. Only Node's HTTP/1 connections are
 * concerned: HTTP/2 forbids the header and on Workers the platform owns the connection.
 */
export function closeWhenBodyUnread(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as NodeEnv | undefined)?.incoming;
    if (incoming?.httpVersionMajor !== 1 || incoming.readableEnded) return;
    const headers = c.req.raw.headers;
    if (headers.has('transfer-encoding') || Number(headers.get('content-length') ?? 0) > 0)
      c.header('Connection', 'close');
  };
}
