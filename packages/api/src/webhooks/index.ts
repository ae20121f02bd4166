/** What other domains may use of webhooks; everything else in this folder is its own. */
export { type DispatchOptions, dispatchDueWebhooks } from './dispatch.ts';
export { fetchWebhookTransport } from './send.ts';
export { activeEndpoints, emitEvent, eventInsert, pauseWebhooksOf } from './webhooks.ts';
