/** What other domains (and the composition root) may use of delivery; everything else here is its own. */
export { endDeliveryWithOrder } from './lifecycle.ts';
