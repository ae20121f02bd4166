import { creditReminderRuns, creditReminders, type Database, orders, type Tx } from '@app/db';
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { queueChannelMessages } from '../channels/index.ts';
import { dayValue, msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { DAY, istDayOf } from '../shared/query.ts';
import { dayIn } from '../shared/slot-text.ts';
import { dayStart, loadLedger } from './ledger.ts';

/** A reminder this many days before the due date, and one the day after it. */
export const REMIND_DAYS_BEFORE = 3;
/** A missed day-after reminder is still sent within this many days of the due date. */
const LATE_WINDOW_DAYS = 7;

/** Credit orders whose due date is within the reminders' reach of `today` (orders_credit_due_idx). */
export const fallingDue = (db: Database | Tx, today: number) =>
  db
    .select({ id: orders.id, customerId: orders.customerId })
    .from(orders)
    .where(
      and(
        gte(orders.creditDueAt, today - LATE_WINDOW_DAYS * DAY),
        lte(orders.creditDueAt, today + REMIND_DAYS_BEFORE * DAY),
        ne(orders.status, 'cancelled'),
      ),
    );

/**
 * Background work: once per Indian day, remind customers of unpaid credit orders due in three
 * days, and of those that fell due yesterday. The day's run row is the claim (as the weekly
 * settlements'), and each reminder's row makes it once per order and kind even across days.
 */
export async function sendCreditReminders(db: Database, now: number) {
  const day = istDayOf(now);
  const [done] = await db.select().from(creditReminderRuns).where(eq(creditReminderRuns.day, day));
  if (done) return 0;
  return db.write(async (tx) => {
    const [claimed] = await tx
      .insert(creditReminderRuns)
      .values({ day, ranAt: now })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return 0;
    const due = await fallingDue(tx, dayStart(now));
    const candidates = new Set(due.map((o) => o.id));
    let sent = 0;
    for (const customerId of new Set(due.map((o) => o.customerId))) {
      const ledger = await loadLedger(tx, customerId, now);
      for (const x of ledger.open) {
        if (!candidates.has(x.order.id) || x.daysPastDue === 0) continue;
        const kind = x.daysPastDue > 0 ? 'after' : 'before';
        const [fresh] = await tx
          .insert(creditReminders)
          .values({ orderId: x.order.id, kind, sentAt: now })
          .onConflictDoNothing()
          .returning();
        if (!fresh) continue;
        const amount = formatRupees(toRupees(x.outstandingPaise));
        const dueOn = istDayOf(x.order.creditDueAt!);
        const dueDay = dayValue(dueOn);
        await notify(
          tx,
          customerId,
          kind === 'before'
            ? {
                type: 'credit_due',
                title: msg('credit.due.title', { date: dueDay }),
                message: msg('credit.due.message', { amount, number: x.order.orderNumber, date: dueDay }),
              }
            : {
                type: 'credit_overdue',
                title: msg('credit.overdue.title', { date: dueDay }),
                message: msg('credit.overdue.message', { amount, number: x.order.orderNumber, date: dueDay }),
              },
          now,
        );
        const number = x.order.orderNumber;
        await queueChannelMessages(
          tx,
          kind === 'before' ? 'credit_due' : 'credit_overdue',
          [customerId],
          (language) => ({ number, amount, date: dayIn(language, dueOn) }),
          { key: x.order.id, orderId: x.order.id, now },
        );
        sent += 1;
      }
    }
    return sent;
  });
}
