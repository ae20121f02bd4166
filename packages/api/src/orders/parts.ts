import {
  cities,
  type Database,
  newId,
  orderItems,
  orderParts,
  orders,
  products,
  type Tx,
  users,
} from '@app/db';
import type { LineKind } from '@app/db/enums';
import { and, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { queueChannelMessages } from '../channels/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { fourDigitCode } from '../shared/order-numbers.ts';
import { type SuppliedLine, supplied } from '../shared/pricing.ts';
import { emitEvent } from '../webhooks/index.ts';
import type { PartStep } from './status.ts';
import type { OrderRow } from './views.ts';

export type PartRow = typeof orderParts.$inferSelect;

const STAMP = {
  accepted: 'acceptedAt',
  packed: 'packedAt',
  handed_over: 'handedOverAt',
  rejected: 'rejectedAt',
} as const;

/**
 * Writes one step of a part, already checked against the table in status.ts, and logs it
 * (`order_part.<status>`). Conditional on the version read: a part changed meanwhile is a 409.
 */
export async function stepPart(
  tx: Tx,
  from: PartRow,
  to: PartStep,
  by: { actorId: string; now: number; reason?: string },
) {
  const reason = to === 'rejected' ? (by.reason ?? '') : null;
  const [part] = await tx
    .update(orderParts)
    .set({
      status: to,
      reason,
      [STAMP[to]]: by.now,
      version: sql`${orderParts.version} + 1`,
      updatedAt: by.now,
    })
    .where(and(eq(orderParts.id, from.id), eq(orderParts.version, from.version)))
    .returning();
  if (!part) throw fail.conflict('stale_order', msg('error.orders.changedMeanwhile'));
  const [order] = await tx
    .select({ number: orders.orderNumber, cityId: orders.cityId })
    .from(orders)
    .where(eq(orders.id, from.orderId));
  await emitEvent(
    tx,
    'order_part.status_changed',
    {
      order_id: from.orderId,
      order_number: order?.number ?? null,
      part_id: part.id,
      supplier_id: part.supplierId,
      from: from.status,
      to: part.status,
      reason,
    },
    { supplierId: part.supplierId, cityId: order?.cityId ?? null },
    by.now,
  );
  await audit(
    tx,
    {
      actorId: by.actorId,
      action: `order_part.${to}`,
      entity: 'order',
      entityId: from.orderId,
      before: { status: from.status },
      after: { status: part.status, ...(reason ? { reason } : {}) },
    },
    by.now,
  );
  return part;
}

/**
 * One part per supplier among the order's lines: the rows, and their insert for the checkout's
 * batch (none for an order of the operator's own listings only).
 */
export function openParts(
  db: Database | Tx,
  orderId: string,
  supplierIds: readonly (string | null)[],
  now: number,
) {
  const suppliers = [...new Set(supplierIds.filter((s): s is string => s !== null))];
  const parts = suppliers.map((supplierId) => ({
    id: newId('prt'),
    orderId,
    supplierId,
    // The supplier shows it to the rider at pick-up (printed on its packing slip).
    pickupCode: fourDigitCode(),
    createdAt: now,
    updatedAt: now,
  }));
  const insert = parts.length === 0 ? null : db.insert(orderParts).values(parts);
  return { parts, insert };
}

/**
 * The lines of these orders, each with its part's status (null for the operator's own listings):
 * lines of a rejected part are not supplied, not charged, and their stock is already back.
 */
/** Orders' lines with each one's part status, and who sold it: its supplier and brand (issue 41). */
export const linesWithParts = (db: Database | Tx, orderIds: (string | Placeholder)[]) =>
  db
    .select({
      line: orderItems,
      partStatus: orderParts.status,
      supplierName: users.restaurantName,
      brand: products.brand,
    })
    .from(orderItems)
    .leftJoin(
      orderParts,
      and(eq(orderParts.orderId, orderItems.orderId), eq(orderParts.supplierId, orderItems.supplierId)),
    )
    .leftJoin(users, eq(users.id, orderItems.supplierId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds));

export const partsOf = (tx: Tx, orderId: string) =>
  tx.select().from(orderParts).where(eq(orderParts.orderId, orderId));

export const partLines = (tx: Database | Tx, part: Pick<PartRow, 'orderId' | 'supplierId'>) =>
  tx
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, part.orderId),
        eq(orderItems.supplierId, part.supplierId),
        eq(orderItems.kind, 'goods'),
      ),
    );

/** Value of what is supplied of the lines, with its GST, as the customer pays it. */
export const linesValue = (lines: readonly (SuppliedLine & { kind: LineKind })[]) => ({
  subtotalPaise: lines.reduce((s, l) => s + supplied(l).lineTotalPaise, 0),
  gstPaise: lines.reduce((s, l) => s + supplied(l).taxPaise, 0),
  /** Of `subtotalPaise`, a delivery charge below the supplier's minimum: the order has it apart. */
  chargesPaise: lines.reduce((s, l) => s + (l.kind === 'charge' ? l.lineTotalPaise : 0), 0),
});

/** Tells each supplier of a just-confirmed order what it has to pack (the order is theirs to accept). */
export async function announceParts(tx: Tx, order: OrderRow, now: number) {
  const [city] = order.cityId
    ? await tx.select({ name: cities.name }).from(cities).where(eq(cities.id, order.cityId))
    : [];
  for (const part of await partsOf(tx, order.id)) {
    const lines = await partLines(tx, part);
    const value = linesValue(lines);
    const restaurant = `${order.restaurantName}${city ? `, ${city.name}` : ''}`;
    const amount = formatRupees(toRupees(value.subtotalPaise + value.gstPaise));
    await notify(
      tx,
      part.supplierId,
      {
        type: 'supplier_new_order',
        title: msg('order.new.title', { number: order.orderNumber }),
        message: msg('part.new.message', { restaurant, count: lines.length, amount }),
      },
      now,
    );
    await queueChannelMessages(
      tx,
      'supplier_part_new',
      [part.supplierId],
      { number: order.orderNumber, restaurant, amount },
      { key: order.id, orderId: order.id, now },
    );
  }
}

/** A supplier's name as customers, staff and riders read it: its trade name. */
export const nameOfSupplier = (s: { restaurantName: string; username: string }) =>
  s.restaurantName || s.username || 'A supplier';

export async function supplierName(tx: Tx, supplierId: string) {
  const [s] = await tx
    .select({ restaurantName: users.restaurantName, username: users.username })
    .from(users)
    .where(eq(users.id, supplierId));
  return s ? nameOfSupplier(s) : 'A supplier';
}

/**
 * The customer pays less for goods not supplied: the order's subtotal, GST and total drop by them
 * (fees stay as charged). Answers the new total.
 */
export async function lowerOrderTotals(
  tx: Tx,
  orderId: string,
  less: { subtotalPaise: number; gstPaise: number; chargesPaise?: number },
  now: number,
) {
  const charges = less.chargesPaise ?? 0;
  const [after] = await tx
    .update(orders)
    .set({
      subtotalPaise: sql`${orders.subtotalPaise} - ${less.subtotalPaise - charges}`,
      supplierChargesPaise: sql`${orders.supplierChargesPaise} - ${charges}`,
      gstPaise: sql`${orders.gstPaise} - ${less.gstPaise}`,
      totalPaise: sql`${orders.totalPaise} - ${less.subtotalPaise + less.gstPaise}`,
      version: sql`${orders.version} + 1`,
      updatedAt: now,
    })
    .where(eq(orders.id, orderId))
    .returning({ totalPaise: orders.totalPaise });
  return after!.totalPaise;
}
