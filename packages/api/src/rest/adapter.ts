import { decodeBase64 } from '@oslojs/encoding';
import type { AnyRouter } from '@trpc/server';
import type { Hono, Context as HonoContext } from 'hono';
import { AppError, fail } from '../errors.ts';
import { limitBody } from '../http/body-limit.ts';
import { toErrorResponse } from '../http/error-body.ts';
import { jsonAnswer, privateEtag } from '../http/private-etag.ts';
import { answerLanguage, type Language, msg, render } from '../messages/index.ts';
import type { AccountAnswers, Asker } from '../shared/account-answers.ts';
import type { FileAnswer, RestRequest, RestRoute } from './route.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

/** Who calls (read once per request), and the procedures to call as them, made when needed. */
export type CallOf = (c: HonoContext, route: RestRoute) => Promise<{ who: Asker; caller: () => Caller }>;
type Caller = Record<string, unknown>;
type OnError = (c: HonoContext, e: unknown, preferred?: Language) => Response;

/** Mounts each REST route on `app`: parse, call the same procedure the SPA calls, answer. */
export function mountRest(
  app: Hono,
  routes: RestRoute[],
  callOf: CallOf,
  repeats: AccountAnswers,
  onError: OnError,
) {
  for (const route of mostSpecificFirst(routes)) {
    const limit = limitBody(route.multipart ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT);
    const cache = route.etag ? [privateEtag()] : [];
    app.on(route.method, `/api${route.path}`, limit, ...cache, async (c) => {
      // The account's language, for answers to a request that names none (Accept-Language).
      let preferred: Language | undefined;
      try {
        // Who is calling is settled before any body is read: an anonymous caller never gets a
        // 12 MB upload parsed on its behalf.
        const { caller, who } = await callOf(c, route);
        preferred = who.user?.preferredLanguage;
        if (route.access !== 'public' && !who.user) throw fail.unauthenticated();
        const req = await readRequest(c, route, requestLanguage(c, preferred));
        if (req instanceof Response) return req;
        const input = route.input ? route.input(req) : { ...req.body, ...req.params };
        const repeat = repeats.repeatOf(who, route.repeatable, route.procedure, input, req.headers);
        if (repeat?.answer) return jsonAnswer(c, repeat.answer, route.status ?? 200);
        const fn = route.procedure.split('.').reduce<unknown>((o, k) => (o as Caller)?.[k], caller());
        if (typeof fn !== 'function') throw new Error(`No procedure ${route.procedure}`);
        const answer = await (fn as (i: unknown) => Promise<unknown>)(input);
        repeat?.keep(answer);
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
        return onError(c, e, preferred);
      }
    });
  }
}

/**
 * Hono tries matching routes in the order they were added: `/admin/products/pending` goes before
 * `/admin/products/:id`, whatever order the operations are declared in.
 */
function mostSpecificFirst(routes: RestRoute[]) {
  const shape = (path: string) =>
    path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '1' : '0'))
      .join('');
  return [...routes].sort((a, b) =>
    shape(a.path) < shape(b.path) ? -1 : shape(a.path) > shape(b.path) ? 1 : 0,
  );
}

async function readRequest(
  c: HonoContext,
  route: RestRoute,
  language: Language,
): Promise<RestRequest | Response> {
  const bad = (status: 400 | 415, code: string, key: BadKey) =>
    c.json({ detail: render(language, msg(key)), code }, status);
  const params = c.req.param() as Record<string, string>;
  const query = c.req.query();
  const headers = c.req.raw.headers;
  if (route.method === 'GET' || route.method === 'DELETE') return { headers, params, query, body: {} };
  const type = c.req.header('content-type') ?? '';
  if (route.multipart) {
    if (!type.includes('multipart/form-data')) return bad(415, 'unsupported_type', 'error.multipartOnly');
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof File)) return bad(400, 'invalid_input', 'error.selectFile');
    // The form's text fields (a proof photo's recipient name) travel with the file.
    const body = Object.fromEntries([...form!.entries()].filter(([, v]) => typeof v === 'string'));
    return { headers, params, query, body, file };
  }
  const raw = await c.req.text();
  if (!raw.trim()) return { headers, params, query, body: {} };
  try {
    const parsed = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      return bad(400, 'invalid_input', 'error.jsonObject');
    }
    return { headers, params, query, body: parsed as Record<string, unknown> };
  } catch {
    return bad(400, 'invalid_json', 'error.invalidJson');
  }
}

/** The language of an answer to this request (messages/index.ts `answerLanguage`). */
export const requestLanguage = (c: HonoContext, preferred?: Language) =>
  answerLanguage(c.req.header('accept-language'), preferred);

type BadKey = 'error.multipartOnly' | 'error.selectFile' | 'error.jsonObject' | 'error.invalidJson';

export function errorResponse(c: HonoContext, e: unknown, preferred?: Language): Response {
  const { status, body, retryAfter } = toErrorResponse(e, requestLanguage(c, preferred));
  // Deliberate 5xx (busy, a dependency down) are answered as such; anything else is a bug to log.
  if (status >= 500 && !(e instanceof AppError))
    console.error('Unhandled error', c.req.method, c.req.path, e);
  if (retryAfter) c.header('Retry-After', String(retryAfter));
  return c.json(body, status as 400);
}

export type { AnyRouter };
