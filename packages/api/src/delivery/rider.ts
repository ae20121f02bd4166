import {
  type Database,
  type DeliveryStatus,
  deliveryAssignments,
  orders,
  type RiderFailureReason,
} from '@app/db';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { queueChannelMessages } from '../channels/index.ts';
import { fail } from '../errors.ts';
import { type Message, msg } from '../messages/index.ts';
import { notify, notifyStaff } from '../notifications/index.ts';
import { changeOrderStatus, pickUpRefusal } from '../orders/index.ts';
import type { Services } from '../ports.ts';
import { formatRupees, toRupees } from '../shared/money.ts';
import { emitEvent } from '../webhooks/index.ts';
import { cashAtDoor, cashInHand } from './cash.ts';
import { endDeliveryWithOrder } from './lifecycle.ts';
import { activeFirst, isActiveSql, loadAssignments, newestFinishedFirst, riderStep } from './queries.ts';
import { assertDeliveryTransition } from './refusals.ts';
import { DELIVERY_STATUS_TABLE } from './state.ts';

export const RECENT_COMPLETED_PORTAL = 5;
/** Code tries (delivery or pick-up) allowed per assignment or part, and per rider, per window. */
const CODE_TRIES_PER_TARGET = 5;
const CODE_TRIES_PER_RIDER = 20;
const CODE_WINDOW_SECONDS = 15 * 60;

const IST_OFFSET = 330 * 60_000;
const DAY = 86_400_000;
const startOfIndianDay = (now: number) => Math.floor((now + IST_OFFSET) / DAY) * DAY - IST_OFFSET;

const own = (riderId: string) => eq(deliveryAssignments.deliveryPersonId, riderId);
const finished = inArray(deliveryAssignments.status, ['delivered', 'failed']);

/** The rider's own assignments: active first, then finished ones newest first. */
export function listOwnAssignments(
  db: Database,
  riderId: string,
  opts: { status: 'active' | 'completed' | 'all'; limit: number },
) {
  const filter = { active: isActiveSql, completed: finished, all: undefined }[opts.status];
  return loadAssignments(db, and(own(riderId), filter), {
    orderBy: opts.status === 'completed' ? newestFinishedFirst : activeFirst,
    limit: opts.limit,
  });
}

export async function riderStats(db: Database, riderId: string, now: number) {
  const today = startOfIndianDay(now);
  const [row] = await db
    .select({
      awaitingPickup: sql<number>`sum(case when ${deliveryAssignments.status} = 'assigned' then 1 else 0 end)`,
      onTheWay: sql<number>`sum(case when ${deliveryAssignments.status} in ('picked_up', 'in_transit') then 1 else 0 end)`,
      delivered: sql<number>`sum(case when ${deliveryAssignments.status} = 'delivered' then 1 else 0 end)`,
      failed: sql<number>`sum(case when ${deliveryAssignments.status} = 'failed' then 1 else 0 end)`,
    })
    .from(deliveryAssignments)
    .where(own(riderId));
  const [todayRow] = await db
    .select({ n: sql<number>`count(*)` })
    .from(deliveryAssignments)
    .where(
      and(
        own(riderId),
        eq(deliveryAssignments.status, 'delivered'),
        gte(deliveryAssignments.deliveryTime, today),
      ),
    );
  const n = (v: unknown) => Number(v ?? 0);
  return {
    active: n(row?.awaitingPickup) + n(row?.onTheWay),
    awaiting_pickup: n(row?.awaitingPickup),
    on_the_way: n(row?.onTheWay),
    delivered_today: n(todayRow?.n),
    delivered: n(row?.delivered),
    failed: n(row?.failed),
  };
}

/** The portal's one poll: stats, every active delivery, the 5 most recent finished ones, cash in hand. */
export async function riderPortal(db: Database, riderId: string, now: number) {
  const [stats, active, completed, cash] = await Promise.all([
    riderStats(db, riderId, now),
    listOwnAssignments(db, riderId, { status: 'active', limit: 100 }),
    listOwnAssignments(db, riderId, { status: 'completed', limit: RECENT_COMPLETED_PORTAL }),
    cashInHand(db, riderId),
  ]);
  return { stats, active, completed, cash };
}

