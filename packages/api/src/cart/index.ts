/** What other domains may use of cart; everything else in this folder is its own. */
export { type CartLine, cartLines, pricedLines } from './cart.ts';
export { issueCode, lineIssue, measureRefusal } from './line-issue.ts';
