import { type Database, orders } from '@app/db';
import { and, eq } from 'drizzle-orm';
import type { StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { fromStored } from '../shared/measure.ts';
import { changeOrderStatus, type OrderEndPort } from './transitions.ts';

/**
 * Staff confirm the goods of a failed delivery are back: the order is cancelled through
 * changeOrderStatus, which releases the stock of what was supplied (cancelled is final, so once)
 * and credits its invoices. Outside a sub-admin's city the order does not exist (404).
 */
export async function returnToStock(
  db: Database,
  p: { scope: StaffScope; actorId: string; now: number; id: string; orderEnd: OrderEndPort },
) {
  return db.write(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, p.id), inScope(orders.cityId, p.scope)));
    if (!order) throw fail.notFound(msg('error.orders.orderNotFound'));
    if (order.status !== 'delivery_failed')
      throw fail.conflict(
        'not_delivery_failed',
        msg('error.orders.notDeliveryFailed', { status: msg(`orderStatus.${order.status}`) }),
      );
    const done = await changeOrderStatus(tx, order.id, 'cancelled', {
      actor: 'staff',
      now: p.now,
      expectedVersion: order.version,
      note: msg('order.returned.note'),
      orderEnd: p.orderEnd,
    });
    const released = done.released.map((l) => ({
      product_id: l.productId,
      quantity: fromStored(l.quantity, l.soldBy),
      sold_by: l.soldBy,
    }));
    await audit(
      tx,
      {
        actorId: p.actorId,
        action: 'order.return_to_stock',
        entity: 'order',
        entityId: order.id,
        before: { status: order.status, version: order.version },
        after: { status: done.status, version: done.version, released, credit_notes: done.creditNotes },
      },
      p.now,
    );
    return {
      id: done.id,
      status: done.status,
      version: done.version,
      credit_notes: done.creditNotes,
      released,
    };
  });
}
