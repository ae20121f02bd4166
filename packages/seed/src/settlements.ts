import { mondayOf, settleWeek } from '@app/api/settlements';
import { type Database, notifications, orders, settlementRuns, settlements } from '@app/db';
import { and, eq, lt, min } from 'drizzle-orm';

const DAY = 86_400_000;
const IST = 330 * 60_000;
const dayOf = (ms: number) => new Date(ms + IST).toISOString().slice(0, 10);
const startOf = (day: string) => Date.parse(`${day}T00:00:00Z`) - IST;

/**
 * Every past week of the demo's delivered orders settled as the weekly job would have done, on
 * its Monday; all but the last two weeks paid by bank transfer. Only the newest notice is unread.
 */
export async function seedSettlements(db: Database, now: number) {
  const [oldest] = await db.select({ at: min(orders.deliveredAt) }).from(orders);
  if (!oldest?.at) return;
  const thisMonday = mondayOf(dayOf(now));
  const paidBefore = dayOf(startOf(thisMonday) - 14 * DAY);
  await db.write(async (tx) => {
    for (let at = startOf(mondayOf(dayOf(oldest.at!))) + 7 * DAY; at <= startOf(thisMonday); at += 7 * DAY) {
      const monday = dayOf(at);
      await tx.insert(settlementRuns).values({ periodEnd: dayOf(at - DAY), ranAt: at });
      await settleWeek(tx, monday, at + 3_600_000);
    }
    const due = await tx.select().from(settlements).where(lt(settlements.periodEnd, paidBefore));
    for (const s of due)
      await tx
        .update(settlements)
        .set({
          status: 'paid',
          reference: `HDFCN5${s.periodEnd.replaceAll('-', '')}${s.id.slice(-5).toUpperCase()}`,
          paidAt: startOf(s.periodEnd) + 3 * DAY,
        })
        .where(eq(settlements.id, s.id));
    await tx
      .update(notifications)
      .set({ isRead: true })
      .where(
        and(eq(notifications.type, 'settlement_ready'), lt(notifications.createdAt, startOf(thisMonday))),
      );
  });
}
