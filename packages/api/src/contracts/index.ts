/** What other parts of the API may use of contract prices; everything else in this folder is its own. */
export { noticeEndingPrices } from './notices.ts';
