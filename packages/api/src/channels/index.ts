/** What other domains and the runtime entries may use of channels; everything else is its own. */
export { queueClaimUpdated } from './claim-status.ts';
export { deepLinkPath, LINK_PATH } from './deep-links.ts';
export { mailChannel } from './email.ts';
export { CHANNEL_EVENTS, type ChannelEvent } from './events.ts';
export { createChannels, DEMO_SMS, DEMO_WHATSAPP, smsSender, whatsAppSender } from './providers.ts';
export { channelMessagesInsert, firstSendAt, queueChannelMessages } from './queue.ts';
export { recordSmsReceipts, recordWhatsAppStatuses, sameSecret, whatsAppSignatureValid } from './receipts.ts';
export { actOnWhatsAppReplies, type ReplyActions } from './replies.ts';
export { sendDueMessages } from './send.ts';
