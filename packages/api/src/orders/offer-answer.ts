import { type Database, lineSubstitutions, orders } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { answerSubstitute } from './substitute-answer.ts';
import type { OrderEndPort } from './transitions.ts';

/**
 * The customer answers one offer by its id (the chat's buttons name the offer they were sent
 * for, decision 0110): answered, lapsed or replaced by a newer offer on the line, it is 409
 * `no_offer`; otherwise exactly the app's answer.
 */
export async function answerOffer(
  db: Database,
  customerId: string,
  offerId: string,
  accept: boolean,
  now: number,
  orderEnd: OrderEndPort,
) {
  const [offer] = await db
    .select({
      orderId: lineSubstitutions.orderId,
      lineId: lineSubstitutions.lineId,
      status: lineSubstitutions.status,
    })
    .from(lineSubstitutions)
    .innerJoin(orders, eq(orders.id, lineSubstitutions.orderId))
    .where(and(eq(lineSubstitutions.id, offerId), eq(orders.customerId, customerId)));
  if (!offer) throw fail.notFound(msg('error.orders.lineNotFound'));
  if (offer.status !== 'offered') throw fail.conflict('no_offer', msg('error.orders.noSubstitute'));
  return answerSubstitute(
    db,
    customerId,
    { id: offer.orderId, line_id: offer.lineId, accept },
    now,
    orderEnd,
  );
}
