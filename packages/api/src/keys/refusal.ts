import { type Message, msg } from '../messages/index.ts';
import type { KeyScope } from './scopes.ts';

/**
 * Why a key may not make a call needing `need` (its operation's keyScope), or null when it may: a
 * catalogue message in the caller's language (decision 0081). Server-only: scopes.ts stays plain
 * data the SPA imports.
 */
export function keyRefusal(need: KeyScope | 'any' | undefined, scopes: readonly string[]): Message | null {
  if (!need) return msg('error.keys.callNotAllowed');
  if (need !== 'any' && !scopes.includes(need)) return msg('error.keys.missingScope', { scope: need });
  return null;
}
