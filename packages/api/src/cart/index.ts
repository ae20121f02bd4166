/** What other domains may use of cart; everything else in this folder is its own. */
export { type CartLine, cartLines, lineIssue, measureRefusal, pricedLines } from './cart.ts';
