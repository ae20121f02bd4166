/** What other domains may use of payments; everything else in this folder is its own. */
export { handlePaymentWebhook, releaseExpiredOrders } from './payments.ts';
