import { claims, type Database, orderItems, orderParts, orders } from '@app/db';
import { and, type Column, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import { GOODS_GONE, handedOverOnTime } from '../orders/index.ts';
import { creditedValue, orderedValue, type PartFacts, suppliedValue } from './figures.ts';

const partKey = (orderId: string, supplierId: string) => `${orderId}|${supplierId}`;

/**
 * Every supplier part created since `since` whose outcome is known (figures.ts), of one supplier or
 * all, valued line by line. Three reads sent together: the parts, their lines, and the decided
 * claims on those lines (approved in full or in part, at the door or after delivery).
 */
export async function partFacts(
  db: Database,
  o: { since: number; supplierId?: string },
): Promise<PartFacts[]> {
  const known = and(
    gte(orderParts.createdAt, o.since),
    or(inArray(orderParts.status, ['handed_over', 'rejected']), inArray(orders.status, GOODS_GONE)),
    o.supplierId ? eq(orderParts.supplierId, o.supplierId) : undefined,
  );
  const supplied = (status: string) => status !== 'rejected';
  const ofPart = (orderId: Column, supplierId: Column) =>
    and(eq(orderId, orderParts.orderId), eq(supplierId, orderParts.supplierId));
  const [parts, lines, credited] = await Promise.all([
    db
      .select({
        orderId: orderParts.orderId,
        supplierId: orderParts.supplierId,
        orderNumber: orders.orderNumber,
        status: orderParts.status,
        createdAt: orderParts.createdAt,
        handedOverAt: orderParts.handedOverAt,
      })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(known),
    db
      .select({
        orderId: orderItems.orderId,
        supplierId: orderParts.supplierId,
        status: orderParts.status,
        productId: orderItems.productId,
        soldBy: orderItems.soldBy,
        quantity: orderItems.quantity,
        shortQuantity: orderItems.shortQuantity,
        estimatedQuantity: orderItems.estimatedQuantity,
        pricePaise: orderItems.pricePaise,
        lineTotalPaise: orderItems.lineTotalPaise,
        taxPaise: orderItems.taxPaise,
      })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(orderItems, ofPart(orderItems.orderId, orderItems.supplierId))
      // A substitute the customer accepted was not ordered: its line counts as unfilled (0091).
      .where(and(known, isNull(orderItems.substitutesLineId), eq(orderItems.kind, 'goods'))),
    db
      .select({
        orderId: claims.orderId,
        supplierId: claims.supplierId,
        atDoor: claims.atDoor,
        approvedQuantity: claims.approvedQuantity,
        pricePaise: orderItems.pricePaise,
        soldBy: orderItems.soldBy,
      })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .innerJoin(claims, ofPart(claims.orderId, claims.supplierId))
      .innerJoin(orderItems, eq(orderItems.id, claims.lineId))
      .where(and(known, inArray(claims.status, ['approved', 'partly_approved']))),
  ]);
  const byKey = new Map<string, PartFacts>();
  for (const { status, handedOverAt, ...p } of parts)
    byKey.set(partKey(p.orderId, p.supplierId), {
      ...p,
      outcome: supplied(status) ? 'supplied' : 'rejected',
      onTime: handedOverAt === null ? null : handedOverOnTime(p.createdAt, handedOverAt),
      orderedPaise: 0,
      suppliedPaise: 0,
      refusedPaise: 0,
      claimedPaise: 0,
    });
  // The reads are not one snapshot: a part decided between them is counted on the next refresh.
  const read = new Set<PartFacts>();
  for (const l of lines) {
    const part = byKey.get(partKey(l.orderId, l.supplierId));
    if (!part) continue;
    read.add(part);
    part.orderedPaise += orderedValue(l);
    part.suppliedPaise += suppliedValue(l, supplied(l.status));
  }
  for (const c of credited) {
    const part = byKey.get(partKey(c.orderId, c.supplierId));
    if (!part) continue;
    const value = creditedValue({ ...c, approvedQuantity: c.approvedQuantity ?? 0 });
    if (c.atDoor) part.refusedPaise += value;
    else part.claimedPaise += value;
  }
  return [...read];
}
