import { type Database, orders, slotReminders } from '@app/db';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { firstSendAt, queueChannelMessages } from '../channels/index.ts';
import { msg, slotValue } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { istDayOf, shiftDay } from '../shared/query.ts';
import { slotTextIn } from '../shared/slot-text.ts';

const IST_MS = 5.5 * 3_600_000;
/** The evening before a slot's date, India time, from which its orders are reminded. */
export const REMIND_FROM_HOUR = 18;
/** Orders a pass reminds at most: a Workers Cron invocation stays short; the next pass goes on. */
const PER_PASS = 100;
/** Orders that stand and are not delivered yet. */
const LIVE = ['confirmed', 'processing', 'shipped', 'assigned_for_delivery'] as const;

/** When a slot starts: its date's minute, India time. */
const slotStartsAt = (day: string, minute: number) =>
  Date.parse(`${day}T00:00:00Z`) - IST_MS + minute * 60_000;

/**
 * Background work (decision 0111): from 18:00 India time the evening before, each standing order
 * with a booked slot is reminded once (the bell, and the customer's channels in their language).
 * The reminder row is the claim, written in the same transaction as the notice and the messages,
 * so two runners remind once. A reminder that could only leave after the slot starts (quiet
 * hours, or an order confirmed late) is settled without being told.
 */
export async function remindDeliverySlots(db: Database, now: number) {
  const today = istDayOf(now);
  const evening = new Date(now + IST_MS).getUTCHours() >= REMIND_FROM_HOUR;
  const due = await db
    .select({
      id: orders.id,
      number: orders.orderNumber,
      customerId: orders.customerId,
      day: orders.slotDate,
      start: orders.slotStart,
      end: orders.slotEnd,
    })
    .from(orders)
    .leftJoin(slotReminders, eq(slotReminders.orderId, orders.id))
    .where(
      and(
        inArray(orders.slotDate, evening ? [today, shiftDay(today, 1)] : [today]),
        inArray(orders.status, [...LIVE]),
        isNull(slotReminders.orderId),
      ),
    )
    .orderBy(asc(orders.slotDate), asc(orders.slotStart))
    .limit(PER_PASS);
  let told = 0;
  for (const o of due) {
    if (o.day === null || o.start === null || o.end === null) continue;
    const { day, start, end } = o;
    const done = await db.write(async (tx) => {
      const [claimed] = await tx
        .insert(slotReminders)
        .values({ orderId: o.id, remindedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!claimed || firstSendAt(now, false) >= slotStartsAt(day, start)) return false;
      await notify(
        tx,
        o.customerId,
        {
          type: 'delivery_slot_reminder',
          title: msg('channels.slotReminder.title', { number: o.number, slot: slotValue(day, start, end) }),
          message: msg('channels.slotReminder.message'),
        },
        now,
      );
      await queueChannelMessages(
        tx,
        'delivery_slot_reminder',
        [o.customerId],
        (language) => ({ number: o.number, slot: slotTextIn(language, day, start, end) }),
        { key: o.id, orderId: o.id, now },
      );
      return true;
    });
    if (done) told++;
  }
  return told;
}
