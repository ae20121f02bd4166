import { type Database, orderParts, orders, type PartStatus, type Tx, users } from '@app/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SellerConfig } from '../config.ts';
import { fail } from '../errors.ts';
import { issueSupplierInvoice } from '../invoices/index.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { iso } from '../shared/query.ts';
import { nameOfSupplier, stepPart } from './parts.ts';
import { partRefusal } from './refusals.ts';
import { awaitsPickup } from './status.ts';
import { expireOffers } from './substitute-expiry.ts';

/** One stop before the drop; exported because the SDK's declarations name it. */
export interface PickupStop {
  part_id: string;
  supplier_name: string;
  address: string;
  phone: string;
  status: PartStatus;
  handed_over_at: string | null;
}

/**
 * The pick-up stops of these orders, one per supplier part, for the rider: where to collect what.
 * Never the pick-up code: the supplier gives it to the rider with the goods.
 */
export async function pickupStops(db: Database | Tx, orderIds: string[]) {
  const map = new Map<string, PickupStop[]>();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select({
      part: orderParts,
      supplier: {
        restaurantName: users.restaurantName,
        username: users.username,
        businessAddress: users.businessAddress,
        address: users.address,
        phone: users.phone,
      },
    })
    .from(orderParts)
    .innerJoin(users, eq(users.id, orderParts.supplierId))
    .where(inArray(orderParts.orderId, [...new Set(orderIds)]))
    .orderBy(asc(orderParts.createdAt), asc(orderParts.id));
  for (const { part, supplier: s } of rows) {
    const list = map.get(part.orderId) ?? [];
    list.push({
      part_id: part.id,
      supplier_name: nameOfSupplier(s),
      address: s.businessAddress || s.address,
      phone: s.phone,
      status: part.status,
      handed_over_at: iso(part.handedOverAt),
    });
    map.set(part.orderId, list);
  }
  return map;
}

/** Why the rider may not leave with the order yet (parts still to collect), or null when it may. */
export async function pickUpRefusal(tx: Tx, orderId: string) {
  const stops = (await pickupStops(tx, [orderId])).get(orderId) ?? [];
  const open = stops.filter((s) => awaitsPickup(s.status));
  if (open.length === 0) return null;
  const names = open.map((s) => s.supplier_name);
  const list =
    names.length > 1
      ? msg('error.orders.andList', { head: names.slice(0, -1).join(', '), last: names.at(-1)! })
      : names[0]!;
  return msg('error.orders.pickupsOpen', { list });
}

/**
 * The rider collects a packed part with the supplier's four-digit pick-up code: the part is
 * handed over (the rider's step of the part machine in status.ts), logged, its supplier's invoice
 * issued on what leaves it, and its supplier told. The caller checks that the rider is on the
 * order's current assignment.
 */
export async function handOverPart(
  tx: Tx,
  input: {
    orderId: string;
    partId: string;
    code: string;
    rider: { id: string; username: string };
    operator: SellerConfig;
  },
  now: number,
) {
  const [row] = await tx
    .select({ part: orderParts, order: orders })
    .from(orderParts)
    .innerJoin(orders, eq(orders.id, orderParts.orderId))
    .where(and(eq(orderParts.id, input.partId), eq(orderParts.orderId, input.orderId)));
  if (!row) throw fail.notFound(msg('error.orders.pickUpNotFound'));
  const refusal = partRefusal('rider', row.order.status, row.part.status, 'handed_over');
  if (refusal) throw fail.conflict('invalid_transition', refusal);
  if (input.code !== row.part.pickupCode)
    throw fail.badRequest('wrong_pickup_code', msg('error.orders.wrongPickupCode'));
  await expireOffers(tx, row.part, input.rider.id, now);
  await stepPart(tx, row.part, 'handed_over', { actorId: input.rider.id, now });
  await issueSupplierInvoice(tx, row.order, row.part.supplierId, input.operator, now);
  await notify(
    tx,
    row.part.supplierId,
    {
      type: 'order_part_collected',
      title: msg('part.collected.title', { number: row.order.orderNumber }),
      message: msg('part.collected.message', { rider: input.rider.username, number: row.order.orderNumber }),
    },
    now,
  );
}
