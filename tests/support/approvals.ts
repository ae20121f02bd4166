import type { TestApp } from './app.ts';
import { invitedMember, ownerWithBusiness } from './business.ts';
import { CHECKOUT, makeProduct } from './catalog.ts';
import { expectOk } from './rest-world.ts';

type Rules = {
  approval_above?: number | null;
  off_list_needs_approval?: boolean;
  monthly_budget?: number | null;
  budget_mode?: 'approval' | 'refuse';
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
 * A business whose outlet needs approval above ₹500, its chef (outlet staff), a purchase manager
 * of the outlet, and a product at ₹100 a pack (50 in stock).
 */
export async function approvalWorld(t: TestApp, rules: Rules = { approval_above: 500 }) {
  const o = await ownerWithBusiness(t);
  const chef = await invitedMember(t, o, 'outlet_staff');
  const manager = await invitedMember(t, o, 'purchase_manager');
  await setRules(t, o, rules);
  const product = await makeProduct(t, { stockQuantity: 50 });
  return { ...o, chef, manager, product };
}

/** A person's cart gets `quantity` of a product, then it checks out: the answer as it came. */
export async function checkout(t: TestApp, token: string, product: string, quantity: number) {
  expectOk(await t.call('POST', '/api/cart', { token, body: { product_id: product, quantity } }), 'add');
  return t.call('POST', '/api/orders', { token, body: CHECKOUT });
}

/** The chef asks for 10 packs (₹1,000 and GST, above the ₹500 rule): the pending request. */
export async function pendingRequest(t: TestApp) {
  const w = await approvalWorld(t);
  const res = expectOk(await checkout(t, w.chef.token, w.product, 10), 'checkout');
  return { ...w, requestId: res.approval_request.id as string };
}
