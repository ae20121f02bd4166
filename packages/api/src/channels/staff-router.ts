import { z } from 'zod';
import { op, staff } from '../operations/op.ts';
import { id } from '../shared/schemas.ts';
import { plainString } from '../shared/text.ts';
import { monthlyMessageCounts } from './monthly.ts';
import { resendMessage } from './resend.ts';
import { monthlyCountsOutput, resendOutput } from './staff-outputs.ts';

/** Staff's actions on the outbox (decision 0111): resend one message, and the month's counts. */
export const channelsStaffRouter = {
  /** Staff with manage_orders, within their city: one message of the order queued again. */
  resend: op({
    access: staff('manage_orders'),
    keyScope: 'orders:write',
    rest: {
      method: 'POST',
      path: '/admin/orders/:id/messages/:message_id/resend',
      summary:
        'Send one message about an order again, to the same person on the same channel (409 opted_out, resend_pending)',
      tag: 'Admin: orders',
      input: (r) => ({ id: r.params.id, message_id: r.params.message_id }),
      status: 201,
    },
  })
    .input(z.object({ id, message_id: id }))
    .output(resendOutput)
    .mutation(({ ctx, input }) => resendMessage(ctx.db, ctx.scope, ctx.user.id, input, ctx.clock.now())),
  /** Staff with view_analytics: a month's messages per channel and event category (their city's for a sub-admin). */
  monthlyCounts: op({
    access: staff('view_analytics'),
    rest: {
      method: 'GET',
      path: '/admin/messages/monthly',
      summary: 'Messages sent, delivered and failed in a month, per channel and event category',
      tag: 'Analytics',
      input: (r) => ({ month: r.query.month || undefined }),
      query: { month: { type: 'string', description: 'YYYY-MM (India time); this month when left out' } },
    },
  })
    .input(
      z
        .object({
          month: plainString()
            .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
            .optional()
            .meta({ example: '2026-12' }),
        })
        .meta({ example: { month: '2026-12' } }),
    )
    .output(monthlyCountsOutput)
    .query(({ ctx, input }) => monthlyMessageCounts(ctx.db, ctx.scope, input, ctx.clock.now())),
};
