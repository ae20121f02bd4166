import {
  type ApprovalReason,
  approvalRequests,
  type CheckoutChoices,
  cartItems,
  type Database,
  newId,
  products,
  supplierTerms,
  users,
} from '@app/db';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { buyingFor } from '../business/index.ts';
import { atPrice, listingColumns, termsIn } from '../cart/index.ts';
import type { OrderLimits } from '../config.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notificationInsert, notify } from '../notifications/index.ts';
import { type Held, type LineSource, type Orderer, type PlaceOrder, placeGated } from '../orders/index.ts';
import { toRupees } from '../shared/money.ts';
import { istDayOf } from '../shared/query.ts';
import { changedMeanwhile, guard } from '../shared/write-guard.ts';
import { approversToTell, approves } from './approvers.ts';
import { tellBudgetLevels } from './budget-levels.ts';
import { approvalNeededMessages } from './channel-notice.ts';
import { outletGate } from './gate.ts';
import { keyed } from './request-key.ts';
import type { RulesRows } from './rules.ts';

/** A request waits this long for a decision, then lapses (it holds no stock meanwhile). */
export const APPROVAL_WINDOW_MS = 24 * 60 * 60_000;

const choicesOf = (input: PlaceOrder): CheckoutChoices => {
  const { seen_total: _seen, supplier_id: _supplier, ...choices } = input;
  return choices;
};

/** The request this person's idempotency key already saved, if any. */
export async function requestByKey(db: Database, requestedBy: string, key: string | undefined) {
  if (!key) return undefined;
  const [row] = await db.select().from(approvalRequests).where(keyed(requestedBy, key)).limit(1);
  return row;
}

/**
 * Saves a checkout that needs approval instead of an order: its lines and choices, why it waits,
 * the ordered lines out of the cart, and a notice to each approver but the requester (bell, and
 * WhatsApp/SMS where they chose it). One batch, refused when the same key saved a request
 * meanwhile: that one is the answer.
 */
export async function holdForApproval(
  db: Database,
  who: { orderer: Orderer; outletId: string; requestedBy: string },
  input: PlaceOrder,
  held: Held,
  now: number,
) {
  const { cart, price } = held.read;
  const id = newId('apr');
  const approvers = await approversToTell(db, who.outletId, who.requestedBy);
  const [requester] = await db
    .select({ name: users.username })
    .from(users)
    .where(eq(users.id, who.requestedBy));
  const total = toRupees(price.totalPaise).toFixed(2);
  const key = input.idempotency_key;
  const messages = await approvalNeededMessages(
    db,
    { id, outletId: who.outletId, requester: requester?.name ?? '', totalPaise: price.totalPaise },
    approvers.map((a) => a.id),
    now,
  );
  const statements = [
    key &&
      guard(db, sql`not exists (select 1 from ${approvalRequests} where ${keyed(who.requestedBy, key)})`),
    db.insert(approvalRequests).values({
      id,
      outletId: who.outletId,
      customerId: who.orderer.id,
      requestedBy: who.requestedBy,
      lines: cart.map((l) => ({ productId: l.productId, quantity: l.quantity })),
      choices: choicesOf(input),
      reasons: held.held,
      totalPaise: price.totalPaise,
      expiresAt: now + APPROVAL_WINDOW_MS,
      createdAt: now,
      updatedAt: now,
    }),
    ...(held.read.fromCart ? cart : []).map((l) =>
      db.delete(cartItems).where(and(eq(cartItems.id, l.id), eq(cartItems.quantity, l.quantity))),
    ),
    approvers.length > 0 &&
      notificationInsert(
        db,
        approvers,
        {
          type: 'approval_needed',
          title: msg('notify.approval.neededTitle', { total }),
          message: msg('notify.approval.neededMessage', { name: requester?.name ?? '', total }),
        },
        now,
      ),
    ...messages,
  ].filter((s) => !!s);
  try {
    await db.batch(statements as unknown as Parameters<Database['batch']>[0]);
  } catch (e) {
    const asked = changedMeanwhile(e) && (await requestByKey(db, who.requestedBy, key));
    if (asked) return asked;
    throw e;
  }
  return requestById(db, id);
}

export async function requestById(db: Database, id: string) {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  if (!row) throw fail.notFound(msg('error.approvals.notFound'));
  return row;
}

type Request = typeof approvalRequests.$inferSelect;

/** A pending request this person may decide: an approver of its outlet, never its requester. */
async function decidable(db: Database, approverId: string, requestId: string, now: number) {
  const request = await requestById(db, requestId);
  if (!(await approves(db, approverId, request.outletId)))
    throw fail.notFound(msg('error.approvals.notFound'));
  if (request.requestedBy === approverId) throw fail.forbidden(msg('error.approvals.ownRequest'));
  if (request.status !== 'pending' || request.expiresAt <= now)
    throw fail.conflict('approval_decided', msg('error.approvals.decided'));
  return request;
}

