import { lineSubstitutions, type Tx } from '@app/db';
import { and, eq } from 'drizzle-orm';
import { supplied } from '../shared/pricing.ts';
import { shortenLine } from './short-lines.ts';
import { openSupplierLine } from './supplier-line.ts';

const openOffers = (tx: Tx, orderId: string, supplierId?: string) =>
  tx
    .select()
    .from(lineSubstitutions)
    .where(
      and(
        eq(lineSubstitutions.orderId, orderId),
        supplierId ? eq(lineSubstitutions.supplierId, supplierId) : undefined,
        eq(lineSubstitutions.status, 'offered'),
      ),
    );

const lapse = (tx: Tx, id: string, now: number) =>
  tx
    .update(lineSubstitutions)
    .set({ status: 'expired', answeredAt: now })
    .where(eq(lineSubstitutions.id, id));

/**
 * When a supplier's goods leave it, offers still unanswered lapse and their lines are left out as
 * short lines (decision 0091), so the invoice issued then bills only what leaves.
 */
export async function expireOffers(
  tx: Tx,
  part: { orderId: string; supplierId: string },
  actorId: string,
  now: number,
) {
  for (const offer of await openOffers(tx, part.orderId, part.supplierId)) {
    const row = await openSupplierLine(tx, offer.supplierId, offer.orderId, offer.lineId);
    await lapse(tx, offer.id, now);
    if (supplied(row.line).quantity > 0) await shortenLine(tx, row, 0, actorId, now);
  }
}

/** A rejected part or a cancelled order: its open offers lapse with it (nothing is left to answer). */
export async function lapseOffers(tx: Tx, orderId: string, now: number, supplierId?: string) {
  for (const offer of await openOffers(tx, orderId, supplierId)) await lapse(tx, offer.id, now);
}
