import type { KeyScope } from '../keys/scopes.ts';
import type { RestAccess, RestSpec } from '../rest/route.ts';
import type { Repeatable } from '../shared/account-answers.ts';

/** Who may call an operation: the middleware that enforces it, and how the document says it. */
export interface AccessDoc {
  /** The REST table's access level (the contract tests refuse callers by it). */
  rest: RestAccess;
  /** The sentence the API reference prints. */
  text: string;
}

/**
 * What an operation declares besides its input, output and logic (operations/op.ts): read by the
 * key-scope check (trpc.ts), the REST routes and the OpenAPI document (rest/), and the tests.
 */
export interface OpMeta {
  access: AccessDoc;
  /** The scope an API key needs; `any` = any key of the account; absent = no key may call it. */
  keyScope?: KeyScope | 'any';
  /** The spec's REST call answered by this operation, if any. */
  rest?: RestSpec;
  /** A PDF, export or bulk upload: alone per request, limited per account and per process (heavy.ts). */
  heavy?: true;
  /** Buys for an outlet (the `buyer` rule): its reach is read with the session (trpc.ts). */
  buys?: true;
  /** A read an account may be answered again without the call (shared/account-answers.ts). */
  repeatable?: Repeatable;
}

/** Whether a tRPC request has a call that buys for an outlet (its procedures, as tRPC found them). */
export const buysIn = (calls: readonly { procedure: { _def: { meta?: unknown } } | null }[]) =>
  calls.some((c) => (c.procedure?._def.meta as OpMeta | undefined)?.buys === true);
