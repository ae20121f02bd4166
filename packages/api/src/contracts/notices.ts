import { contractPrices, type Database, products, type Tx, users } from '@app/db';
import { and, eq, gte, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { dayValue, msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { istDayOf, shiftDay } from '../shared/query.ts';

/** The customer hears this many days before its price's last day. */
export const NOTICE_DAYS = 7;

const following = alias(contractPrices, 'following');

/**
 * Prices applying today whose last day is at most a week away and whose customer was not told:
 * unless the supplier already gave the next price from the day after, when nothing changes.
 */
function due(db: Database | Tx, today: string) {
  const c = contractPrices;
  return and(
    isNull(c.noticeSentAt),
    lte(c.validTo, shiftDay(today, NOTICE_DAYS)),
    gte(c.validTo, today),
    lte(c.validFrom, today),
    notExists(
      db
        .select({ one: sql`1` })
        .from(following)
        .where(
          and(
            eq(following.customerId, c.customerId),
            eq(following.productId, c.productId),
            eq(following.validFrom, sql`date(${c.validTo}, '+1 day')`),
          ),
        ),
    ),
  );
}

/**
 * Background work: tells each customer once, a week ahead (or on the first run after, if the
 * price is shorter or the server was down), that its own price ends and the listing's returns.
 * Reads and marks in one write transaction, so two servers on one database tell it once.
 * Answers how many customers' prices were noticed.
 */
export async function noticeEndingPrices(db: Database, now: number): Promise<number> {
  const today = istDayOf(now);
  // Runs every few seconds: a read on the partial index, and a write transaction only when due.
  const [any] = await db
    .select({ id: contractPrices.id })
    .from(contractPrices)
    .where(due(db, today))
    .limit(1);
  if (!any) return 0;
  return db.write(async (tx) => {
    const ending = await tx
      .select({
        id: contractPrices.id,
        customerId: contractPrices.customerId,
        validTo: contractPrices.validTo,
        name: products.name,
        unit: products.unit,
        supplier: users.restaurantName,
      })
      .from(contractPrices)
      .innerJoin(products, eq(products.id, contractPrices.productId))
      .innerJoin(users, eq(users.id, contractPrices.supplierId))
      .where(due(tx, today));
    if (ending.length === 0) return 0;
    await tx
      .update(contractPrices)
      .set({ noticeSentAt: now })
      .where(
        inArray(
          contractPrices.id,
          ending.map((p) => p.id),
        ),
      );
    for (const p of ending)
      await notify(
        tx,
        p.customerId,
        {
          type: 'contract_price_ending',
          title: msg('contract.ending.title', {
            name: p.name,
            unit: p.unit,
            supplier: p.supplier,
            date: dayValue(p.validTo),
          }),
          message: msg('contract.ending.message', { date: dayValue(p.validTo), supplier: p.supplier }),
        },
        now,
      );
    return ending.length;
  });
}
