import type { Database } from '@app/db';
import { cartLines } from '../cart/index.ts';
import { dayRefusal, daysAhead, termsOf } from '../terms/index.ts';
import { DAYS_AHEAD, readOffer } from './booking.ts';

/**
 * The slots a customer's checkout offers: only days every supplier in its cart (or in the part of
 * it ordered now) delivers on and still takes orders for (decision 0095). The slots and the cart
 * are read together.
 */
export async function slotsForCart(
  db: Database,
  buyer: { id: string; cityId: string | null; outletId?: string },
  now: number,
  supplierId?: string,
) {
  const [offer, lines] = await Promise.all([readOffer(db, buyer.cityId, now), cartLines(db, buyer, now)]);
  const terms = termsOf(supplierId ? lines.filter((l) => l.supplierId === supplierId) : lines);
  return offer({ days: daysAhead(terms, DAYS_AHEAD), refuse: (day) => dayRefusal(terms, day, now) });
}
