import { type ClaimReason, claimPhotos, claims, newId, type orderItems, type orders, type Tx } from '@app/db';
import { and, eq, isNull } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { creditLinePart } from '../invoices/index.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { lowerOrderTotals, tellRefundDue } from '../orders/index.ts';
import { formatQuantity } from '../shared/measure.ts';

export interface DoorRefusal {
  line: typeof orderItems.$inferSelect;
  /** Stored units refused: packs, grams or millilitres. */
  quantity: number;
  reason: ClaimReason;
  photoId?: string;
}

/**
 * Goods refused at the door (decision 0089): each refusal is a claim decided there and then,
 * credited against its supplier's invoice (issued when the goods left it) for what was refused,
 * never more than it still bills. The order's total falls at once, so the cash the rider collects
 * is what was kept; a paid order is owed the difference (staff are told); each supplier hears what
 * comes back and why, with the photos. Answers the credit notes issued.
 */
export async function refuseAtDoor(
  tx: Tx,
  order: typeof orders.$inferSelect,
  actorId: string,
  refusals: readonly DoorRefusal[],
  now: number,
) {
  const paid = order.paymentStatus === 'paid' && order.creditDueAt === null;
  const notes: string[] = [];
  let taxablePaise = 0;
  let taxPaise = 0;
  for (const r of refusals) {
    const { line } = r;
    if (r.photoId) {
      const [photo] = await tx
        .select({ id: claimPhotos.id })
        .from(claimPhotos)
        .where(
          and(eq(claimPhotos.id, r.photoId), eq(claimPhotos.ownerId, actorId), isNull(claimPhotos.claimId)),
        );
      if (!photo) throw fail.badRequest('photo_not_found', msg('error.claims.photoNotFound'));
    }
    const credit = await creditLinePart(
      tx,
      order.id,
      line.supplierId!,
      { name: line.productName, hsnCode: line.hsnCode, pricePaise: line.pricePaise },
      r.quantity,
      now,
    );
    const creditPaise = credit ? credit.taxablePaise + credit.taxPaise : 0;
    const claimId = newId('clm');
    await tx.insert(claims).values({
      id: claimId,
      orderId: order.id,
      lineId: line.id,
      customerId: order.customerId,
      supplierId: line.supplierId!,
      cityId: order.cityId,
      quantity: r.quantity,
      reason: r.reason,
      status: 'approved',
      atDoor: true,
      approvedQuantity: credit?.quantity ?? r.quantity,
      decidedBy: actorId,
      decidedAt: now,
      creditNote: credit?.number ?? null,
      creditPaise,
      refundPaise: paid ? creditPaise : 0,
      createdAt: now,
      updatedAt: now,
    });
    if (r.photoId) await tx.update(claimPhotos).set({ claimId }).where(eq(claimPhotos.id, r.photoId));
    if (credit) {
      notes.push(credit.number);
      taxablePaise += credit.taxablePaise;
      taxPaise += credit.taxPaise;
    }
    await notify(
      tx,
      line.supplierId!,
      {
        type: 'goods_refused',
        title: msg('door.refused.title', { number: order.orderNumber, item: line.productName }),
        message: [
          msg('door.refused.message', {
            quantity: formatQuantity(r.quantity, line.soldBy),
            item: line.productName,
            reason: msg(`claimReason.${r.reason}`),
          }),
          credit && msg('part.credit', { note: credit.number }),
        ],
      },
      now,
    );
  }
  if (taxablePaise + taxPaise > 0)
    await lowerOrderTotals(tx, order.id, { subtotalPaise: taxablePaise, gstPaise: taxPaise }, now);
  if (paid && taxablePaise + taxPaise > 0)
    await tellRefundDue(
      tx,
      order,
      taxablePaise + taxPaise,
      msg('door.refund.staff', { notes: notes.join(', ') }),
      now,
    );
  await audit(
    tx,
    {
      actorId,
      action: 'order.inspected',
      entity: 'order',
      entityId: order.id,
      after: {
        refused: refusals.map((r) => ({ line_id: r.line.id, quantity: r.quantity, reason: r.reason })),
        credit_notes: notes,
      },
    },
    now,
  );
  return notes;
}
