import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { inList } from './common.ts';
import { users } from './users.ts';

/** What became of a WhatsApp reply: claimed and being handled, acted on, refused, or not ours to act on. */
export const CHANNEL_REPLY_OUTCOMES = ['received', 'done', 'refused', 'ignored'] as const;
export type ChannelReplyOutcome = (typeof CHANNEL_REPLY_OUTCOMES)[number];

/**
 * Replies people sent on WhatsApp (decision 0110), one row per inbound message id: written before
 * anything acts, so the platform's replays and concurrent deliveries of one reply act once.
 */
export const channelReplies = sqliteTable(
  'channel_replies',
  {
    providerMessageId: text('provider_message_id').primaryKey(),
    /** The person the number and the button's token agreed on; null when none did. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action'),
    target: text('target'),
    outcome: text('outcome', { enum: CHANNEL_REPLY_OUTCOMES }).notNull().default('received'),
    /** What the chat was answered, in the person's language. */
    answer: text('answer'),
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [
    index('channel_replies_user_idx').on(t.userId, t.receivedAt),
    check('channel_replies_outcome_known', sql`${t.outcome} in (${sql.raw(inList(CHANNEL_REPLY_OUTCOMES))})`),
  ],
);
