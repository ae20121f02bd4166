import type { ApprovalReason, approvalRequests, Database } from '@app/db';
import type { Buying } from '../business/index.ts';
import type { OrderLimits } from '../config.ts';
import { fail } from '../errors.ts';
import { type Message, msg } from '../messages/index.ts';
import {
  type CheckoutGate,
  type Held,
  type LineSource,
  orderById,
  type Placed,
  type PlaceOrder,
  placeGated,
  theCart,
} from '../orders/index.ts';
import { toRupees } from '../shared/money.ts';
import { tellBudgetLevels } from './budget-levels.ts';
import { AskedBefore, budgetsPassed, outletGate } from './gate.ts';
import { holdForApproval, requestById, requestByKey } from './requests.ts';
import { type RulesRows, ruledBy, rulesOf } from './rules.ts';
import { requestViews } from './views.ts';

/** What a checkout orders: the cart unless `lines` (a standing order's run); `repeat`: see checkoutForOutlet. */
function checkoutOf(
  db: Database,
  buying: Buying,
  input: PlaceOrder,
  now: number,
  { lines, repeat = false }: { lines?: LineSource; repeat?: boolean } = {},
) {
  const orderer = {
    ...buying.buyer,
    outletId: buying.outletId,
    placedBy: buying.placedBy,
    fromOutlet: buying.fromOutlet,
  };
  const key = input.idempotency_key;
  const gate = outletGate(db, {
    outletId: buying.outletId,
    approved: buying.outletIds === null,
    now,
    repeat: repeat && key ? { requestedBy: buying.placedBy, key } : undefined,
  });
  return { orderer, gate, source: lines ?? theCart(orderer, input.supplier_id) };
}

/**
 * 409 approval_required, its sentence naming each reason (the limit in rupees, the categories whose
 * budgets it passes when the checkout read is at hand: the rules read with it, not read again).
 */
export async function approvalRequired(
  db: Database,
  outletId: string,
  reasons: ApprovalReason[],
  now: number,
  held?: Held,
  extra: Record<string, unknown> = {},
) {
  const read = held ? ruledBy(held.read.gateRead as RulesRows) : await rulesOf(db, outletId, now);
  const limit = read.rules?.approvalAbovePaise ?? 0;
  const passed = held && budgetsPassed(read, held.read);
  const budgets: Message[] = [
    ...(!passed || passed.outlet?.over ? [msg('error.approvals.reasonOverBudget')] : []),
    ...(passed?.categories ?? [])
      .filter((c) => c.over)
      .map((c) => msg('error.approvals.reasonOverCategoryBudget', { category: c.name })),
  ];
  const worded = (r: ApprovalReason): Message[] =>
    r === 'over_limit'
      ? [msg('error.approvals.reasonOverLimit', { limit: toRupees(limit).toFixed(2) })]
      : r === 'off_list'
        ? [msg('error.approvals.reasonOffList')]
        : budgets.length > 0
          ? budgets
          : [msg('error.approvals.reasonOverBudget')];
  return fail
    .conflict('approval_required', msg('error.approvals.required', { reasons: reasons.flatMap(worded) }))
    .with({ details: { reasons, ...extra } });
}

/**
 * A checkout repeated with the idempotency key of a checkout sent for approval (decision 0118):
 * the order its approval placed, else the same 409 approval_required, naming the request.
 */
async function repeated(db: Database, outletId: string, requestId: string, now: number): Promise<Placed> {
  const request = await requestById(db, requestId);
  if (request.status === 'approved' && request.orderId)
    return { order: await orderById(db, request.orderId), replayed: true };
  throw await approvalRequired(db, outletId, request.reasons, now, undefined, {
    approval_request_id: request.id,
    approval_status: request.status,
  });
}

/**
 * Checkout under the outlet's rules (decisions 0113, 0118): the order, or 409 approval_required when
 * they send it for approval (nothing written; approvals.request sends it). An owner's own order
 * needs no approval; a budget set to refuse refuses anyone's. A key approvals.request used answers
 * as `repeated` says, found by the rules' read (sent with the cart's, decision 0120).
 */
export async function checkoutForOutlet(
  db: Database,
  buying: Buying,
  input: PlaceOrder,
  now: number,
  limits: OrderLimits,
) {
  const { orderer, gate, source } = checkoutOf(db, buying, input, now, { repeat: true });
  const placed = await placeGated(db, orderer, input, now, limits, source, gate).catch((e: unknown) => {
    if (e instanceof AskedBefore) return repeated(db, buying.outletId, e.requestId, now);
    throw e;
  });
  if ('held' in placed) throw await approvalRequired(db, buying.outletId, placed.held, now, placed);
  // The rules read after the order, in its batch, when the outlet has a budget (gate.ts).
  if (placed.after) await tellBudgetLevels(db, buying.outletId, now, placed.after as RulesRows);
  return placed;
}

/**
 * Lines placed for an outlet without its cart, as the person buying would by hand (decision 0117:
 * a standing order's run): the outlet's details, credit, rules and budget as checkout's. When its
 * rules send it for approval, the request is saved for the outlet's approvers instead; the same
 * idempotency_key answers the same order or request.
 */
export async function placeOrRequest(
  db: Database,
  buying: Buying,
  input: PlaceOrder,
  now: number,
  limits: OrderLimits,
  lines: LineSource,
): Promise<
  { order: Placed['order'] } | { request: typeof approvalRequests.$inferSelect; reasons: ApprovalReason[] }
> {
  const asked = await requestByKey(db, buying.placedBy, input.idempotency_key);
  if (asked) return { request: asked, reasons: asked.reasons };
  const { orderer, gate, source } = checkoutOf(db, buying, input, now, { lines });
  const placed = await placeGated(db, orderer, input, now, limits, source, gate);
  if (!('held' in placed)) {
    if (placed.after) await tellBudgetLevels(db, buying.outletId, now, placed.after as RulesRows);
    return { order: placed.order };
  }
  const who = { orderer, outletId: buying.outletId, requestedBy: buying.placedBy };
  return { request: await holdForApproval(db, who, input, placed, now), reasons: placed.held };
}

/**
 * Sends the cart for approval instead of ordering it: the request saved (no order, no stock held,
 * the lines out of the cart, approvers told). 409 approval_not_needed when the rules let it be
 * placed, so nothing is ever placed here. The same idempotency_key answers the same request.
 */
export async function requestApproval(
  db: Database,
  buying: Buying,
  input: PlaceOrder,
  now: number,
  limits: OrderLimits,
) {
  const asked = await requestByKey(db, buying.placedBy, input.idempotency_key);
  if (asked) return (await requestViews(db, [asked]))[0]!;
  const { orderer, gate, source } = checkoutOf(db, buying, input, now);
  const onlyHeld: CheckoutGate<RulesRows> = {
    read: gate.read,
    rule: async (read, rows) => {
      const ruled = await gate.rule(read, rows);
      if (ruled.hold.length === 0)
        throw fail.conflict('approval_not_needed', msg('error.approvals.notNeeded'));
      return ruled;
    },
  };
  const held = await placeGated(db, orderer, input, now, limits, source, onlyHeld);
  // The key had placed an order already: that order needed no approval.
  if (!('held' in held)) throw fail.conflict('approval_not_needed', msg('error.approvals.notNeeded'));
  const who = { orderer, outletId: buying.outletId, requestedBy: buying.placedBy };
  const request = await holdForApproval(db, who, input, held, now);
  return (await requestViews(db, [request]))[0]!;
}