const TIMESTAMP: Partial<Record<DeliveryStatus, 'pickupTime' | 'inTransitAt' | 'deliveryTime'>> = {
  picked_up: 'pickupTime',
  in_transit: 'inTransitAt',
  delivered: 'deliveryTime',
  failed: 'deliveryTime',
};

const CUSTOMER_NOTE: Partial<Record<DeliveryStatus, (rider: string, code: string) => Message>> = {
  // The code is on the customer's order too; the notification brings it to the door.
  picked_up: (rider, code) => msg('delivery.customer.pickedUp', { rider, code }),
  in_transit: (rider) => msg('delivery.customer.inTransit', { rider }),
  delivered: () => msg('delivery.customer.delivered'),
  failed: (rider) => msg('delivery.customer.failed', { rider }),
};

/**
 * Moves the rider's own delivery one legal step (delivery-state.ts). The order status follows
 * through changeOrderStatus; marking delivered needs the customer's code. Conditional on the
 * status read, so of two racing updates exactly one wins and the other gets a 409.
 */
export async function advanceDelivery(
  s: Pick<Services, 'db' | 'clock' | 'limiter'>,
  rider: { id: string; username: string },
  input: {
    id: string;
    status: DeliveryStatus;
    notes?: string;
    otp?: string;
    reason?: RiderFailureReason;
    /** Instead of the code: the photo already stored (proof.ts) and who took the goods. */
    photo?: { key: string; recipient: string };
    cash_collected?: number;
    change_id?: string;
  },
) {
  const now = s.clock.now();
  const notes = input.notes?.trim() ?? '';
  const reason = input.status === 'failed' ? input.reason : undefined;
  if (input.status === 'failed' && !reason)
    throw fail.badRequest('reason_required', msg('error.delivery.reasonRequired'));
  if (input.status === 'delivered' && input.otp)
    await countCodeTry(s, rider.id, input.id, { kind: 'delivery-otp', target: input.id });
  // The answer is read inside the transaction (see assignDelivery).
  return s.db.write(async (tx) => {
    const { a, answer } = await riderStep(tx, rider.id, input.id);
    // A replay of the step last applied (its answer was lost on the way): answered, not applied again.
    if (input.change_id && a.lastChangeId === input.change_id) return answer();
    const [order] = await tx.select().from(orders).where(eq(orders.id, a.orderId));
    if (!order) throw fail.notFound(msg('error.delivery.orderNotFound'));
    // Also once the cancellation has ended the delivery: a step sent from offline hears why.
    if (order.status === 'cancelled')
      throw fail.conflict('order_cancelled', msg('error.delivery.cancelledDeliver'));
    assertDeliveryTransition(a.status, input.status);
    if (input.status === 'picked_up') {
      const open = await pickUpRefusal(tx, order.id);
      if (open) throw fail.conflict('pickups_open', open);
    }
    const proof = input.status === 'delivered' ? proveDrop(order.deliveryOtp, input) : {};
    const cash = cashAtDoor(order, input);

    const column = TIMESTAMP[input.status];
    const [moved] = await tx
      .update(deliveryAssignments)
      .set({
        status: input.status,
        ...(column ? { [column]: now } : {}),
        ...(notes ? { notes } : {}),
        ...(reason ? { failureReason: reason } : {}),
        ...proof,
        ...cash,
        lastChangeId: input.change_id ?? null,
      })
      .where(
        and(
          eq(deliveryAssignments.id, a.id),
          eq(deliveryAssignments.status, a.status),
          eq(deliveryAssignments.isCurrent, true),
        ),
      )
      .returning({ id: deliveryAssignments.id });
    if (!moved) throw fail.conflict('stale_delivery', msg('error.delivery.updatedMeanwhile'));

    const step = msg(`deliveryStatus.${input.status}`);
    const why =
      (reason && msg('delivery.reason', { reason })) ||
      (input.photo && msg('delivery.photo', { recipient: input.photo.recipient }));
    const note = notes && msg('delivery.note', { note: notes });
    const customerNote = [CUSTOMER_NOTE[input.status]?.(rider.username, order.deliveryOtp), why, note];
    if (input.status === 'picked_up')
      // Urgent: sent in quiet hours, and by SMS when WhatsApp fails (decision 0101).
      await queueChannelMessages(
        tx,
        'out_for_delivery',
        [order.customerId],
        { number: order.orderNumber, code: order.deliveryOtp, rider: rider.username },
        { key: a.id, orderId: order.id, now },
      );
    if (input.status === 'picked_up')
      await emitEvent(
        tx,
        'order.delivery_code',
        {
          order_id: order.id,
          order_number: order.orderNumber,
          delivery_code: order.deliveryOtp,
          rider: rider.username,
        },
        { cityId: order.cityId, customerId: order.customerId, customerOnly: true },
        now,
      );
    const nextOrderStatus = DELIVERY_STATUS_TABLE[input.status].orderStatus;
    if (nextOrderStatus === order.status) {
      // Picked up and in transit are both "out for delivery": the customer still hears of the step.
      await notify(
        tx,
        order.customerId,
        {
          type: 'order_status',
          title: msg('delivery.customer.title', { number: order.orderNumber, step }),
          message: customerNote,
        },
        now,
      );
    } else {
      // A COD order becomes paid when staff confirm its cash received (cash.ts), not at the door.
      await changeOrderStatus(tx, order.id, nextOrderStatus, {
        actor: 'system',
        now,
        note: customerNote,
        orderEnd: endDeliveryWithOrder,
      });
    }
    await notifyStaff(
      tx,
      order.cityId,
      {
        type: 'delivery',
        title: msg('delivery.staff.title', { number: order.orderNumber, step }),
        message: [
          msg('delivery.staff.marked', { rider: rider.username, number: order.orderNumber, step }),
          why,
          cash && msg('delivery.staff.cash', { amount: formatRupees(toRupees(cash.cashCollectedPaise)) }),
          note,
        ],
      },
      now,
    );
    return answer();
  });
}

