import {
  channelMessages,
  channelOptIns,
  channelPreferences,
  type Database,
  type Language,
  type MessageChannel,
  newId,
  type Tx,
  users,
} from '@app/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { emailRecipients } from './email.ts';
import { CHANNEL_EVENTS, type ChannelEvent, defaultChannels, type EventParams } from './events.ts';

const IST_MS = 5.5 * 3_600_000;
const HOUR = 3_600_000;
/** Quiet hours, India time: a non-urgent message written in them waits for their end. */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 7;

/** When a message may first be sent: now, or for a non-urgent one in quiet hours, 07:00 IST. */
export function firstSendAt(now: number, urgent: boolean): number {
  if (urgent) return now;
  const ist = now + IST_MS;
  const dayStart = ist - (((ist % (24 * HOUR)) + 24 * HOUR) % (24 * HOUR));
  const hour = (ist - dayStart) / HOUR;
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const wake = dayStart + QUIET_UNTIL_HOUR * HOUR + (hour >= QUIET_FROM_HOUR ? 24 * HOUR : 0);
  return wake - IST_MS;
}

/** Who would get `event` on which channel: opted in, not out, active, of a role the event is for; e-mail when chosen. */
async function reachable(db: Database | Tx, event: ChannelEvent, userIds: string[]) {
  const rows = await db
    .select({
      userId: users.id,
      role: users.userType,
      language: users.preferredLanguage,
      channel: channelOptIns.channel,
      chosen: channelPreferences.channels,
    })
    .from(users)
    .innerJoin(channelOptIns, eq(channelOptIns.userId, users.id))
    .leftJoin(
      channelPreferences,
      and(eq(channelPreferences.userId, users.id), eq(channelPreferences.event, event)),
    )
    .where(
      and(
        inArray(users.id, userIds),
        isNull(channelOptIns.optedOutAt),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
  const phones = rows.filter((r) => (r.chosen ?? defaultChannels(event, r.role)).includes(r.channel));
  return [...phones, ...(await emailRecipients(db, event, userIds))];
}

/**
 * Writes the WhatsApp and SMS messages of one event to its recipients, in the caller's
 * transaction beside the bell's notification: one row per event, recipient and channel, keyed
 * `event:key:user:channel`, so the same event told twice (a retried request, a second run) adds
 * nothing. Sending is background work (send.ts). `params` as a function words them (a date) in
 * each recipient's language. Answers how many rows were written.
 */
export async function queueChannelMessages<E extends ChannelEvent>(
  db: Database | Tx,
  event: E,
  userIds: string[],
  params: EventParams<E> | ((language: Language) => EventParams<E>),
  o: { key: string; orderId?: string | null; now: number },
): Promise<number> {
  const [insert] = await channelMessagesInsert(db, event, userIds, params, o);
  return insert ? (await insert).length : 0;
}

/**
 * The same rows as one insert statement, not yet run, for a caller that writes its bell notice in
 * a batch (approvals): none when nobody is reachable. In a list: an async function would run a
 * statement it answered.
 */
export async function channelMessagesInsert<E extends ChannelEvent>(
  db: Database | Tx,
  event: E,
  userIds: string[],
  params: EventParams<E> | ((language: Language) => EventParams<E>),
  o: { key: string; orderId?: string | null; now: number },
) {
  if (userIds.length === 0) return [];
  const to = await reachable(db, event, userIds);
  if (to.length === 0) return [];
  const urgent = CHANNEL_EVENTS[event].urgent;
  const insert = db
    .insert(channelMessages)
    .values(
      to.map((r) => ({
        id: newId('msg'),
        dedupeKey: dedupeKey(event, o.key, r.userId, r.channel),
        event,
        userId: r.userId,
        orderId: o.orderId ?? null,
        channel: r.channel,
        language: r.language,
        params: (typeof params === 'function' ? params(r.language) : params) as Record<string, string>,
        urgent,
        nextAttemptAt: firstSendAt(o.now, urgent),
        createdAt: o.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: channelMessages.id });
  return [insert];
}

export const dedupeKey = (event: string, key: string, userId: string, channel: MessageChannel) =>
  `${event}:${key}:${userId}:${channel}`;
