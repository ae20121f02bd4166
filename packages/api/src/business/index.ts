/** What other domains may use of businesses; everything else in this folder is its own. */
export { ensureOwnBusiness, orderingOutlet, ownerOf } from './membership.ts';
export {
  type Buying,
  buyingFor,
  catalogueBuyer,
  OUTLET_HEADER,
  orderInReach,
  outletReach,
  type Reach,
  seesOrder,
} from './ordering.ts';
export { businessOutlets, narrowedTo, type ReportReach, reportReach } from './reports.ts';