/**
 * Counts a code try (the customer's delivery code, or a supplier's pick-up code for one part) on
 * the rider's own assignment before the write transaction opens (the limiter may be the
 * database, which a statement inside the transaction would wait for).
 */
export async function countCodeTry(
  s: Pick<Services, 'db' | 'limiter'>,
  riderId: string,
  assignmentId: string,
  code: { kind: 'delivery-otp' | 'pickup-code'; target: string },
) {
  const [a] = await s.db
    .select({ riderId: deliveryAssignments.deliveryPersonId })
    .from(deliveryAssignments)
    .where(eq(deliveryAssignments.id, assignmentId));
  // Someone else's or an unknown assignment: the transaction answers, and no tries are spent.
  if (a?.riderId !== riderId) return;
  const wait =
    (await s.limiter.hit(`${code.kind}:${code.target}`, CODE_TRIES_PER_TARGET, CODE_WINDOW_SECONDS)) ||
    (await s.limiter.hit(`${code.kind}-rider:${riderId}`, CODE_TRIES_PER_RIDER, CODE_WINDOW_SECONDS));
  if (wait) throw fail.tooMany(wait);
}

/** A drop is proven by the customer's code or, when they cannot give it, by a photo and a name. */
function proveDrop(expected: string, input: { otp?: string; photo?: { key: string; recipient: string } }) {
  if (input.otp) {
    if (input.otp !== expected) throw fail.badRequest('wrong_otp', msg('error.delivery.wrongOtp'));
    return { proof: 'code' as const };
  }
  if (input.photo)
    return { proof: 'photo' as const, proofPhotoKey: input.photo.key, proofRecipient: input.photo.recipient };
  throw fail.badRequest('otp_required', msg('error.delivery.otpRequired'));
}
