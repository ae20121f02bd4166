/** What other modules may use of API keys; everything else in this folder is its own. */
export { isApiKey, validateApiKey } from './keys.ts';
export { keyRefusal } from './scopes.ts';
