import { z } from 'zod';
import { op, signedIn, staff } from '../operations/op.ts';
import { id } from '../shared/schemas.ts';
import { notificationPreferencesOutput, orderMessagesOutput } from './outputs.ts';
import { notificationPreferences, setNotificationPreferences } from './preferences.ts';
import { notificationPreferencesInput } from './schemas.ts';
import { orderMessages } from './staff.ts';
import { channelsStaffRouter } from './staff-router.ts';

export const channelsRouter = {
  /** The caller's own channels: opt-ins and, per event of their role, where it is told. */
  preferences: op({
    access: signedIn,
    rest: {
      method: 'GET',
      path: '/account/notification-preferences',
      summary: 'Your WhatsApp and SMS opt-ins and the channels of each event',
      tag: 'Notifications',
      input: () => undefined,
    },
  })
    .output(notificationPreferencesOutput)
    .query(({ ctx }) => notificationPreferences(ctx.db, ctx.user.id)),
  /** The caller's own; an opt-out takes effect at once (queued messages to that channel are not sent). */
  setPreferences: op({
    access: signedIn,
    rest: {
      method: 'PUT',
      path: '/account/notification-preferences',
      summary: 'Opt in to or out of WhatsApp and SMS, and choose channels per event',
      tag: 'Notifications',
    },
  })
    .input(notificationPreferencesInput)
    .output(notificationPreferencesOutput)
    .mutation(({ ctx, input }) =>
      setNotificationPreferences(ctx.db, ctx.user.id, input, {
        now: ctx.clock.now(),
        source: 'profile',
      }),
    ),
  staff: {
    /** Staff with manage_orders, within their city: what was sent about an order, to whom, and how it went. */
    orderMessages: op({
      access: staff('manage_orders'),
      keyScope: 'orders:read',
      rest: {
        method: 'GET',
        path: '/admin/orders/:id/messages',
        summary: 'WhatsApp and SMS messages about an order: recipient, words, status (404 outside your city)',
        tag: 'Admin: orders',
        input: (r) => ({ id: r.params.id }),
      },
    })
      .input(z.object({ id }))
      .output(orderMessagesOutput)
      .query(({ ctx, input }) => orderMessages(ctx.db, ctx.scope, input.id)),
    ...channelsStaffRouter,
  },
};
