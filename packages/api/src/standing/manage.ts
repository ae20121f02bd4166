import {
  type Database,
  deliverySlots,
  newId,
  products,
  standingOrderLines,
  standingOrders,
  users,
} from '@app/db';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { SessionUser } from '../accounts/index.ts';
import type { Buying } from '../business/index.ts';
import { measureRefusal, stepColumns } from '../cart/index.ts';
import { liveForCity } from '../catalog/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { toStored } from '../shared/measure.ts';
import { istDayOf } from '../shared/query.ts';
import { daysMask } from '../shared/weekdays.ts';
import type { StandingOrderInput } from './schemas.ts';
import { ownStanding, type StandingOwner, standingDtos } from './views.ts';

/** An outlet may keep this many standing orders. */
const MAX_STANDING = 20;

/** The lines as stored, each a live listing of the customer's city in its steps; or the refusal. */
async function storedLines(db: Database, user: SessionUser, input: StandingOrderInput) {
  const asked = input.lines;
  const ids = [...new Set(asked.map((l) => l.product_id))];
  if (ids.length !== asked.length)
    throw fail.badRequest('duplicate_line', msg('error.standing.duplicateLine'));
  const found = await db
    .select({ id: products.id, name: products.name, ...stepColumns })
    .from(products)
    .innerJoin(users, eq(users.id, products.supplierId))
    .where(and(inArray(products.id, ids), liveForCity(user.cityId)));
  return asked.map((l, position) => {
    const p = found.find((f) => f.id === l.product_id);
    if (!p) throw fail.notFound(msg('error.standing.productNotFound'));
    const stored = toStored(l.quantity, p.soldBy);
    const refusal = measureRefusal(p, stored);
    if (refusal) throw refusal;
    return { productId: p.id, quantity: stored!, position };
  });
}

/** The slot, which must be an active one of the customer's city when the city has slots. */
async function slotFor(db: Database, user: SessionUser, slotId: string | null) {
  const active = user.cityId
    ? await db
        .select({ id: deliverySlots.id })
        .from(deliverySlots)
        .where(and(eq(deliverySlots.cityId, user.cityId), eq(deliverySlots.isActive, true)))
    : [];
  if (active.length === 0) {
    if (slotId) throw fail.badRequest('unknown_slot', msg('error.slots.unknown'));
    return null;
  }
  if (!slotId) throw fail.badRequest('slot_required', msg('error.standing.slotRequired'));
  if (!active.some((s) => s.id === slotId)) throw fail.badRequest('unknown_slot', msg('error.slots.unknown'));
  return slotId;
}

const fieldsOf = (input: StandingOrderInput, slotId: string | null, now: number) => ({
  name: input.name,
  weekdays: daysMask(input.weekdays),
  intervalWeeks: input.interval_weeks,
  startsOn: input.starts_on ?? istDayOf(now),
  slotId,
  paymentMethod: input.payment_method,
  deliveryAddress: input.delivery_address,
  phone: input.phone,
  contactPerson: input.contact_person,
  alternatePhone: input.alternate_phone,
  landmark: input.landmark,
  deliveryNotes: input.delivery_notes,
  updatedAt: now,
});

/** The account holder's standing orders for the outlet a call buys for. */
export const standingOwner = (buying: Buying): StandingOwner => ({
  customerId: buying.buyer.id,
  outletId: buying.outletId,
});

/**
 * The outlet's standing orders; with `outletIds`, those outlets' instead (null: every outlet of
 * the business, for its owner).
 */
export async function listStanding(
  db: Database,
  owner: StandingOwner,
  now: number,
  outletIds?: string[] | null,
) {
  const rows = await db
    .select()
    .from(standingOrders)
    .where(
      and(
        eq(standingOrders.customerId, owner.customerId),
        outletIds === undefined
          ? eq(standingOrders.outletId, owner.outletId)
          : outletIds === null
            ? isNotNull(standingOrders.outletId)
            : inArray(standingOrders.outletId, outletIds),
      ),
    );
  return { items: await standingDtos(db, rows, now) };
}

export async function getStanding(db: Database, owner: StandingOwner, id: string, now: number) {
  return (await standingDtos(db, [await ownStanding(db, owner, id)], now))[0]!;
}

/**
 * A standing order of the outlet bought for, made by the person calling: its runs order as that
 * person would for the outlet (decision 0117). Its lines and slot are of the outlet's city.
 */
export async function createStanding(db: Database, buying: Buying, input: StandingOrderInput, now: number) {
  const user = buying.buyer;
  const owner = standingOwner(buying);
  const [lines, slotId] = await Promise.all([storedLines(db, user, input), slotFor(db, user, input.slot_id)]);
  const id = newId('sto');
  await db.write(async (tx) => {
    const mine = await tx
      .select({ id: standingOrders.id })
      .from(standingOrders)
      .where(and(eq(standingOrders.customerId, user.id), eq(standingOrders.outletId, owner.outletId)));
    if (mine.length >= MAX_STANDING)
      throw fail.conflict('too_many_standing_orders', msg('error.standing.tooMany', { max: MAX_STANDING }));
    await tx.insert(standingOrders).values({
      id,
      customerId: user.id,
      outletId: owner.outletId,
      createdBy: buying.placedBy,
      ...fieldsOf(input, slotId, now),
      createdAt: now,
    });
    await tx
      .insert(standingOrderLines)
      .values(lines.map((l) => ({ id: newId('sol'), standingOrderId: id, ...l })));
  });
  return getStanding(db, owner, id, now);
}

/**
 * Replaces a standing order's rhythm, slot, payment, delivery and lines; runs already made stay.
 * Its runs order as the person who saved it last (decision 0117).
 */
export async function updateStanding(
  db: Database,
  buying: Buying,
  id: string,
  input: StandingOrderInput,
  now: number,
) {
  const user = buying.buyer;
  const owner = standingOwner(buying);
  await ownStanding(db, owner, id);
  const [lines, slotId] = await Promise.all([storedLines(db, user, input), slotFor(db, user, input.slot_id)]);
  await db.write(async (tx) => {
    await tx
      .update(standingOrders)
      .set({ ...fieldsOf(input, slotId, now), createdBy: buying.placedBy })
      .where(eq(standingOrders.id, id));
    await tx.delete(standingOrderLines).where(eq(standingOrderLines.standingOrderId, id));
    await tx
      .insert(standingOrderLines)
      .values(lines.map((l) => ({ id: newId('sol'), standingOrderId: id, ...l })));
  });
  return getStanding(db, owner, id, now);
}

export async function removeStanding(db: Database, owner: StandingOwner, id: string) {
  await ownStanding(db, owner, id);
  await db.delete(standingOrders).where(eq(standingOrders.id, id));
  return { id };
}

export async function pauseStanding(
  db: Database,
  owner: StandingOwner,
  id: string,
  paused: boolean,
  now: number,
) {
  await ownStanding(db, owner, id);
  await db
    .update(standingOrders)
    .set({ status: paused ? 'paused' : 'active', updatedAt: now })
    .where(eq(standingOrders.id, id));
  return getStanding(db, owner, id, now);
}
