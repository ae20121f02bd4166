/** What other domains may use of webhooks; everything else in this folder is its own. */
export { dispatchDueWebhooks, emitEvent } from './webhooks.ts';
