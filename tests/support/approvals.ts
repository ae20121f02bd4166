import { businessMembers, memberOutlets, newId } from '@app/db';
import type { TestApp } from './app.ts';
import { ownerWithBusiness } from './business.ts';
import { CHECKOUT, makeProduct } from './catalog.ts';
import { expectOk } from './rest-world.ts';

type Rules = {
  approval_above?: number | null;
  off_list_needs_approval?: boolean;
  monthly_budget?: number | null;
  budget_mode?: 'approval' | 'refuse';
  category_budgets?: { category_id: string; monthly_budget: number }[];
};

/** The owner sets an outlet's rules through the API (decision 0113). */
export async function setRules(
  t: TestApp,
  o: Awaited<ReturnType<typeof ownerWithBusiness>>,
  rules: Rules,
  outletId = o.outletId,
) {
  return expectOk(
    await t.call('PUT', `/api/account/businesses/${o.businessId}/outlets/${outletId}/rules`, {
      token: o.owner.token,
      body: {
        approval_above: null,
        off_list_needs_approval: false,
        monthly_budget: null,
        budget_mode: 'approval',
        ...rules,
      },
    }),
    'set rules',
  );
}

/**
 * A person of the business with a role for its outlet, made in the database: an invitation each
 * would spend the registration rate limit that many fixtures share (invitations are tested apart).
 */
export async function memberOf(t: TestApp, o: Awaited<ReturnType<typeof ownerWithBusiness>>, role: string) {
  const user = await t.userWithToken('customer');
  const memberId = newId('mem');
  await t.db.insert(businessMembers).values({
    id: memberId,
    businessId: o.businessId,
    userId: user.id,
    role: role as 'outlet_staff',
  });
  await t.db.insert(memberOutlets).values({ memberId, outletId: o.outletId });
  return { token: user.token, userId: user.id, memberId };
}

/**
 * A business whose outlet needs approval above ₹500, its chef (outlet staff), a purchase manager
 * of the outlet, and a product at ₹100 a pack (50 in stock).
 */
export async function approvalWorld(t: TestApp, rules: Rules = { approval_above: 500 }) {
  const o = await ownerWithBusiness(t);
  const chef = await memberOf(t, o, 'outlet_staff');
  const manager = await memberOf(t, o, 'purchase_manager');
  await setRules(t, o, rules);
  const product = await makeProduct(t, { stockQuantity: 50 });
  return { ...o, chef, manager, product };
}

/** A person's cart gets `quantity` of a product, then it checks out: the answer as it came. */
export async function checkout(t: TestApp, token: string, product: string, quantity: number) {
  expectOk(await t.call('POST', '/api/cart', { token, body: { product_id: product, quantity } }), 'add');
  return t.call('POST', '/api/orders', { token, body: CHECKOUT });
}

/** Sends the cart for approval, as the checkout does after 409 approval_required. */
export const requestApproval = (t: TestApp, token: string, key?: string) =>
  t.call('POST', '/api/approval-requests', {
    token,
    body: CHECKOUT,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });

/** The chef asks for 10 packs (₹1,000 and GST, above the ₹500 rule): the pending request. */
export async function pendingRequest(t: TestApp) {
  const w = await approvalWorld(t);
  const refused = await checkout(t, w.chef.token, w.product, 10);
  if (refused.status !== 409) throw new Error(`checkout answered ${refused.status}, not 409`);
  const res = expectOk(await requestApproval(t, w.chef.token), 'request approval');
  return { ...w, requestId: res.id as string };
}
