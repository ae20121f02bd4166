import type { Database } from '@app/db';
import type { SessionUser } from '../accounts/index.ts';
import { catalogueBuyer, OUTLET_HEADER } from '../business/index.ts';

type Caller = {
  db: Database;
  user: SessionUser;
  req: { headers: Headers };
  clock: { now(): number };
};

/** The city (and buyer, for its prices) of the outlet ordering (X-Outlet, decision 0112), else the account's. */
export const outletBuyer = (ctx: Caller) =>
  catalogueBuyer(ctx.db, ctx.user, ctx.req.headers.get(OUTLET_HEADER), ctx.clock.now());
