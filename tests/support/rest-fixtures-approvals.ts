import { approvalWorld, pendingRequest } from './approvals.ts';
import { CHECKOUT } from './catalog.ts';
import { expectOk, type Fixture } from './rest-world.ts';

/** Approvals and budgets (decision 0113): rules by the owner, decisions by another approver. */
export const APPROVAL_FIXTURES: Record<string, Fixture> = {
  'GET /account/businesses/:business_id/rules': async (t) => {
    const w = await approvalWorld(t);
    return { token: w.owner.token, path: `/api/account/businesses/${w.businessId}/rules` };
  },
  'PUT /account/businesses/:business_id/outlets/:outlet_id/rules': async (t) => {
    const w = await approvalWorld(t);
    return {
      token: w.owner.token,
      path: `/api/account/businesses/${w.businessId}/outlets/${w.outletId}/rules`,
      body: {
        approval_above: 5000,
        off_list_needs_approval: false,
        monthly_budget: 200000,
        budget_mode: 'approval',
        category_budgets: [{ category_id: 'cat_rice', monthly_budget: 40000 }],
      },
    };
  },
  'GET /cart/budget': async (t) => {
    const w = await approvalWorld(t, {
      monthly_budget: 20000,
      category_budgets: [{ category_id: 'cat_rice', monthly_budget: 5000 }],
    });
    return { token: w.chef.token, path: '/api/cart/budget' };
  },
  'POST /approval-requests': async (t) => {
    const w = await approvalWorld(t);
    expectOk(
      await t.call('POST', '/api/cart', {
        token: w.chef.token,
        body: { product_id: w.product, quantity: 10 },
      }),
      'add',
    );
    return { token: w.chef.token, path: '/api/approval-requests', body: CHECKOUT };
  },
  'GET /approvals': async (t) => {
    const w = await pendingRequest(t);
    return { token: w.owner.token, path: '/api/approvals' };
  },
  'POST /approvals/:id/approve': async (t) => {
    const w = await pendingRequest(t);
    return { token: w.manager.token, path: `/api/approvals/${w.requestId}/approve` };
  },
  'POST /approvals/:id/reject': async (t) => {
    const w = await pendingRequest(t);
    return {
      token: w.owner.token,
      path: `/api/approvals/${w.requestId}/reject`,
      body: { reason: 'Too much rice this week' },
    };
  },
};
