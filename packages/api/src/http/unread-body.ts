import type { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';

/** What `@hono/node-server` hands the app as `c.env`; absent on Workers. */
interface NodeEnv {
  incoming?: Readable & { httpVersionMajor?: number };
}

/** How much of an unread body is read and dropped before answering, and for how long at most. */
const LINGER_BYTES = 16 * 1024 * 1024;
const LINGER_MS = 10_000;

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
 *
 * Before the answer goes, the rest of the body (up to 16 MB, for 10 s at most) is read and
 * dropped: closing a connection with bytes still arriving resets it, and a client that sends its
 * whole body before reading (most HTTP libraries) then gets a broken pipe instead of the 413 or
 * 401 it was answered (a lingering close, as web servers do).
 */
export function closeWhenBodyUnread(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as NodeEnv | undefined)?.incoming;
    if (incoming?.httpVersionMajor !== 1 || incoming.readableEnded) return;
    const headers = c.req.raw.headers;
    if (headers.has('transfer-encoding') || Number(headers.get('content-length') ?? 0) > 0) {
      c.header('Connection', 'close');
      const body = c.req.raw.body;
      await (body && !body.locked ? dropStream(body) : dropRest(incoming));
    }
  };
}

/**
 * Reads and drops what is left of the request's web body, up to LINGER_BYTES or LINGER_MS. Once
 * anything asked for `Request.body`, Node's stream feeds that web stream and pauses whenever its
 * queue is full, so the drop must read from it.
 */
async function dropStream(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  const timer = setTimeout(() => void reader.cancel().catch(() => {}), LINGER_MS);
  try {
    let seen = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.length;
      if (seen > LINGER_BYTES) return;
    }
  } catch {
    // The client went away or the time ran out: nothing is left to answer.
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}

/**
 * Reads and drops what is left of `incoming`, up to LINGER_BYTES or LINGER_MS. A web stream made
 * of it earlier and left locked (a reader that stopped at the size limit) pauses it on each
 * chunk, so each chunk resumes it.
 */
function dropRest(incoming: Readable): Promise<void> {
  if (incoming.destroyed || incoming.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      incoming.off('data', count).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > LINGER_BYTES) done();
      else if (incoming.isPaused()) incoming.resume();
    };
    const timer = setTimeout(done, LINGER_MS);
    incoming.on('data', count).once('end', done).once('close', done).once('error', done);
    incoming.resume();
  });
}
