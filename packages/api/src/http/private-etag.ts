import type { Context, MiddlewareHandler } from 'hono';
import { bodyOf, type Serialized, serializedOnce } from '../shared/kept-answer.ts';

const BODY = 'privateEtagBody';

/**
 * A JSON answer whose text the ETag middleware can hash without reading the response stream
 * back (that read was most of the middleware's cost). A kept answer's text and tag are made once.
 */
export const jsonAnswer = (c: Context, value: unknown, status: number) =>
  textAnswer(c, serializedOnce(value), status);

/** An answer already serialised (a kept one, or one in tRPC's envelope: http/kept-queries.ts). */
export function textAnswer(
  c: Context,
  answer: Serialized,
  status: number,
  headers: Record<string, string> = {},
) {
  c.set(BODY as never, answer as never);
  return c.body(bodyOf(answer), status as 200, { 'Content-Type': 'application/json', ...headers });
}

/** The JSON answer jsonAnswer made for this request, if any. */
export const answerOf = (c: Context) => c.get(BODY as never) as Serialized | undefined;

/**
 * ETag on list reads: a client repeating a call with If-None-Match gets 304 and no body.
 * The answer depends on who asks (city scope, own orders), so caches must keep it private and
 * revalidate. The tag is a weak validator, so a fast 53-bit string hash computed in place is
 * enough; hono/etag's clone plus asynchronous SHA-1 cost a tenth of a catalogue request's CPU.
 */
export function privateEtag(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method !== 'GET' || res.status !== 200) return;
    const json = answerOf(c);
    // Files (PDF, XLSX) are sent uncached; reading them as text would also corrupt their bytes.
    if (json === undefined && !res.headers.get('Content-Type')?.includes('json')) return;
    const body = json?.text ?? (await res.text());
    const tag = json?.tag ?? `W/"${hash53(body).toString(36)}-${body.length.toString(36)}"`;
    if (json) json.tag = tag;
    const headers = res.headers;
    headers.set('ETag', tag);
    if (!headers.has('Cache-Control')) {
      headers.set('Cache-Control', 'private, no-cache');
      headers.append('Vary', 'Authorization');
    }
    const matches = (c.req.header('If-None-Match') ?? '')
      .split(',')
      .some((t) => t.trim() === tag || t.trim() === tag.slice(2));
    // Hono's setter carries the headers over (all but Content-Type, which a 304 must not have).
    if (matches) c.res = new Response(null, { status: 304 });
    // A body read back above is spent: it is sent anew. A jsonAnswer's was never read, and a
    // second Response per request was a few per cent of a catalogue page's CPU.
    else if (json === undefined) c.res = new Response(body, res);
  };
}

/** cyrb53 (public domain): two multiplicative 32-bit lanes combined into 53 bits. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
