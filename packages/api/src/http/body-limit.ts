import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { answerLanguage, msg, render } from '../messages/index.ts';

type TooLarge = (c: Context) => Response | Promise<Response>;

/**
 * hono's bodyLimit, deciding from Content-Length without asking for the body when the request
 * says its size (the HTTP parser reads no more than that): bodyLimit asks every request for
 * `Request.body`, and on Node that turns the server's direct read of the body into a fetch
 * Request read back through a web stream, a tenth of a cart add's CPU (decision 0134). A body
 * sent in chunks is counted by bodyLimit as it arrives.
 */
export function sizeLimit(maxSize: number, onError: TooLarge): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    return Number(length) > maxSize ? Promise.resolve(onError(c)) : next();
  };
}

/**
 * The limit for the API's requests that may carry a body, answering 413 in the caller's language.
 * A GET or HEAD is let through untouched (decision 0085).
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  const limit = sizeLimit(maxSize, (c) =>
    c.json(
      {
        detail: render(answerLanguage(c.req.header('accept-language')), msg('error.bodyTooLarge')),
        code: 'too_large',
      },
      413,
    ),
  );
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}

/** The limit for a provider's webhook: machines are answered in English. */
export const webhookLimit = (maxSize: number) =>
  sizeLimit(maxSize, (c) => c.json({ detail: 'The request body is too large.', code: 'too_large' }, 413));
