import { channelMessages, type Database, MESSAGE_CHANNELS, type MessageChannel, users } from '@app/db';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { istDayOf } from '../shared/query.ts';
import { CATEGORY_OF, EVENT_CATEGORIES, type EventCategory } from './categories.ts';
import type { ChannelEvent } from './events.ts';

const IST_MS = 5.5 * 3_600_000;
const monthStart = (month: string) => Date.parse(`${month}-01T00:00:00Z`) - IST_MS;
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * A month's messages (India time, by when they were written) per channel and event category:
 * sent (the provider took it), delivered (its receipt said delivered or read; e-mail has no
 * receipts) and failed. A sub-admin counts its city's recipients only. Rows with nothing are left out.
 */
export async function monthlyMessageCounts(
  db: Database,
  scope: StaffScope,
  input: { month?: string },
  now: number,
) {
  const current = istDayOf(now).slice(0, 7);
  const month = input.month ?? current;
  if (month > current) throw fail.badRequest('invalid_month', msg('error.channels.month'));
  const rows = await db
    .select({
      channel: channelMessages.channel,
      event: channelMessages.event,
      sent: count(channelMessages.sentAt),
      delivered: sql<number>`sum(${channelMessages.status} in ('delivered', 'read'))`,
      failed: sql<number>`sum(${channelMessages.status} = 'failed')`,
    })
    .from(channelMessages)
    .innerJoin(users, eq(users.id, channelMessages.userId))
    .where(
      and(
        gte(channelMessages.createdAt, monthStart(month)),
        lt(channelMessages.createdAt, monthStart(nextMonth(month))),
        inScope(users.cityId, scope),
      ),
    )
    .groupBy(channelMessages.channel, channelMessages.event);
  const sums = new Map<string, { sent: number; delivered: number; failed: number }>();
  for (const r of rows) {
    const category = CATEGORY_OF[r.event as ChannelEvent];
    if (!category) continue;
    const k = `${r.channel}:${category}`;
    const s = sums.get(k) ?? { sent: 0, delivered: 0, failed: 0 };
    s.sent += r.sent;
    s.delivered += Number(r.delivered ?? 0);
    s.failed += Number(r.failed ?? 0);
    sums.set(k, s);
  }
  const counts: {
    channel: MessageChannel;
    category: EventCategory;
    sent: number;
    delivered: number;
    failed: number;
  }[] = [];
  for (const channel of MESSAGE_CHANNELS)
    for (const category of EVENT_CATEGORIES) {
      const s = sums.get(`${channel}:${category}`);
      if (s && s.sent + s.delivered + s.failed > 0) counts.push({ channel, category, ...s });
    }
  return { month, counts };
}
