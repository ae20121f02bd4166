import { type channelMessages, channelPreferences, type Database, type Tx, users } from '@app/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { msg, render } from '../messages/index.ts';
import type { ChannelSender, Mailer } from '../ports.ts';
import type { ChannelEvent } from './events.ts';
import { renderTemplate, templateOf } from './templates.ts';

type Row = typeof channelMessages.$inferSelect;

/**
 * E-mail as one more channel of the outbox (decision 0111). It needs no yes of its own and no
 * number: it goes to the account's address, and only for events the person chose it for (no
 * event has it by default), so removing it from an event is the opt-out.
 */
export async function emailRecipients(db: Database | Tx, event: ChannelEvent, userIds: string[]) {
  const rows = await db
    .select({
      userId: users.id,
      role: users.userType,
      language: users.preferredLanguage,
      chosen: channelPreferences.channels,
    })
    .from(users)
    .innerJoin(
      channelPreferences,
      and(eq(channelPreferences.userId, users.id), eq(channelPreferences.event, event)),
    )
    .where(and(inArray(users.id, userIds), eq(users.isActive, true), isNull(users.deletedAt)));
  return rows.filter((r) => r.chosen.includes('email')).map((r) => ({ ...r, channel: 'email' as const }));
}

/** The address to send to now: the account's, while the person still chooses e-mail for the event. */
export async function emailAddressFor(db: Database | Tx, m: Pick<Row, 'userId' | 'event'>) {
  const [r] = await db
    .select({
      email: users.email,
      active: users.isActive,
      deletedAt: users.deletedAt,
      chosen: channelPreferences.channels,
    })
    .from(users)
    .innerJoin(
      channelPreferences,
      and(eq(channelPreferences.userId, users.id), eq(channelPreferences.event, m.event)),
    )
    .where(eq(users.id, m.userId));
  return r?.active && r.deletedAt === null && r.chosen.includes('email') ? r.email : null;
}

/** "Order SB-… is placed: ₹252.00." from the template's text: its first sentence. */
const firstSentence = (text: string) => /^.*?[.।](?=\s|$)/u.exec(text)?.[0] ?? text;

/**
 * The Mailer as a channel: the event's template text in the recipient's language, its first
 * sentence as the subject and the whole as the body, with a line on where to change it.
 */
export function mailChannel(mailer: Mailer): ChannelSender {
  return {
    async send(m) {
      const text = renderTemplate(
        templateOf(m.template as ChannelEvent),
        m.language,
        Object.fromEntries(m.params),
      );
      await mailer.send({
        to: m.to,
        subject: firstSentence(text),
        text: `${text}\n\n${render(m.language, msg('channels.mail.footer'))}`,
      });
      return { providerMessageId: null };
    },
  };
}
