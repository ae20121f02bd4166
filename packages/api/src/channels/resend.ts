import { channelMessages, type Database, newId, orders } from '@app/db';
import { and, eq } from 'drizzle-orm';
import type { StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { dedupeKey, firstSendAt } from './queue.ts';
import { addressFor } from './send.ts';
import { orderMessages } from './staff.ts';

/**
 * Staff send one message of an order again (decision 0111): a new outbox row for the same
 * recipient, channel, language and words, keyed apart from the first so it is sent like any
 * other. Refused when the person no longer gets it on that channel, and while the same message
 * still waits to be sent (a double click queues one). Audited on the order.
 */
export async function resendMessage(
  db: Database,
  scope: StaffScope,
  actorId: string,
  input: { id: string; message_id: string },
  now: number,
) {
  const newIdValue = await db.write(async (tx) => {
    const [row] = await tx
      .select({ m: channelMessages })
      .from(channelMessages)
      .innerJoin(orders, eq(orders.id, channelMessages.orderId))
      .where(
        and(
          eq(channelMessages.id, input.message_id),
          eq(channelMessages.orderId, input.id),
          inScope(orders.cityId, scope),
        ),
      );
    if (!row) throw fail.notFound(msg('error.channels.messageNotFound'));
    const { m } = row;
    if (!(await addressFor(tx, m)))
      throw fail.conflict('opted_out', msg('error.channels.optedOut', { channel: m.channel }));
    const [waiting] = await tx
      .select({ id: channelMessages.id })
      .from(channelMessages)
      .where(
        and(
          eq(channelMessages.orderId, input.id),
          eq(channelMessages.userId, m.userId),
          eq(channelMessages.event, m.event),
          eq(channelMessages.channel, m.channel),
          eq(channelMessages.status, 'pending'),
        ),
      )
      .limit(1);
    if (waiting) throw fail.conflict('resend_pending', msg('error.channels.resendPending'));
    const id = newId('msg');
    const key = m.dedupeKey.split(':').slice(1, -2).join(':');
    await tx.insert(channelMessages).values({
      id,
      dedupeKey: dedupeKey(m.event, `${key}:resend:${id}`, m.userId, m.channel),
      event: m.event,
      userId: m.userId,
      orderId: m.orderId,
      channel: m.channel,
      language: m.language,
      params: m.params,
      urgent: m.urgent,
      nextAttemptAt: firstSendAt(now, m.urgent),
      createdAt: now,
    });
    await audit(
      tx,
      {
        actorId,
        action: 'channel_message.resent',
        entity: 'order',
        entityId: input.id,
        after: { message_id: m.id, resent_as: id, channel: m.channel, event: m.event },
      },
      now,
    );
    return id;
  });
  const { messages } = await orderMessages(db, scope, input.id);
  return { message: messages.find((x) => x.id === newIdValue)! };
}
