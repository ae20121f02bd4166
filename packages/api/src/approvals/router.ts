import { buyer, customer, op } from '../operations/op.ts';
import { placeOrderInput } from '../orders/index.ts';
import { cartCategories, categoryBudgetView } from './category-budgets.ts';
import { requestApproval } from './checkout.ts';
import {
  approvalRequestOutput,
  approvedOutput,
  budgetLeftOutput,
  businessRulesOutput,
  requestListOutput,
  sentForApprovalOutput,
} from './outputs.ts';
import { approveRequest, rejectRequest } from './requests.ts';
import { budgetView, rulesOf, rulesOfBusiness, setRules } from './rules.ts';
import { businessRulesInput, rejectInput, requestIdInput, requestListInput, rulesInput } from './schemas.ts';
import { listRequests, requestViews } from './views.ts';

const tag = 'Approvals' as const;

/**
 * Approvals and budgets per outlet (decision 0113). The owner sets each outlet's rules; an order
 * that needs approval waits as a request an owner or the outlet's purchase manager approves or
 * rejects, never its requester. Deciding is signed in only (never with an API key): approving
 * spends the business's money; asking is a buyer's call like orders.place.
 */
export const approvalsRouter = {
  rules: op({
    access: customer,
    rest: {
      method: 'GET',
      path: '/account/businesses/:business_id/rules',
      summary: "The approval rule and monthly budget of each outlet you reach, with this month's spending",
      tag,
    },
  })
    .input(businessRulesInput)
    .output(businessRulesOutput)
    .query(({ ctx, input }) => rulesOfBusiness(ctx.db, ctx.user.id, input.business_id, ctx.clock.now())),
  setRules: op({
    access: customer,
    rest: {
      method: 'PUT',
      path: '/account/businesses/:business_id/outlets/:outlet_id/rules',
      summary: "Set an outlet's approval rule, monthly budget and budgets per category (owner)",
      tag,
      body: true,
    },
  })
    .input(rulesInput)
    .output(businessRulesOutput)
    .mutation(({ ctx, input }) => setRules(ctx.db, ctx.user.id, input, ctx.clock.now())),
  budget: op({
    access: buyer,
    keyScope: 'orders:read',
    rest: {
      method: 'GET',
      path: '/cart/budget',
      summary: "What is left of the ordering outlet's monthly budget and category budgets (X-Outlet)",
      tag,
    },
  })
    .output(budgetLeftOutput)
    .query(async ({ ctx }) => {
      const { outletId, buyer } = ctx.buying;
      const [read, inCart] = await Promise.all([
        rulesOf(ctx.db, outletId, ctx.clock.now()),
        cartCategories(ctx.db, buyer.id, outletId),
      ]);
      return {
        outlet_id: outletId,
        ...budgetView(read.rules, read.spent),
        category_budgets: read.categories.map((c) => ({
          ...categoryBudgetView(c),
          in_cart: inCart.has(c.categoryId),
        })),
      };
    }),
  /**
   * Sends the cart for approval when orders.place answered 409 approval_required: the same input,
   * the request saved instead of an order. 409 approval_not_needed when it can be placed.
   */
  request: op({
    access: buyer,
    keyScope: 'orders:write',
    rest: {
      method: 'POST',
      path: '/approval-requests',
      summary:
        'Send the cart for approval (after POST /api/orders answered 409 approval_required), with ' +
        "the order's body; a repeat with the same Idempotency-Key answers the same request",
      tag,
      body: true,
      headers: {
        'Idempotency-Key': { description: 'As for POST /api/orders; a repeat answers the same request' },
      },
      input: (r) => ({
        ...r.body,
        idempotency_key: r.headers.get('idempotency-key') ?? r.body.idempotency_key,
      }),
      status: 201,
    },
  })
    .input(placeOrderInput)
    .output(sentForApprovalOutput)
    .mutation(({ ctx, input }) =>
      requestApproval(ctx.db, ctx.buying, input, ctx.clock.now(), ctx.config.orderLimits),
    ),
  list: op({
    access: customer,
    rest: {
      method: 'GET',
      path: '/approvals',
      summary:
        "Orders waiting for approval: scope=decide, others' for the outlets you approve; mine, your own",
      tag,
      input: (r) => ({ scope: r.query.scope || undefined }),
      query: { scope: { type: 'string', description: 'decide (default) or mine' } },
    },
  })
    .input(requestListInput)
    .output(requestListOutput)
    .query(({ ctx, input }) => listRequests(ctx.db, ctx.user.id, input.scope)),
  approve: op({
    access: customer,
    rest: {
      method: 'POST',
      path: '/approvals/:id/approve',
      summary: 'Approve: the order is placed now, at current prices and stock (never your own request)',
      tag,
      input: (r) => ({ id: r.params.id }),
    },
  })
    .input(requestIdInput)
    .output(approvedOutput)
    .mutation(async ({ ctx, input }) => {
      const done = await approveRequest(
        ctx.db,
        ctx.user.id,
        input.id,
        ctx.clock.now(),
        ctx.config.orderLimits,
      );
      const [request] = await requestViews(ctx.db, [done.request]);
      return { ...request!, order_number: done.order.order_number };
    }),
  reject: op({
    access: customer,
    rest: {
      method: 'POST',
      path: '/approvals/:id/reject',
      summary: 'Reject with a reason the person who ordered is told (never your own request)',
      tag,
      body: true,
      input: (r) => ({ ...r.body, id: r.params.id }),
    },
  })
    .input(rejectInput)
    .output(approvalRequestOutput)
    .mutation(async ({ ctx, input }) => {
      const decided = await rejectRequest(ctx.db, ctx.user.id, input.id, input.reason, ctx.clock.now());
      return (await requestViews(ctx.db, [decided]))[0]!;
    }),
};
