import { type Database, deliveryAssignments, orders, type Tx } from '@app/db';
import { encodeBase64 } from '@oslojs/encoding';
import { and, eq, inArray } from 'drizzle-orm';
import type { StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import { randomImageName, readImageUpload, storeUnavailable } from '../catalog/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import { changeOrderStatus } from '../orders/index.ts';
import type { Services } from '../ports.ts';
import { cashAtDoor } from './cash.ts';
import { endDeliveryWithOrder } from './lifecycle.ts';
import { loadAssignments } from './queries.ts';
import { advanceDelivery } from './rider.ts';

const PROOFS_PER_RIDER = 20;
const PROOF_WINDOW_SECONDS = 15 * 60;

type Staff = { id: string; scope: Pick<StaffScope, 'cityId'>; now: number };

/**
 * Delivers the rider's own delivery without the code: the photo is checked by its content (JPEG,
 * PNG, WebP or GIF, at most 5 MB; the app resizes it first), stored under a private key, and the
 * drop is flagged for staff's review. The photo is deleted again when the step is refused.
 */
export async function deliverWithProof(
  s: Pick<Services, 'db' | 'clock' | 'limiter' | 'images'>,
  rider: { id: string; username: string },
  input: { id: string; recipient_name: string; file: File; notes?: string; cash_collected?: number },
) {
  const [own] = await s.db
    .select({ riderId: deliveryAssignments.deliveryPersonId })
    .from(deliveryAssignments)
    .where(eq(deliveryAssignments.id, input.id));
  if (!own) throw fail.notFound(msg('error.delivery.assignmentNotFound'));
  if (own.riderId !== rider.id) throw fail.forbidden(msg('error.delivery.someoneElses'));
  const wait = await s.limiter.hit(`delivery-proof:${rider.id}`, PROOFS_PER_RIDER, PROOF_WINDOW_SECONDS);
  if (wait) throw fail.tooMany(wait);

  const { bytes, kind } = await readImageUpload(input.file);
  const key = `proofs/${input.id}/${randomImageName()}.${kind.ext}`;
  try {
    await s.images.put(key, bytes, kind.type);
  } catch (e) {
    await s.images.delete(key).catch(() => {});
    throw storeUnavailable('put', e);
  }
  try {
    return await advanceDelivery(s, rider, {
      id: input.id,
      status: 'delivered',
      notes: input.notes,
      cash_collected: input.cash_collected,
      photo: { key, recipient: input.recipient_name },
    });
  } catch (e) {
    await s.images.delete(key).catch(() => {});
    throw e;
  }
}

async function scopedAssignment(tx: Database | Tx, id: string, scope: Pick<StaffScope, 'cityId'>) {
  const [row] = await tx
    .select({
      a: deliveryAssignments,
      order: {
        id: orders.id,
        number: orders.orderNumber,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        totalPaise: orders.totalPaise,
      },
    })
    .from(deliveryAssignments)
    .innerJoin(orders, eq(orders.id, deliveryAssignments.orderId))
    .where(and(eq(deliveryAssignments.id, id), inScope(orders.cityId, scope)));
  if (!row) throw fail.notFound(msg('error.delivery.assignmentNotFound'));
  return row;
}

const answer = async (tx: Tx, id: string) =>
  (await loadAssignments(tx, eq(deliveryAssignments.id, id), { orderBy: [], limit: 1 }))[0]!;

/** Staff of the order's city confirm a drop made without the code (photo or staff's dropdown). */
export async function reviewDelivery(
  s: Pick<Services, 'db'>,
  staff: Staff,
  input: { id: string; note?: string },
) {
  return s.db.write(async (tx) => {
    const { a, order } = await scopedAssignment(tx, input.id, staff.scope);
    if (a.status !== 'delivered' || a.proof === 'code')
      throw fail.conflict('nothing_to_review', msg('error.delivery.nothingToReview'));
    if (a.reviewedAt !== null) throw fail.conflict('already_reviewed', msg('error.delivery.alreadyReviewed'));
    const note = input.note?.trim() || null;
    await tx
      .update(deliveryAssignments)
      .set({ reviewedAt: staff.now, reviewedById: staff.id })
      .where(eq(deliveryAssignments.id, a.id));
    await audit(
      tx,
      {
        actorId: staff.id,
        action: 'delivery.review',
        entity: 'order',
        entityId: order.id,
        before: { assignment_id: a.id, proof: a.proof, recipient: a.proofRecipient },
        after: { reviewed: true, note },
      },
      staff.now,
    );
    return answer(tx, a.id);
  });
}

/**
 * Staff mark a delivery on its way delivered without the rider's code or photo (the customer
 * confirmed by phone, the rider's phone died), with a reason: audit-logged, and reviewed by its
 * author. A COD order's cash is recorded as the rider's, to hand over like any other (decision
 * 0065). The order follows through changeOrderStatus; its order-end port finds nothing open.
 */
export async function overrideDelivery(
  s: Pick<Services, 'db'>,
  staff: Staff,
  input: { id: string; reason: string; cash_collected?: number },
) {
  return s.db.write(async (tx) => {
    const { a, order } = await scopedAssignment(tx, input.id, staff.scope);
    if (!a.isCurrent || !['picked_up', 'in_transit'].includes(a.status) || order.status === 'cancelled')
      throw fail.conflict('not_on_its_way', msg('error.delivery.notOnItsWay'));
    const reason = input.reason.trim();
    const cash = cashAtDoor(order, { status: 'delivered', cash_collected: input.cash_collected });
    const [moved] = await tx
      .update(deliveryAssignments)
      .set({
        status: 'delivered',
        deliveryTime: staff.now,
        proof: 'staff',
        overrideReason: reason,
        reviewedAt: staff.now,
        reviewedById: staff.id,
        ...cash,
      })
      .where(
        and(
          eq(deliveryAssignments.id, a.id),
          inArray(deliveryAssignments.status, ['picked_up', 'in_transit']),
        ),
      )
      .returning({ id: deliveryAssignments.id });
    if (!moved) throw fail.conflict('stale_delivery', msg('error.delivery.updatedMeanwhile'));
    await changeOrderStatus(tx, order.id, 'delivered', {
      actor: 'staff',
      now: staff.now,
      note: msg('delivery.byStaff.note'),
      orderEnd: endDeliveryWithOrder,
    });
    await notify(
      tx,
      a.deliveryPersonId,
      {
        type: 'delivery',
        title: msg('order.status.title.delivered', { number: order.number }),
        message: msg('delivery.byStaff.message', { number: order.number, reason }),
      },
      staff.now,
    );
    await audit(
      tx,
      {
        actorId: staff.id,
        action: 'delivery.override',
        entity: 'order',
        entityId: order.id,
        before: { assignment_id: a.id, status: a.status, order_status: order.status },
        after: {
          status: 'delivered',
          reason,
          ...(cash ? { cash_collected_paise: cash.cashCollectedPaise } : {}),
        },
      },
      staff.now,
    );
    return answer(tx, a.id);
  });
}

/** The proof photo of a delivery in the staff member's reach, as a file answer. */
export async function proofPhoto(
  s: Pick<Services, 'db' | 'images'>,
  scope: Pick<StaffScope, 'cityId'>,
  input: { id: string },
) {
  const { a, order } = await scopedAssignment(s.db, input.id, scope);
  const stored = a.proofPhotoKey ? await s.images.get(a.proofPhotoKey) : null;
  if (!a.proofPhotoKey || !stored) throw fail.notFound(msg('error.delivery.proofPhotoNotFound'));
  const bytes =
    stored.body instanceof Uint8Array
      ? stored.body
      : new Uint8Array(await new Response(stored.body).arrayBuffer());
  const ext = a.proofPhotoKey.split('.').pop();
  return {
    filename: `Proof_${order.number}.${ext}`,
    contentType: stored.contentType,
    base64: encodeBase64(bytes),
  };
}
