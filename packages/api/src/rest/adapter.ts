import { decodeBase64 } from '@oslojs/encoding';
import type { AnyRouter } from '@trpc/server';
import type { Hono, Context as HonoContext } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, fail } from '../errors.ts';
import { toErrorResponse } from '../http/error-body.ts';
import { jsonAnswer, privateEtag } from '../http/private-etag.ts';
import type { FileAnswer, RestRequest, RestRoute } from './route.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

type CallerFor = (c: HonoContext) => Promise<{ caller: Record<string, unknown>; signedIn: boolean }>;

/** Mounts each REST route on `app`: parse, call the same procedure the SPA calls, answer. */
export function mountRest(
  app: Hono,
  routes: RestRoute[],
  callerFor: CallerFor,
  onError: (c: HonoContext, e: unknown) => Response,
) {
  for (const route of routes) {
    const limit = bodyLimit({
      maxSize: route.multipart ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT,
      onError: (c) => c.json({ detail: 'The request body is too large.', code: 'too_large' }, 413),
    });
    const cache = route.etag ? [privateEtag()] : [];
    app.on(route.method, `/api${route.path}`, limit, ...cache, async (c) => {
      try {
        // Who is calling is settled before any body is read: an anonymous caller never gets a
        // 12 MB upload parsed on its behalf.
        const { caller, signedIn } = await callerFor(c);
        if (route.access !== 'public' && !signedIn) throw fail.unauthenticated();
        const req = await readRequest(c, route);
        if (req instanceof Response) return req;
        const fn = route.procedure
          .split('.')
          .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], caller);
        if (typeof fn !== 'function') throw new Error(`No procedure ${route.procedure}`);
        const input = route.input ? route.input(req) : { ...req.body, ...req.params };
        const answer = await (fn as (i: unknown) => Promise<unknown>)(input);
        if (route.respond === 'file') {
          const f = answer as FileAnswer;
          return new Response(decodeBase64(f.base64) as BodyInit, {
            headers: {
              'Content-Type': f.contentType,
              'Content-Disposition': `attachment; filename="${f.filename.replace(/[^\w.-]/g, '_')}"`,
              'Cache-Control': 'private, no-store',
            },
          });
        }
        return jsonAnswer(c, answer ?? { ok: true }, route.status ?? 200);
      } catch (e) {
        return onError(c, e);
      }
    });
  }
}

async function readRequest(c: HonoContext, route: RestRoute): Promise<RestRequest | Response> {
  const params = c.req.param() as Record<string, string>;
  const query = c.req.query();
  const headers = c.req.raw.headers;
  if (route.method === 'GET' || route.method === 'DELETE') return { headers, params, query, body: {} };
  const type = c.req.header('content-type') ?? '';
  if (route.multipart) {
    if (!type.includes('multipart/form-data'))
      return bad(c, 415, 'unsupported_type', 'Send the file as multipart/form-data in the field "file".');
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof File)) return bad(c, 400, 'invalid_input', 'Please select a file to upload.');
    // The form's text fields (a proof photo's recipient name) travel with the file.
    const body = Object.fromEntries([...form!.entries()].filter(([, v]) => typeof v === 'string'));
    return { headers, params, query, body, file };
  }
  const raw = await c.req.text();
  if (!raw.trim()) return { headers, params, query, body: {} };
  try {
    const parsed = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return bad(c, 400, 'invalid_input', 'The request body must be a JSON object.');
    }
    return { headers, params, query, body: parsed as Record<string, unknown> };
  } catch {
    return bad(c, 400, 'invalid_json', 'The request body is not valid JSON.');
  }
}

const bad = (c: HonoContext, status: 400 | 415, code: string, detail: string) =>
  c.json({ detail, code }, status);

export function errorResponse(c: HonoContext, e: unknown): Response {
  const { status, body, retryAfter } = toErrorResponse(e);
  // Deliberate 5xx (busy, a dependency down) are answered as such; anything else is a bug to log.
  if (status >= 500 && !(e instanceof AppError))
    console.error('Unhandled error', c.req.method, c.req.path, e);
  if (retryAfter) c.header('Retry-After', String(retryAfter));
  return c.json(body, status as 400);
}

export type { AnyRouter };
