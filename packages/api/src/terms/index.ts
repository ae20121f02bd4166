/** What other domains may use of terms; everything else in this folder is its own. */

export { supplierSubtotals, supplierSummaries, termsOf } from './cart-terms.ts';
export { type MinimumCharge, minimumCharges } from './charges.ts';
export { dayRefusal, daysAhead, EVERY_DAY, firstDeliveryDay, minimumRefusal } from './rules.ts';
