/** What other domains and the runtime entries may use of channels; everything else is its own. */

export { mountDemoChannels } from './demo-fakes.ts';
export { CHANNEL_EVENTS, type ChannelEvent } from './events.ts';
export { createChannels, smsSender, whatsAppSender } from './providers.ts';
export { queueChannelMessages } from './queue.ts';
export { sendDueMessages } from './send.ts';
export { mountChannelWebhooks } from './webhook.ts';
