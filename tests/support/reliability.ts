import { claims, newId, orderItems, orderParts, orders } from '@app/db';
import type { SoldBy } from '@app/db/enums';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from './app.ts';
import { insertOrder } from './orders.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface LineSpec {
  pricePaise: number;
  /** Stored units: packs, or grams when sold by kg. */
  quantity: number;
  soldBy?: SoldBy;
  /** Not shipped of `quantity`. */
  short?: number;
  /** A weighed line's estimate ordered; `quantity` is then the weight packed. */
  estimated?: number;
}

export interface ClaimSpec {
  line: number;
  /** Stored units approved (or claimed, when not approved). */
  quantity: number;
  atDoor?: boolean;
  status?: 'approved' | 'partly_approved' | 'rejected' | 'open';
}

export interface PartSpec {
  /** How long before the test clock's now the order was placed. */
  ago: number;
  outcome: 'handed_over' | 'rejected' | 'accepted';
  /** Handed over this long after it was placed (1 hour unless given). */
  handedAfter?: number;
  lines: LineSpec[];
  claims?: ClaimSpec[];
}

/**
 * A supplier's part of an order, written directly as the flows leave it: its lines (short,
 * weighed), its outcome and when, and decided or open claims on its lines. Answers the order.
 */
export async function insertPart(
  t: TestApp,
  supplierId: string,
  customer: { id: string; email: string },
  spec: PartSpec,
) {
  const createdAt = t.services.clock.now() - spec.ago;
  const order = await insertOrder(
    t.db,
    customer,
    { createdAt, status: spec.outcome === 'accepted' ? 'confirmed' : 'delivered' },
    spec.lines.map((l) => ({ pricePaise: l.pricePaise, quantity: l.quantity, soldBy: l.soldBy, supplierId })),
  );
  const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const [i, l] of spec.lines.entries()) {
    if (!l.short && l.estimated === undefined) continue;
    await t.db
      .update(orderItems)
      .set({
        shortQuantity: l.short ?? 0,
        estimatedQuantity: l.estimated,
        weighed: l.estimated !== undefined,
      })
      .where(eq(orderItems.id, lines[i]!.id));
  }
  const handedOverAt = spec.outcome === 'handed_over' ? createdAt + (spec.handedAfter ?? HOUR) : null;
  await t.db.insert(orderParts).values({
    id: newId('prt'),
    orderId: order.id,
    supplierId,
    status: spec.outcome,
    pickupCode: '1234',
    handedOverAt,
    rejectedAt: spec.outcome === 'rejected' ? createdAt + HOUR : null,
    createdAt,
    updatedAt: createdAt,
  });
  for (const c of spec.claims ?? []) {
    const status = c.status ?? 'approved';
    const decided = status === 'approved' || status === 'partly_approved';
    await t.db.insert(claims).values({
      id: newId('clm'),
      orderId: order.id,
      lineId: lines[c.line]!.id,
      customerId: customer.id,
      supplierId,
      cityId: 'city_indore',
      quantity: c.quantity,
      reason: 'spoiled',
      status,
      atDoor: c.atDoor ?? false,
      approvedQuantity: decided ? c.quantity : null,
      createdAt: createdAt + 2 * HOUR,
      updatedAt: createdAt + 2 * HOUR,
    });
  }
  return order;
}

/**
 * The definitions of decision 0090 worked out again from the rows the fixtures left: parts of the
 * last 30 days handed over, rejected, or of an order gone past the pick-ups; values at the lines'
 * prices; the fixtures hand over on time within an hour and late ten days on.
 */
export async function recomputed(t: TestApp, supplierId: string) {
  const since = t.services.clock.now() - 30 * DAY;
  const parts = (
    await t.db
      .select({ part: orderParts, orderStatus: orders.status })
      .from(orderParts)
      .innerJoin(orders, eq(orders.id, orderParts.orderId))
      .where(eq(orderParts.supplierId, supplierId))
  ).filter(
    ({ part, orderStatus }) =>
      part.createdAt >= since &&
      (['handed_over', 'rejected'].includes(part.status) ||
        ['shipped', 'out_for_delivery', 'delivered'].includes(orderStatus)),
  );
  let [ordered, supplied, refused, claimed, handed, onTime] = [0, 0, 0, 0, 0, 0];
  for (const { part } of parts) {
    const lines = await t.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, part.orderId), eq(orderItems.supplierId, supplierId)));
    const worth = (id: string, q: number) => {
      const l = lines.find((x) => x.id === id)!;
      return l.soldBy === 'pack' ? l.pricePaise * q : Math.round((l.pricePaise * q) / 1000);
    };
    for (const l of lines) {
      const o = worth(l.id, l.estimatedQuantity ?? l.quantity);
      ordered += o;
      if (part.status !== 'rejected') supplied += Math.min(o, worth(l.id, l.quantity - l.shortQuantity));
    }
    const decided = (await t.db.select().from(claims).where(eq(claims.orderId, part.orderId))).filter(
      (c) => c.supplierId === supplierId && (c.status === 'approved' || c.status === 'partly_approved'),
    );
    for (const c of decided) {
      if (c.atDoor) refused += worth(c.lineId, c.approvedQuantity!);
      else claimed += worth(c.lineId, c.approvedQuantity!);
    }
    if (part.handedOverAt !== null) {
      handed += 1;
      if (part.handedOverAt - part.createdAt < 2 * DAY) onTime += 1;
    }
  }
  const pct = (a: number, b: number) => (b ? Math.round((a * 100) / b) : null);
  if (parts.length < 5)
    return {
      status: 'new',
      fill_rate: null,
      on_time_rate: null,
      rejection_rate: null,
      claim_rate: null,
      parts: parts.length,
    };
  return {
    status: 'rated',
    fill_rate: pct(supplied, ordered),
    on_time_rate: pct(onTime, handed),
    rejection_rate: pct(refused, supplied),
    claim_rate: pct(claimed, supplied),
    parts: parts.length,
  };
}
