import type { SessionUser } from '../accounts/index.ts';
import { isKept } from './kept-answer.ts';
import { Lru } from './lru.ts';

/**
 * Whether a call's answer to this input depends on nothing but the input, the caller's account row
 * and the catalogue version (operations/op.ts `repeatable`): a repeat may then be answered with
 * what the same account was answered last (decision 0132). `input` is the call's input as sent,
 * before its check.
 */
export type Repeatable = (input: unknown, headers: Headers) => boolean;

/** Who is calling, as the request's session read it (trpc.ts `whoCalls`). */
export interface Asker {
  user: SessionUser | null;
  sessionId: string | null;
  catalogVersion: number | null;
}

/** The account row an answer was made for, and its answers by call and input. */
interface Account {
  user: SessionUser;
  answers: Map<string, { version: number; answer: WeakRef<object> }>;
}

const ACCOUNTS = 5000;
const ANSWERS_PER_ACCOUNT = 64;

/**
 * What each signed-in account was last answered by a repeatable read, per catalogue version. A
 * repeat skips tRPC's call chain, the input check and the page lookup: most of a kept catalogue
 * page's CPU, which issue 40 holds to 12 bare hellos. Only answers kept per catalogue version
 * (shared/kept-answer.ts) are held, and weakly: the page stores' bounds still decide what stays in
 * memory. An answer counts only for the same account row (any change to the account, its city or
 * its role, starts afresh) and the version its session read; the access check that let the first
 * call through depends on nothing else.
 */
export class AccountAnswers {
  #accounts = new Lru<string, Account>(ACCOUNTS);

  /**
   * A call's repeat, when `repeatable` says this input may be answered as before and the caller is
   * an account signed in with a session (an API key's calls are checked and counted each time):
   * what it was answered last, if still good, and where to keep this call's answer.
   */
  repeatOf(
    who: Asker,
    repeatable: Repeatable | undefined,
    procedure: string,
    input: unknown,
    headers: Headers,
  ): { answer?: object; keep: (answer: unknown) => void } | null {
    const { user, sessionId, catalogVersion: version } = who;
    if (!user || !sessionId || version === null || !repeatable?.(input, headers)) return null;
    const key = `${procedure}|${JSON.stringify(input)}`;
    return { answer: this.get(user, version, key), keep: (answer) => this.put(user, version, key, answer) };
  }

  private get(user: SessionUser, version: number, key: string): object | undefined {
    const account = this.#accounts.get(user.id);
    if (!account || !sameRow(account.user, user)) return undefined;
    const kept = account.answers.get(key);
    return kept?.version === version ? kept.answer.deref() : undefined;
  }

  private put(user: SessionUser, version: number, key: string, answer: unknown) {
    if (typeof answer !== 'object' || answer === null || !isKept(answer)) return;
    let account = this.#accounts.get(user.id);
    if (!account || !sameRow(account.user, user)) {
      account = { user, answers: new Map() };
      this.#accounts.set(user.id, account);
    }
    account.answers.delete(key);
    account.answers.set(key, { version, answer: new WeakRef(answer) });
    if (account.answers.size > ANSWERS_PER_ACCOUNT)
      account.answers.delete(account.answers.keys().next().value as string);
  }
}

/** The account row unchanged, column by column (a JSON column, its permissions, by its text). */
function sameRow(a: SessionUser, b: SessionUser) {
  for (const k in b) {
    const was = a[k as keyof SessionUser];
    const is = b[k as keyof SessionUser];
    if (was !== is && (typeof is !== 'object' || JSON.stringify(was) !== JSON.stringify(is))) return false;
  }
  return true;
}
