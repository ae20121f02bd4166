import type { ApprovalReason, approvalRequests, Database } from '@app/db';
import type { Buying } from '../business/index.ts';
import type { OrderLimits } from '../config.ts';
import { fail } from '../errors.ts';
import { type Message, msg } from '../messages/index.ts';
import {
  type CheckoutGate,
  type LineSource,
  type Placed,
  type PlaceOrder,
  placeGated,
  theCart,
} from '../orders/index.ts';
import { toRupees } from '../shared/money.ts';
import { outletGate } from './gate.ts';
import { holdForApproval, requestByKey } from './requests.ts';
import { type RulesRows, rulesOf, tellBudgetLevels } from './rules.ts';
import { requestViews } from './views.ts';

function checkoutOf(db: Database, buying: Buying, input: PlaceOrder, now: number, lines?: LineSource) {
  const orderer = {
    ...buying.buyer,
    outletId: buying.outletId,
    placedBy: buying.placedBy,
    fromOutlet: buying.fromOutlet,
  };
  const gate = outletGate(db, { outletId: buying.outletId, approved: buying.outletIds === null, now });
  return { orderer, gate, source: lines ?? theCart(orderer, input.supplier_id) };
}

/** 409 approval_required, its sentence naming each reason (the limit in rupees). */
export async function approvalRequired(
  db: Database,
  outletId: string,
  reasons: ApprovalReason[],
  now: number,
) {
  const limit = (await rulesOf(db, outletId, now))?.rules.approvalAbovePaise ?? 0;
  const worded: Record<ApprovalReason, Message> = {
    over_limit: msg('error.approvals.reasonOverLimit', { limit: toRupees(limit).toFixed(2) }),
    off_list: msg('error.approvals.reasonOffList'),
    over_budget: msg('error.approvals.reasonOverBudget'),
  };
  return fail
    .conflict(
      'approval_required',
      msg('error.approvals.required', { reasons: reasons.map((r) => worded[r]) }),
    )
    .with({ details: { reasons } });
}

/**
 * Checkout under the outlet's rules (decision 0113): the order, or 409 approval_required when
 * they send it for approval (nothing written; approvals.request sends it). An owner's own order
 * needs no approval; a budget set to refuse refuses anyone's.
 */
export async function checkoutForOutlet(
  db: Database,
  buying: Buying,
  input: PlaceOrder,
  now: number,
  limits: OrderLimits,
) {
  const { orderer, gate, source } = checkoutOf(db, buying, input, now);
  const placed = await placeGated(db, orderer, input, now, limits, source, gate);
  if ('held' in placed) throw await approvalRequired(db, buying.outletId, placed.held, now);
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
  const { orderer, gate, source } = checkoutOf(db, buying, input, now, lines);
  const placed = await placeGated(db, orderer, input, now, limits, source, gate);
  if (!('held' in placed)) {
    if (!placed.replayed) await tellBudgetLevels(db, buying.outletId, now);
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
