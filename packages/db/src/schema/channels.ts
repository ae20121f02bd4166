import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import {
  CHANNEL_MESSAGE_STATUSES,
  LANGUAGES,
  MESSAGE_CHANNELS,
  type MessageChannel,
  PHONE_CHANNELS,
} from '../enums.ts';
import { createdAt, inList } from './common.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * A person's yes to a channel (time and source), and their no: `optedOutAt` set means off, at
 * once; a later opt-in clears it. The number is the one they agreed on, a 10-digit mobile.
 */
export const channelOptIns = sqliteTable(
  'channel_opt_ins',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: PHONE_CHANNELS }).notNull(),
    phone: text('phone').notNull(),
    optedInAt: integer('opted_in_at').notNull(),
    /** Where the yes was given: `profile` (the account screen), `api`, later `whatsapp`. */
    source: text('source').notNull(),
    optedOutAt: integer('opted_out_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.channel] }),
    check('channel_opt_ins_channel_known', sql`${t.channel} in (${sql.raw(inList(PHONE_CHANNELS))})`),
  ],
);

/** Channels a person chose for one event; no row: the event's defaults for their role. */
export const channelPreferences = sqliteTable(
  'channel_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** JSON array of MessageChannel; empty: the bell only. */
    channels: text('channels', { mode: 'json' }).$type<MessageChannel[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);

/**
 * The outbox of WhatsApp and SMS messages: one row per event, recipient and channel (`dedupeKey`
 * unique), written in the transaction of the change it tells of, sent by background work under a
 * lease (channels/send.ts) as the webhook deliveries are.
 */
export const channelMessages = sqliteTable(
  'channel_messages',
  {
    id: text('id').primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    event: text('event').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** The template's parameters by name, as the event supplied them. */
    params: text('params', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    urgent: integer('urgent', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: CHANNEL_MESSAGE_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at'),
    leaseId: text('lease_id'),
    leaseUntil: integer('lease_until'),
    providerMessageId: text('provider_message_id'),
    lastError: text('last_error'),
    sentAt: integer('sent_at'),
    /** When the provider's latest receipt (sent, delivered, read, failed) arrived. */
    statusAt: integer('status_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('channel_messages_dedupe_uq').on(t.dedupeKey),
    index('channel_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('channel_messages_order_idx').on(t.orderId, t.createdAt),
    // Staff's monthly counts read one month's rows (decision 0111).
    index('channel_messages_created_idx').on(t.createdAt),
    uniqueIndex('channel_messages_provider_uq').on(t.channel, t.providerMessageId),
    check('channel_messages_channel_known', sql`${t.channel} in (${sql.raw(inList(MESSAGE_CHANNELS))})`),
    check(
      'channel_messages_status_known',
      sql`${t.status} in (${sql.raw(inList(CHANNEL_MESSAGE_STATUSES))})`,
    ),
  ],
);

/**
 * An order whose delivery slot was told ahead (decision 0111): the row is the claim, written in the
 * transaction of the bell's notice and the messages, so two runners remind once.
 */
export const slotReminders = sqliteTable('slot_reminders', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  remindedAt: integer('reminded_at').notNull(),
});
