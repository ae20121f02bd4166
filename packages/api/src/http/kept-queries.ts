import type { Context, MiddlewareHandler } from 'hono';
import { envelopedOnce, serializedOnce } from '../shared/kept-answer.ts';
import { textAnswer } from './private-etag.ts';

type Caller = Record<string, unknown>;
const UNREADABLE = Symbol('unreadable');

/**
 * The catalogue's reads as the SPA asks for them (a GET to /trpc, alone or a batch of one), answered
 * with the text their kept answer was serialised to once (shared/kept-answer.ts): tRPC turned the
 * same 35-120 KB into JSON on every request, most of the request's CPU (issue 24). The procedure is
 * called as tRPC calls it: the same context, input check, access rules and output check. Anything
 * else (another path, several calls, input that is not JSON, an error to answer) goes on to tRPC,
 * which answers it as always: a read that failed is simply asked again there.
 */
export function keptQueries(
  paths: ReadonlySet<string>,
  callerFor: (c: Context) => Promise<Caller>,
): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path.slice('/trpc/'.length);
    if (c.req.method !== 'GET' || !paths.has(path)) return next();
    const batch = c.req.query('batch') === '1';
    const input = inputOf(c.req.query('input'), batch);
    if (input === UNREADABLE) return next();
    let answer: unknown;
    try {
      const procedure = path.split('.').reduce<unknown>((o, k) => (o as Caller)[k], await callerFor(c));
      answer = await (procedure as (i: unknown) => Promise<unknown>)(input);
    } catch {
      return next();
    }
    return textAnswer(c, envelopedOnce(serializedOnce(answer), batch), 200, { Vary: 'trpc-accept, accept' });
  };
}

/** tRPC's GET input: JSON in `input`, under "0" for a batch of one. */
function inputOf(raw: string | undefined, batch: boolean): unknown {
  if (raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!batch) return parsed;
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)['0']
      : UNREADABLE;
  } catch {
    return UNREADABLE;
  }
}
