import { z } from 'zod';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { id } from '../shared/schemas.ts';
import { authedProcedure } from '../trpc.ts';
import { listNotifications, markAllRead, markRead } from './notifications.ts';
import { notificationListOutput, notificationReadOutput, notificationsAllReadOutput } from './outputs.ts';

export const notificationsRouter = {
  /** The caller's own notifications and unread count. */
  list: authedProcedure
    .input(
      z
        .object({
          limit: z.number().int().min(1).max(100).default(50),
          since: z.number().int().min(0).optional(),
        })
        .default({ limit: 50 }),
    )
    .output(notificationListOutput)
    .query(({ ctx, input }) => listNotifications(ctx.db, ctx.user.id, input)),
  /** The caller's own notification only; another user's id is 404, never a hint it exists. */
  markRead: authedProcedure
    .input(z.object({ id }))
    .output(notificationReadOutput)
    .mutation(async ({ ctx, input }) => {
      const row = await markRead(ctx.db, ctx.user.id, input.id);
      if (!row) throw fail.notFound(msg('error.notifications.notFound'));
      return { ok: true };
    }),
  /** The caller's own. */
  markAllRead: authedProcedure
    .output(notificationsAllReadOutput)
    .mutation(({ ctx }) => markAllRead(ctx.db, ctx.user.id)),
};