/** The request's lines as the holder buys them now: today's prices, stock and terms in its city. */
const savedLines = (request: Request, cityId: string | null): LineSource => ({
  read: async (db, now) => {
    const quantities = new Map(request.lines.map((l) => [l.productId, l.quantity]));
    const rows = await db
      .select({
        productId: products.id,
        ...listingColumns(approvalRequests.customerId, cityId, istDayOf(now)),
      })
      .from(products)
      .innerJoin(approvalRequests, eq(approvalRequests.id, request.id))
      .innerJoin(users, eq(users.id, products.supplierId))
      .leftJoin(supplierTerms, termsIn(cityId))
      .where(inArray(products.id, [...quantities.keys()]));
    return rows.map((r) => atPrice({ ...r, id: r.productId, quantity: quantities.get(r.productId) ?? 0 }));
  },
  fromCart: false,
});

/**
 * Approves a request (decision 0113): places its order now, as its requester would for its outlet,
 * at current prices and stock; a refusal (sold out, slot full, budget set to refuse) reaches the
 * approver and leaves the request pending. Placed under the request's own idempotency key, so two
 * approvers at once answer the same order. The requester is told. Usable from any channel.
 */
export async function approveRequest(
  db: Database,
  approverId: string,
  requestId: string,
  now: number,
  limits: OrderLimits,
) {
  const request = await decidable(db, approverId, requestId, now);
  const [requester] = await db.select().from(users).where(eq(users.id, request.requestedBy));
  if (!requester?.isActive) throw fail.conflict('requester_gone', msg('error.approvals.requesterGone'));
  const buying = await buyingFor(db, requester, request.outletId, now).catch(() => {
    throw fail.conflict('requester_gone', msg('error.approvals.requesterGone'));
  });
  const orderer: Orderer = {
    ...buying.buyer,
    outletId: buying.outletId,
    placedBy: buying.placedBy,
    fromOutlet: buying.fromOutlet,
  };
  const placed = await placeGated(
    db,
    orderer,
    { ...request.choices, idempotency_key: `approval-${request.id}` },
    now,
    limits,
    savedLines(request, orderer.cityId),
    outletGate(db, { outletId: request.outletId, approved: true, now }),
  );
  if ('held' in placed) throw new Error('an approved order is never held');
  const { order } = placed;
  const [decided] = await db
    .update(approvalRequests)
    .set({ status: 'approved', decidedBy: approverId, decidedAt: now, orderId: order.id, updatedAt: now })
    .where(and(eq(approvalRequests.id, request.id), eq(approvalRequests.status, 'pending')))
    .returning();
  if (decided)
    await notify(
      db,
      request.requestedBy,
      {
        type: 'approval_approved',
        title: msg('notify.approval.approvedTitle', { number: order.order_number }),
        message: msg('notify.approval.approvedMessage', { number: order.order_number }),
      },
      now,
    );
  await tellBudgetLevels(db, request.outletId, now, placed.after as RulesRows | undefined);
  return { request: decided ?? (await requestById(db, request.id)), order };
}

/** Rejects a request with a reason the requester is told. */
export async function rejectRequest(
  db: Database,
  approverId: string,
  requestId: string,
  reason: string,
  now: number,
) {
  const request = await decidable(db, approverId, requestId, now);
  const [decided] = await db
    .update(approvalRequests)
    .set({ status: 'rejected', decidedBy: approverId, decidedAt: now, decisionNote: reason, updatedAt: now })
    .where(and(eq(approvalRequests.id, request.id), eq(approvalRequests.status, 'pending')))
    .returning();
  if (!decided) throw fail.conflict('approval_decided', msg('error.approvals.decided'));
  await notify(
    db,
    request.requestedBy,
    {
      type: 'approval_rejected',
      title: msg('notify.approval.rejectedTitle'),
      message: msg('notify.approval.rejectedMessage', { reason }),
    },
    now,
  );
  return decided;
}

/**
 * Lapses requests nobody decided within the window, on every scheduled pass, and tells each
 * requester. One update decides which lapse, so two servers never tell twice; nothing was held.
 */
export async function lapseRequests(db: Database, now: number) {
  const lapsed = await db
    .update(approvalRequests)
    .set({ status: 'lapsed', updatedAt: now })
    .where(and(eq(approvalRequests.status, 'pending'), lte(approvalRequests.expiresAt, now)))
    .returning({ requestedBy: approvalRequests.requestedBy });
  for (const r of lapsed)
    await notify(
      db,
      r.requestedBy,
      {
        type: 'approval_lapsed',
        title: msg('notify.approval.lapsedTitle'),
        message: msg('notify.approval.lapsedMessage'),
      },
      now,
    );
  return lapsed.length;
}

export type { ApprovalReason };
