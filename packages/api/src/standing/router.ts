import type { Buying } from '../business/index.ts';
import { buyer, op } from '../operations/op.ts';
import { onlineProvider } from '../payments/index.ts';
import { bool } from '../rest/route.ts';
import {
  createStanding,
  getStanding,
  listStanding,
  pauseStanding,
  removeStanding,
  standingOwner,
  updateStanding,
} from './manage.ts';
import { standingOrderListOutput, standingOrderOutput, standingRemovedOutput } from './outputs.ts';
import { setDateLines, skipDate } from './run-edits.ts';
import {
  pauseInput,
  runLinesInput,
  skipInput,
  standingIdInput,
  standingListInput,
  standingOrderInput,
  standingUpdateInput,
} from './schemas.ts';

const rest = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, summary: string, status?: 201) => ({
  method,
  path,
  summary,
  tag: 'Orders' as const,
  ...(status ? { status } : {}),
});

const owner = (ctx: { buying: Buying }) => standingOwner(ctx.buying);

/**
 * A customer's orders placed for it on a rhythm (decision 0096), each an outlet's (decision 0117):
 * read and changed for the outlet bought for (X-Outlet); another outlet's answers 404.
 */
export const standingRouter = {
  list: op({
    access: buyer,
    keyScope: 'orders:read',
    rest: {
      ...rest(
        'GET',
        '/standing-orders',
        'The standing orders of the outlet ordered for, with their next dates and latest runs; ' +
          '?all_outlets=true: of every outlet the caller orders for',
      ),
      input: (r) =>
        r.query.all_outlets === undefined ? undefined : { all_outlets: bool(r.query.all_outlets) },
      query: { all_outlets: { type: 'boolean', description: 'true: every outlet the caller orders for' } },
    },
  })
    .input(standingListInput)
    .output(standingOrderListOutput)
    .query(({ ctx, input }) =>
      listStanding(
        ctx.db,
        owner(ctx),
        ctx.clock.now(),
        input?.all_outlets ? ctx.buying.outletIds : undefined,
      ),
    ),
  get: op({
    access: buyer,
    keyScope: 'orders:read',
    rest: rest('GET', '/standing-orders/:id', 'One of your standing orders'),
  })
    .input(standingIdInput)
    .output(standingOrderOutput)
    .query(({ ctx, input }) => getStanding(ctx.db, owner(ctx), input.id, ctx.clock.now())),
  create: op({
    access: buyer,
    keyScope: 'orders:write',
    rest: rest(
      'POST',
      '/standing-orders',
      'Schedule lines (or a par list’s) to be ordered on chosen weekdays, for a slot, paid as chosen',
      201,
    ),
  })
    .input(standingOrderInput)
    .output(standingOrderOutput)
    .mutation(({ ctx, input }) => {
      // Each online run sends a payment link: refused now rather than at every run when it is off.
      if (input.payment_method === 'ONLINE') onlineProvider(ctx);
      return createStanding(ctx.db, ctx.buying, input, ctx.clock.now());
    }),
  update: op({
    access: buyer,
    keyScope: 'orders:write',
    rest: rest('PUT', '/standing-orders/:id', 'Change a standing order; runs already made stay as they were'),
  })
    .input(standingUpdateInput)
    .output(standingOrderOutput)
    .mutation(({ ctx, input }) => {
      if (input.payment_method === 'ONLINE') onlineProvider(ctx);
      return updateStanding(ctx.db, ctx.buying, input.id, input, ctx.clock.now());
    }),
  remove: op({
    access: buyer,
    keyScope: 'orders:write',
    rest: rest('DELETE', '/standing-orders/:id', 'End a standing order; orders it placed stay'),
  })
    .input(standingIdInput)
    .output(standingRemovedOutput)
    .mutation(({ ctx, input }) => removeStanding(ctx.db, owner(ctx), input.id)),
  skip: op({
    access: buyer,
    keyScope: 'orders:write',
    rest: rest(
      'POST',
      '/standing-orders/:id/skip',
      'Skip one date (or, with skip false, order on it after all)',
    ),
  })
    .input(skipInput)
    .output(standingOrderOutput)
    .mutation(({ ctx, input }) => skipDate(ctx.db, owner(ctx), input, ctx.clock.now())),
  pause: op({
    access: buyer,
    keyScope: 'orders:write',
    rest: rest(
      'POST',
      '/standing-orders/:id/pause',
      'Pause a standing order (or, with paused false, resume it)',
    ),
  })
    .input(pauseInput)
    .output(standingOrderOutput)
    .mutation(({ ctx, input }) => pauseStanding(ctx.db, owner(ctx), input.id, input.paused, ctx.clock.now())),
  setDate: op({
    access: buyer,
    keyScope: 'orders:write',
    rest: rest('PUT', '/standing-orders/:id/dates/:date', 'Change the quantities of one date’s run only'),
  })
    .input(runLinesInput)
    .output(standingOrderOutput)
    .mutation(({ ctx, input }) => setDateLines(ctx.db, owner(ctx), input, ctx.clock.now())),
};
