import { claims, type Database, orderItems, orders } from '@app/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import { queueClaimUpdated } from '../channels/index.ts';
import { fail } from '../errors.ts';
import { creditLinePart } from '../invoices/index.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { lowerOrderTotals, tellRefundDue } from '../orders/index.ts';
import { formatQuantity, fromStored, toStored } from '../shared/measure.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import type { claimDecisionInput } from './schemas.ts';
import { claimRows } from './views.ts';

/**
 * Staff of the claim's city decide an open claim once. Rejected: the reason is told. Approved,
 * for all that was claimed or part of it: a credit note against the supplier's invoice for that
 * much of the line, never more than the invoice still bills after earlier notes (the quantity is
 * cut to it); the order's total falls by it (a credit account's ledger follows), and what a paid
 * order paid for it is a refund due for staff. The decision is one transaction that starts by
 * taking the claim out of `open`, so two approvals at once credit once: the second finds it
 * decided (409) and its credit note is never written.
 */
export async function decideClaim(
  db: Database,
  scope: StaffScope,
  actorId: string,
  input: z.output<typeof claimDecisionInput>,
  now: number,
) {
  await db.write(async (tx) => {
    const [row] = await tx
      .select({ claim: claims, line: orderItems, order: orders })
      .from(claims)
      .innerJoin(orderItems, eq(orderItems.id, claims.lineId))
      .innerJoin(orders, eq(orders.id, claims.orderId))
      .where(and(eq(claims.id, input.id), inScope(claims.cityId, scope)));
    if (!row) throw fail.notFound(msg('error.claims.notFound'));
    const { claim, line, order } = row;
    const [taken] = await tx
      .update(claims)
      .set({
        status: 'rejected',
        decidedBy: actorId,
        decidedAt: now,
        decisionReason: input.reason,
        updatedAt: now,
      })
      .where(and(eq(claims.id, claim.id), eq(claims.status, 'open')))
      .returning({ id: claims.id });
    if (!taken) throw fail.conflict('claim_decided', msg('error.claims.decided'));
    const item = line.productName;
    const q = (stored: number) => formatQuantity(stored, line.soldBy);
    if (input.decision === 'reject') {
      const told = {
        type: 'claim_decided',
        title: msg('claim.rejected.title', { number: order.orderNumber, item }),
        message: msg('claim.rejected.message', { reason: input.reason }),
      };
      await notify(tx, claim.customerId, told, now);
      await notify(tx, claim.supplierId, told, now);
      await queueClaimUpdated(tx, claim, order.orderNumber, 'rejected', now);
      await audit(
        tx,
        {
          actorId,
          action: 'claim.rejected',
          entity: 'order',
          entityId: order.id,
          after: { claim_id: claim.id },
        },
        now,
      );
      return;
    }
    const asked = input.quantity === undefined ? claim.quantity : toStored(input.quantity, line.soldBy);
    if (asked === null || asked > claim.quantity)
      throw fail.badRequest(
        'invalid_quantity',
        msg('error.claims.approveAtMost', { max: q(claim.quantity) }),
      );
    const credit = await creditLinePart(
      tx,
      order.id,
      claim.supplierId,
      { name: line.productName, hsnCode: line.hsnCode, pricePaise: line.pricePaise },
      asked,
      now,
    );
    if (!credit) throw fail.conflict('nothing_to_credit', msg('error.claims.nothingToCredit'));
    const creditPaise = credit.taxablePaise + credit.taxPaise;
    const paid = order.paymentStatus === 'paid' && order.creditDueAt === null;
    await tx
      .update(claims)
      .set({
        status: credit.quantity < claim.quantity ? 'partly_approved' : 'approved',
        approvedQuantity: credit.quantity,
        creditNote: credit.number,
        creditPaise,
        refundPaise: paid ? creditPaise : 0,
      })
      .where(eq(claims.id, claim.id));
    await lowerOrderTotals(
      tx,
      order.id,
      { subtotalPaise: credit.taxablePaise, gstPaise: credit.taxPaise },
      now,
    );
    const amount = formatRupees(toRupees(creditPaise));
    const told = {
      type: 'claim_decided',
      title: msg('claim.approved.title', { number: order.orderNumber, item, quantity: q(credit.quantity) }),
      message: [
        msg('claim.approved.message', { quantity: q(credit.quantity), item, amount, note: credit.number }),
        msg('claim.decisionReason', { reason: input.reason }),
        paid && msg('part.refunded'),
      ],
    };
    await notify(tx, claim.customerId, told, now);
    await notify(tx, claim.supplierId, told, now);
    const step = credit.quantity < claim.quantity ? 'partly_approved' : 'approved';
    await queueClaimUpdated(tx, claim, order.orderNumber, step, now);
    if (paid)
      await tellRefundDue(
        tx,
        order,
        creditPaise,
        msg('claim.refund.staff', { item, note: credit.number }),
        now,
      );
    await audit(
      tx,
      {
        actorId,
        action: 'claim.approved',
        entity: 'order',
        entityId: order.id,
        after: {
          claim_id: claim.id,
          quantity: fromStored(credit.quantity, line.soldBy),
          credit_note: credit.number,
          credited: toRupees(creditPaise),
        },
      },
      now,
    );
  });
  return (await claimRows(db, eq(claims.id, input.id)))[0]!;
}
