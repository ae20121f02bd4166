import { z } from 'zod';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { op, signedIn } from '../operations/op.ts';
import { num } from '../rest/route.ts';
import { id } from '../shared/schemas.ts';
import { listNotifications, markAllRead, markRead } from './notifications.ts';
import { notificationListOutput, notificationReadOutput, notificationsAllReadOutput } from './outputs.ts';

export const notificationsRouter = {
  /** The caller's own notifications and unread count. */
  list: op({
    access: signedIn,
    rest: {
      method: 'GET',
      path: '/notifications',
      summary: "The caller's notifications, newest first, with the unread count",
      tag: 'Notifications',
      input: (r) => ({ limit: num(r.query.limit) ?? 50, since: num(r.query.since) }),
      query: {
        limit: { type: 'integer', description: 'At most this many (1-100, default 50)' },
        since: {
          type: 'integer',
          description: 'Only those created after this epoch-ms time (cheap polling)',
        },
      },
    },
  })
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
  /** The caller's own. */
  markAllRead: op({
    access: signedIn,
    rest: {
      method: 'PUT',
      path: '/notifications/mark-all-read',
      summary: 'Mark all as read',
      tag: 'Notifications',
      input: () => undefined,
    },
  })
    .output(notificationsAllReadOutput)
    .mutation(({ ctx }) => markAllRead(ctx.db, ctx.user.id)),
  /** The caller's own notification only; another user's id is 404, never a hint it exists. */
  markRead: op({
    access: signedIn,
    rest: {
      method: 'PUT',
      path: '/notifications/:id/read',
      summary: 'Mark one as read',
      tag: 'Notifications',
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(z.object({ id }))
    .output(notificationReadOutput)
    .mutation(async ({ ctx, input }) => {
      const row = await markRead(ctx.db, ctx.user.id, input.id);
      if (!row) throw fail.notFound(msg('error.notifications.notFound'));
      return { ok: true };
    }),
};
