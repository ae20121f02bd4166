import {
  categories,
  claims,
  type Database,
  orderItems,
  orderParts,
  orders,
  products,
  taxDocuments,
  users,
} from '@app/db';
import { and, eq, inArray, ne, not, sql } from 'drizzle-orm';
import type { ReportReach } from '../business/index.ts';
import { supplied } from '../shared/pricing.ts';
import { withinRange } from '../shared/query.ts';
import type { SpendRange } from './schemas.ts';

/**
 * The orders a business's spend counts (decision 0099): the holder's, of the outlets read (decision
 * 0112), placed in the range (India days), not cancelled, and not an online order still waiting at
 * the gateway (pay later is a debt, so it counts). Their stored amounts are already lowered for short
 * and rejected lines, weights and claims.
 */
export const countedOrders = (reach: ReportReach, range: SpendRange) =>
  and(
    eq(orders.customerId, reach.customerId),
    reach.outletIds ? inArray(orders.outletId, reach.outletIds) : undefined,
    ne(orders.status, 'cancelled'),
    not(
      sql`(${orders.paymentMethod} = 'ONLINE' and ${orders.paymentStatus} <> 'paid' and ${orders.creditDueAt} is null)`,
    ),
    withinRange(orders.createdAt, range),
  );

/** The counted orders' own amounts, each with its day placed. */
export const orderRows = (db: Database, reach: ReportReach, range: SpendRange) =>
  db
    .select({
      id: orders.id,
      outletId: orders.outletId,
      createdAt: orders.createdAt,
      subtotalPaise: orders.subtotalPaise,
      gstPaise: orders.gstPaise,
      chargesPaise: orders.supplierChargesPaise,
      feesPaise: sql<number>`${orders.deliveryFeePaise} + ${orders.platformFeePaise}`,
      totalPaise: orders.totalPaise,
    })
    .from(orders)
    .where(countedOrders(reach, range));

/**
 * What the counted orders still charge line by line: what was supplied (less any short quantity)
 * less what approved claims and door refusals credited, before and as GST. Lines of a rejected
 * part are not charged. Summed, they are the orders' subtotal, supplier charges and GST.
 */
export async function chargedLines(db: Database, reach: ReportReach, range: SpendRange) {
  const rows = await db
    .select({
      line: orderItems,
      createdAt: orders.createdAt,
      itemId: products.itemId,
      categoryName: categories.name,
      supplierName: users.restaurantName,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(
      orderParts,
      and(eq(orderParts.orderId, orderItems.orderId), eq(orderParts.supplierId, orderItems.supplierId)),
    )
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, orderItems.categoryId))
    .leftJoin(users, eq(users.id, orderItems.supplierId))
    .where(and(countedOrders(reach, range), sql`coalesce(${orderParts.status}, '') <> 'rejected'`));
  const credited = await claimCredits(db, reach, range);
  return rows.map((r) => {
    const s = supplied(r.line);
    const c = credited.get(r.line.id) ?? { taxablePaise: 0, taxPaise: 0 };
    return {
      ...r,
      quantity: s.quantity,
      suppliedPaise: s.lineTotalPaise,
      taxablePaise: s.lineTotalPaise - c.taxablePaise,
      taxPaise: s.taxPaise - c.taxPaise,
    };
  });
}
export type ChargedLine = Awaited<ReturnType<typeof chargedLines>>[number];

/** Per line, what its approved claims' credit notes took off: before GST and GST. */
async function claimCredits(db: Database, reach: ReportReach, range: SpendRange) {
  const credited = new Map<string, { taxablePaise: number; taxPaise: number }>();
  const notes = await db
    .select({ lineId: claims.lineId, taxable: taxDocuments.taxablePaise, total: taxDocuments.totalPaise })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .innerJoin(taxDocuments, eq(taxDocuments.number, claims.creditNote))
    .where(countedOrders(reach, range));
  for (const n of notes) {
    const c = credited.get(n.lineId) ?? { taxablePaise: 0, taxPaise: 0 };
    credited.set(n.lineId, {
      taxablePaise: c.taxablePaise + n.taxable,
      taxPaise: c.taxPaise + n.total - n.taxable,
    });
  }
  return credited;
}
