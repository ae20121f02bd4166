import type { AnyRouter } from '@trpc/server';
import type { Context, MiddlewareHandler } from 'hono';
import type { OpMeta } from '../operations/meta.ts';
import type { AccountAnswers, Asker } from '../shared/account-answers.ts';
import { envelopedOnce, isCheckedOnce, serializedOnce } from '../shared/kept-answer.ts';
import { textAnswer } from './private-etag.ts';

type Caller = Record<string, unknown>;
const UNREADABLE = Symbol('unreadable');

/**
 * The catalogue's reads as the SPA asks for them (a GET to /trpc, alone or a batch of one), answered
 * with the text their kept answer was serialised to once (shared/kept-answer.ts): tRPC turned the
 * same 35-120 KB into JSON on every request, most of the request's CPU (issue 24). The procedure is
 * called as tRPC calls it: the same context, input check, access rules and output check; an
 * account's repeat of a repeatable read is answered as before (shared/account-answers.ts). Anything
 * else (another path, several calls, input that is not JSON, an error to answer) goes on to tRPC,
 * which answers it as always: a read that failed is simply asked again there.
 */
export function keptQueries(
  router: AnyRouter,
  callOf: (c: Context) => Promise<{ who: Asker; caller: () => Caller }>,
  repeats: AccountAnswers,
): MiddlewareHandler {
  const paths = keptQueryPaths(router);
  const procedures = router._def.procedures as Record<string, { _def: { meta?: OpMeta } }>;
  return async (c, next) => {
    const path = c.req.path.slice('/trpc/'.length);
    // `trpc-accept` asks for tRPC's streamed format, which only tRPC writes.
    if (c.req.method !== 'GET' || !paths.has(path) || c.req.header('trpc-accept')) return next();
    const batch = c.req.query('batch') === '1';
    const input = inputOf(c.req.query('input'), batch);
    if (input === UNREADABLE) return next();
    let answer: unknown;
    try {
      const { who, caller } = await callOf(c);
      const repeatable = procedures[path]?._def.meta?.repeatable;
      const repeat = repeats.repeatOf(who, repeatable, path, input, c.req.raw.headers);
      answer = repeat?.answer;
      if (!answer) {
        const procedure = path.split('.').reduce<unknown>((o, k) => (o as Caller)[k], caller());
        answer = await (procedure as (i: unknown) => Promise<unknown>)(input);
        repeat?.keep(answer);
      }
    } catch {
      return next();
    }
    return textAnswer(c, envelopedOnce(serializedOnce(answer), batch), 200, { Vary: 'trpc-accept, accept' });
  };
}

/** The queries whose output is a `checkedOnce` (shared/kept-answer.ts): the reads that keep answers. */
export function keptQueryPaths(router: AnyRouter): ReadonlySet<string> {
  const procedures = router._def.procedures as Record<string, { _def: { type: string; output?: unknown } }>;
  return new Set(
    Object.entries(procedures)
      .filter(([, p]) => p._def.type === 'query' && isCheckedOnce(p._def.output))
      .map(([path]) => path),
  );
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
