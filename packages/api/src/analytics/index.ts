/** What other domains may use of analytics; everything else in this folder is its own. */
export { isRevenueOrder } from './revenue.ts';
export { pageViewRecord } from './schemas.ts';
