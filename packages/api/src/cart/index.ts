/** What other domains may use of cart; everything else in this folder is its own. */
export { type CartLine, cartLines, pricedLines } from './cart.ts';
export { issueCode, lineIssue, measureRefusal } from './line-issue.ts';
export { atPrice } from './line-price.ts';
export { listingColumns, stepColumns, termsIn } from './listing-columns.ts';
export { pruneCartAddKeys } from './writes.ts';
