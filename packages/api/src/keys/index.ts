/** What other modules may use of API keys; everything else in this folder is its own. */
export { isApiKey, revokeKeysOf, validateApiKey } from './keys.ts';
export { keyRefusal } from './refusal.ts';
export type { KeyScope } from './scopes.ts';
