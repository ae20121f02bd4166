import {
  channelMessages,
  channelOptIns,
  channelPreferences,
  type Database,
  type MessageChannel,
  PHONE_CHANNELS,
  type UserType,
  users,
} from '@app/db';
import { and, eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { indianMobile } from '../shared/phone.ts';
import {
  CHANNEL_EVENT_NAMES,
  CHANNEL_EVENTS,
  type ChannelEvent,
  defaultChannels,
  eventRoles,
} from './events.ts';
import { QUIET_FROM_HOUR, QUIET_UNTIL_HOUR } from './queue.ts';

const eventsFor = (role: UserType) => CHANNEL_EVENT_NAMES.filter((e) => eventRoles(e).includes(role));
const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** A person's channels: their yes or no to each, and per event of their role what they get where. */
export async function notificationPreferences(db: Database, userId: string) {
  const [user] = await db
    .select({ role: users.userType, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw fail.notFound(msg('error.channels.accountNotFound'));
  const said = await db.select().from(channelOptIns).where(eq(channelOptIns.userId, userId));
  const chosen = new Map(
    (await db.select().from(channelPreferences).where(eq(channelPreferences.userId, userId))).map((p) => [
      p.event,
      p.channels,
    ]),
  );
  const consent = (channel: MessageChannel) => {
    const c = said.find((s) => s.channel === channel);
    const on = !!c && c.optedOutAt === null;
    return {
      on,
      phone: c?.phone ?? null,
      opted_in_at: c ? new Date(c.optedInAt).toISOString() : null,
      source: c?.source ?? null,
      opted_out_at: c?.optedOutAt ? new Date(c.optedOutAt).toISOString() : null,
    };
  };
  return {
    profile_phone: user.phone ? indianMobile(user.phone) : null,
    whatsapp: consent('whatsapp'),
    sms: consent('sms'),
    email: { address: user.email },
    quiet_hours: { from: hh(QUIET_FROM_HOUR), until: hh(QUIET_UNTIL_HOUR), time_zone: 'Asia/Kolkata' },
    events: eventsFor(user.role).map((event) => ({
      event,
      urgent: CHANNEL_EVENTS[event].urgent,
      channels: [...(chosen.get(event) ?? defaultChannels(event, user.role))],
      defaults: [...defaultChannels(event, user.role)],
    })),
  };
}

export interface PreferencesChange {
  whatsapp?: { on: boolean; phone?: string };
  sms?: { on: boolean; phone?: string };
  events?: { event: ChannelEvent; channels: MessageChannel[] }[];
}

/**
 * Saves a person's choices. A yes records its time and source and needs an Indian mobile (the one
 * given, else the one on file); a no takes effect at once: messages still queued for that channel
 * are cancelled here, and the sender checks again before each send.
 */
export async function setNotificationPreferences(
  db: Database,
  userId: string,
  change: PreferencesChange,
  o: { now: number; source: string },
) {
  const [user] = await db
    .select({ role: users.userType, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw fail.notFound(msg('error.channels.accountNotFound'));
  const mine = eventsFor(user.role);
  for (const e of change.events ?? [])
    if (!mine.includes(e.event))
      throw fail.badRequest('event_not_yours', msg('error.channels.eventNotYours'));
  const said = await db.select().from(channelOptIns).where(eq(channelOptIns.userId, userId));
  await db.transaction(async (tx) => {
    for (const channel of PHONE_CHANNELS) {
      const asked = change[channel];
      if (!asked) continue;
      const before = said.find((s) => s.channel === channel);
      if (!asked.on) {
        if (!before || before.optedOutAt !== null) continue;
        await tx
          .update(channelOptIns)
          .set({ optedOutAt: o.now })
          .where(and(eq(channelOptIns.userId, userId), eq(channelOptIns.channel, channel)));
        await tx
          .update(channelMessages)
          .set({ status: 'cancelled', lastError: 'The recipient opted out.', statusAt: o.now })
          .where(
            and(
              eq(channelMessages.userId, userId),
              eq(channelMessages.channel, channel),
              eq(channelMessages.status, 'pending'),
            ),
          );
        continue;
      }
      const phone = indianMobile(asked.phone ?? before?.phone ?? user.phone);
      if (!phone) throw fail.badRequest('mobile_required', msg('error.channels.mobileRequired'));
      if (before && before.optedOutAt === null && before.phone === phone) continue;
      await tx
        .insert(channelOptIns)
        .values({ userId, channel, phone, optedInAt: o.now, source: o.source })
        .onConflictDoUpdate({
          target: [channelOptIns.userId, channelOptIns.channel],
          set: { phone, optedInAt: o.now, source: o.source, optedOutAt: null },
        });
    }
    for (const e of change.events ?? []) {
      // E-mail's no is per event (decision 0111): its queued mails of the event are not sent.
      if (!e.channels.includes('email'))
        await tx
          .update(channelMessages)
          .set({ status: 'cancelled', lastError: 'The recipient opted out.', statusAt: o.now })
          .where(
            and(
              eq(channelMessages.userId, userId),
              eq(channelMessages.event, e.event),
              eq(channelMessages.channel, 'email'),
              eq(channelMessages.status, 'pending'),
            ),
          );
      await tx
        .insert(channelPreferences)
        .values({ userId, event: e.event, channels: [...new Set(e.channels)] })
        .onConflictDoUpdate({
          target: [channelPreferences.userId, channelPreferences.event],
          set: { channels: [...new Set(e.channels)] },
        });
    }
  });
  return notificationPreferences(db, userId);
}
