import { op, signedIn } from '../operations/op.ts';
import { notificationPreferencesOutput } from './outputs.ts';
import { notificationPreferences, setNotificationPreferences } from './preferences.ts';
import { notificationPreferencesInput } from './schemas.ts';

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
};
