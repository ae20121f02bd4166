import { type Message, msg } from '../messages/index.ts';
import { KEY_SCOPE_OF } from './scopes.ts';

/**
 * Why a key may not make this call, or null when it may: a catalogue message in the caller's
 * language (decision 0081). Server-only: scopes.ts stays plain data the SPA imports.
 */
export function keyRefusal(path: string, scopes: readonly string[]): Message | null {
  const need = KEY_SCOPE_OF[path];
  if (!need) return msg('error.keys.callNotAllowed');
  if (need !== 'any' && !scopes.includes(need)) return msg('error.keys.missingScope', { scope: need });
  return null;
}
