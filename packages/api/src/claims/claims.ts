import { categories, claimPhotos, claims, type Database, newId, orderItems, orders, type Tx } from '@app/db';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import { queueClaimUpdated } from '../channels/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify, notifyStaff } from '../notifications/index.ts';
import { formatQuantity, toStored } from '../shared/measure.ts';
import { withinRange } from '../shared/query.ts';
import type { claimAnswerInput, claimCreateInput, claimListInput } from './schemas.ts';
import { claimPage, claimRows } from './views.ts';

const HOUR = 3_600_000;

/** Claims on a line still standing (open, or approved for their approved quantity), in stored units. */
export const claimedOf = (tx: Tx, lineId: string, except?: string) =>
  tx
    .select({
      n: sql<number>`coalesce(sum(case ${claims.status} when 'open' then ${claims.quantity} else coalesce(${claims.approvedQuantity}, 0) end), 0)`,
    })
    .from(claims)
    .where(
      and(
        eq(claims.lineId, lineId),
        ne(claims.status, 'rejected'),
        except ? ne(claims.id, except) : undefined,
      ),
    );

/**
 * The customer claims on a delivered line of its own order, within its category's window after
 * delivery (24 hours for fresh food, a week for packaged), for at most what was supplied and not
 * claimed already, with at least one photo of its own not used by another claim. Its supplier
 * and the city's staff are told.
 */
export async function fileClaim(
  db: Database,
  customerId: string,
  input: z.output<typeof claimCreateInput>,
  now: number,
) {
  const id = await db.write(async (tx) => {
    const [row] = await tx
      .select({ line: orderItems, order: orders, windowHours: categories.claimWindowHours })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(categories, eq(categories.id, orderItems.categoryId))
      .where(
        and(
          eq(orderItems.id, input.line_id),
          eq(orders.id, input.id),
          eq(orders.customerId, customerId),
          eq(orderItems.kind, 'goods'),
        ),
      );
    if (!row) throw fail.notFound(msg('error.orders.lineNotFound'));
    const { line, order } = row;
    if (order.status !== 'delivered' || order.deliveredAt === null || !line.supplierId)
      throw fail.conflict('not_delivered', msg('error.claims.notDelivered'));
    const hours = row.windowHours ?? 168;
    if (now > order.deliveredAt + hours * HOUR)
      throw fail.conflict('claim_window_closed', msg('error.claims.windowClosed', { hours }));
    const stored = toStored(input.quantity, line.soldBy);
    if (stored === null)
      throw fail.badRequest('invalid_quantity', msg('error.cart.wholePacks', { name: line.productName }));
    const [claimed] = await claimedOf(tx, line.id);
    const left = line.quantity - line.shortQuantity - (claimed?.n ?? 0);
    if (stored > left)
      throw fail.conflict(
        'over_claim',
        msg('error.claims.overClaim', {
          max: formatQuantity(Math.max(0, left), line.soldBy),
          item: line.productName,
        }),
      );
    const photos = await tx
      .select({ id: claimPhotos.id })
      .from(claimPhotos)
      .where(
        and(
          inArray(claimPhotos.id, input.photo_ids),
          eq(claimPhotos.ownerId, customerId),
          isNull(claimPhotos.claimId),
        ),
      );
    if (photos.length !== new Set(input.photo_ids).size)
      throw fail.badRequest('photo_not_found', msg('error.claims.photoNotFound'));
    const claimId = newId('clm');
    await tx.insert(claims).values({
      id: claimId,
      orderId: order.id,
      lineId: line.id,
      customerId,
      supplierId: line.supplierId,
      cityId: order.cityId,
      quantity: stored,
      reason: input.reason,
      note: input.note,
      createdAt: now,
      updatedAt: now,
    });
    await tx.update(claimPhotos).set({ claimId }).where(inArray(claimPhotos.id, input.photo_ids));
    const told = {
      type: 'claim_filed' as const,
      title: msg('claim.filed.title', { number: order.orderNumber, item: line.productName }),
      message: msg('claim.filed.message', {
        restaurant: order.restaurantName,
        quantity: formatQuantity(stored, line.soldBy),
        item: line.productName,
        reason: msg(`claimReason.${input.reason}`),
      }),
    };
    await notify(tx, line.supplierId, told, now);
    await notifyStaff(tx, order.cityId, told, now);
    await audit(
      tx,
      {
        actorId: customerId,
        action: 'claim.filed',
        entity: 'order',
        entityId: order.id,
        after: { claim_id: claimId },
      },
      now,
    );
    return claimId;
  });
  return (await claimRows(db, eq(claims.id, id)))[0]!;
}

/** The claims on an own order (404 for anyone else's). */
export async function orderClaims(db: Database, customerId: string, orderId: string) {
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!own) throw fail.notFound(msg('error.orders.orderNotFound'));
  return { claims: await claimRows(db, eq(claims.orderId, orderId)) };
}

const listed = (input: z.output<typeof claimListInput>) =>
  and(input.status ? eq(claims.status, input.status) : undefined, withinRange(claims.createdAt, input));

/** A supplier's claims: on its own lines only. */
export const supplierClaims = (db: Database, supplierId: string, input: z.output<typeof claimListInput>) =>
  claimPage(db, and(eq(claims.supplierId, supplierId), listed(input)), input);

/** Staff's claims: every city's for the super admin, its own city's for a sub-admin. */
export const staffClaims = (db: Database, scope: StaffScope, input: z.output<typeof claimListInput>) =>
  claimPage(db, and(inScope(claims.cityId, scope), listed(input)), input);

/** The supplier answers a claim on its line once, while staff have not decided it; the customer is told. */
export async function answerClaim(
  db: Database,
  supplierId: string,
  input: z.output<typeof claimAnswerInput>,
  now: number,
) {
  await db.write(async (tx) => {
    const [claim] = await tx
      .select()
      .from(claims)
      .where(and(eq(claims.id, input.id), eq(claims.supplierId, supplierId)));
    if (!claim) throw fail.notFound(msg('error.claims.notFound'));
    if (claim.status !== 'open' || claim.supplierResponse !== null)
      throw fail.conflict('claim_answered', msg('error.claims.answered'));
    await tx
      .update(claims)
      .set({ supplierResponse: input.response, respondedAt: now, updatedAt: now })
      .where(eq(claims.id, claim.id));
    await notify(
      tx,
      claim.customerId,
      {
        type: 'claim_answered',
        title: msg('claim.answered.title'),
        message: msg('claim.answer.message', { response: input.response }),
      },
      now,
    );
    const [order] = await tx
      .select({ number: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, claim.orderId));
    await queueClaimUpdated(tx, claim, order!.number, 'answered', now);
    await audit(
      tx,
      {
        actorId: supplierId,
        action: 'claim.answered',
        entity: 'order',
        entityId: claim.orderId,
        after: { claim_id: claim.id },
      },
      now,
    );
  });
  return (await claimRows(db, eq(claims.id, input.id)))[0]!;
}
