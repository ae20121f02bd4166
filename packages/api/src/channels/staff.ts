import { channelMessages, type Database, orders, users } from '@app/db';
import { and, asc, eq } from 'drizzle-orm';
import type { StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { ChannelEvent } from './events.ts';
import { renderTemplate, templateOf } from './templates.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * What was sent about an order on WhatsApp and SMS, to whom, in which words and with what status:
 * staff of the order's city only (404 outside it, as the order itself).
 */
export async function orderMessages(db: Database, scope: StaffScope, orderId: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), inScope(orders.cityId, scope)));
  if (!order) throw fail.notFound(msg('error.channels.orderNotFound'));
  const rows = await db
    .select({ m: channelMessages, name: users.username, role: users.userType })
    .from(channelMessages)
    .innerJoin(users, eq(users.id, channelMessages.userId))
    .where(eq(channelMessages.orderId, orderId))
    .orderBy(asc(channelMessages.createdAt), asc(channelMessages.id));
  return {
    messages: rows.map(({ m, name, role }) => ({
      id: m.id,
      event: m.event,
      channel: m.channel,
      language: m.language,
      recipient: { id: m.userId, name, role },
      text: renderTemplate(templateOf(m.event as ChannelEvent), m.language, m.params),
      urgent: m.urgent,
      status: m.status,
      attempts: m.attempts,
      provider_message_id: m.providerMessageId,
      last_error: m.lastError,
      created_at: new Date(m.createdAt).toISOString(),
      sent_at: iso(m.sentAt),
      status_at: iso(m.statusAt),
    })),
  };
}
