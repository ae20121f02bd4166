import { type Database, products } from '@app/db';
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import { dayValue, msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { istDayOf, shiftDay } from '../shared/query.ts';

const WARN_DAYS = 7;

/**
 * Background work: a listing is sold up to and including its expiry date (India's calendar);
 * the day after, it leaves the catalogue, carts and checkout (`expired`). Its supplier is told a
 * week ahead, once. Both updates bump the catalogue version, so cached pages follow.
 * Answers how many listings changed.
 */
export async function expireListings(db: Database, now: number): Promise<number> {
  const today = istDayOf(now);
  const soon = shiftDay(today, WARN_DAYS);
  // Literal, not a bound parameter: only then can SQLite use the partial index (expired = 0).
  const live = sql`${products.expired} = 0`;
  const pastDate = and(live, lt(products.expiryDate, today));
  const dueWarning = and(
    live,
    lte(products.expiryDate, soon),
    eq(products.expiryWarned, false),
    eq(products.approvalStatus, 'approved'),
  );
  // Runs every few seconds: a read on the partial index, and a write transaction only when due.
  const [due] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        live,
        lte(products.expiryDate, soon),
        or(
          lt(products.expiryDate, today),
          and(eq(products.expiryWarned, false), eq(products.approvalStatus, 'approved')),
        ),
      ),
    )
    .limit(1);
  if (!due) return 0;
  return db.write(async (tx) => {
    const expired = await tx
      .update(products)
      .set({ expired: true, updatedAt: now })
      .where(pastDate)
      .returning({
        id: products.id,
        name: products.name,
        unit: products.unit,
        supplierId: products.supplierId,
      });
    for (const p of expired)
      await notify(
        tx,
        p.supplierId,
        {
          type: 'listing_expired',
          title: msg('listing.expired.title', { name: p.name, unit: p.unit }),
          message: msg('listing.expired.message'),
        },
        now,
      );
    const warned = await tx.update(products).set({ expiryWarned: true }).where(dueWarning).returning({
      name: products.name,
      unit: products.unit,
      supplierId: products.supplierId,
      expiryDate: products.expiryDate,
    });
    for (const p of warned)
      await notify(
        tx,
        p.supplierId,
        {
          type: 'listing_expiring',
          title: msg('listing.expiring.title', {
            name: p.name,
            unit: p.unit,
            date: p.expiryDate ? dayValue(p.expiryDate) : '',
          }),
          message: msg('listing.expiring.message'),
        },
        now,
      );
    return expired.length + warned.length;
  });
}
