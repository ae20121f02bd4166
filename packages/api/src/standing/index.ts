/** What other domains may use of standing; everything else in this folder is its own. */
export { runStandingOrders } from './run.ts';
export { holderSkipsDate } from './run-edits.ts';
