/** What other domains may use of approvals and budgets; everything else in this folder is its own. */
export { approvalRequired, checkoutForOutlet, placeOrRequest } from './checkout.ts';
export { approveRequest, lapseRequests } from './requests.ts';
