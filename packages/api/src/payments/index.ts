/** What other domains may use of payments; everything else in this folder is its own. */
export { handlePaymentWebhook, onlineProvider, releaseExpiredOrders } from './payments.ts';
export { choosePayments } from './provider.ts';
