import { CLAIM_STATUSES } from '@app/api/enums';
import { isoDate, oneOf, pageNumber, searchSchema } from './list-search.ts';

/** The claims lists' address (supplier's and staff's): status, filing dates, page. */
export const claimSearch = searchSchema({
  status: oneOf(CLAIM_STATUSES),
  from: isoDate,
  to: isoDate,
  page: pageNumber,
});
