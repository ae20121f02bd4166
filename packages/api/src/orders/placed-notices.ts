import type { Database } from '@app/db';
import type { SessionUser } from '../accounts/index.ts';
import { dayValue, msg, slotValue } from '../messages/index.ts';
import { notificationInsert, type staffToTell } from '../notifications/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { istDayOf } from '../shared/query.ts';

/**
 * The notices of a placed order, as statements of its checkout batch: the buyer's (how it pays,
 * its slot, and when a large cash order of a new account waits for staff) and the city staff's.
 */
export function placedNotices(
  db: Database,
  user: SessionUser,
  o: {
    number: string;
    method: 'COD' | 'ONLINE' | 'CREDIT';
    count: number;
    totalPaise: number;
    creditDueAt: number | null;
    slot: { slotDate: string; slotStart: number; slotEnd: number } | null;
    /** Hours staff have to confirm it; null when it needs no one. */
    reviewHours: number | null;
    staff: Awaited<ReturnType<typeof staffToTell>>;
    now: number;
  },
) {
  const amount = formatRupees(toRupees(o.totalPaise));
  const { number, slot, reviewHours } = o;
  return [
    notificationInsert(
      db,
      [{ id: user.id, language: user.preferredLanguage }],
      {
        type: 'order_placed',
        title: msg('order.placed.title', { number }),
        message: [
          o.method === 'ONLINE'
            ? msg('order.placed.online', { amount })
            : o.creditDueAt !== null
              ? msg('order.placed.credit', { amount, date: dayValue(istDayOf(o.creditDueAt)) })
              : msg('order.placed.cod', { amount }),
          slot && msg('order.placed.slot', { slot: slotValue(slot.slotDate, slot.slotStart, slot.slotEnd) }),
          reviewHours !== null && msg('order.placed.review', { hours: reviewHours }),
        ],
      },
      o.now,
    ),
    o.staff.length > 0 &&
      notificationInsert(
        db,
        o.staff,
        {
          type: 'new_order',
          title: msg('order.new.title', { number }),
          message: [
            msg('order.new.message', {
              restaurant: user.restaurantName,
              count: o.count,
              amount,
              method: o.method,
            }),
            reviewHours !== null && msg('order.new.review', { hours: reviewHours }),
          ],
        },
        o.now,
      ),
  ];
}
