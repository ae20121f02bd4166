import { describe, expect, it } from 'vitest';
import { apiAsPage, emptyCart, fitsPhone, loginAs, placeCashOrder, useBrowser } from './support/browser.ts';
import { query } from './support/rider.ts';

// Decision 0113: Malwa Spice, Indore needs approval above ₹5,000 (demo data). On a phone, the chef
// checks out more than that and is told why; sends it for approval; the owner opens the
// notification and approves; the order exists.
const browser = useBrowser();

/** An Indore listing sold by the pack with stock for more than ₹6,000 of it, and that many packs. */
async function bigLine() {
  const [p] = await query(
    `select p.id, p.price_paise from products p join users u on u.id = p.supplier_id
      where p.approval_status = 'approved' and p.is_active = 1 and p.expired = 0 and p.sold_by = 'pack'
        and p.step = 1 and p.min_quantity = 1 and u.is_active = 1
        and (p.city_id is null or p.city_id = (select id from cities where name = 'Indore'))
        and p.stock_quantity * p.price_paise > 700000 and p.price_paise between 10000 and 300000
      order by p.price_paise desc limit 1`,
  );
  return { id: String(p!.id), quantity: Math.ceil(600_000 / Number(p!.price_paise)) };
}

describe('approvals', () => {
  it('the chef is told why an order above the limit needs approval, sends it; the owner approves it from the notification', async () => {
    const chef = await browser.page({ mobile: true });
    await loginAs(chef, 'chef@demo.supply');
    await emptyCart(chef);
    const line = await bigLine();
    expect(
      (await apiAsPage(chef, 'POST', '/cart', { product_id: line.id, quantity: line.quantity })).status,
    ).toBe(200);
    await chef.goto('/checkout');
    await placeCashOrder(chef, '22 Sapna Sangeeta Road, Indore');
    await chef.getByText(/over the outlet's limit of ₹5000\.00/).waitFor();
    await fitsPhone(chef);
    await chef.getByRole('button', { name: 'Send for approval' }).click();
    await chef.getByText('Sent for approval').first().waitFor();
    await chef.waitForURL((u) => u.pathname === '/orders');
    await chef.getByRole('heading', { name: 'Your orders sent for approval' }).waitFor();
    await fitsPhone(chef);

    const owner = await browser.page({ mobile: true });
    await loginAs(owner, 'owner@demo.supply');
    await owner
      .getByRole('button', { name: /notifications/i })
      .first()
      .click();
    await owner
      .getByRole('button', { name: /waits for your approval/ })
      .first()
      .click();
    await owner.waitForURL((u) => u.pathname === '/orders');
    await owner.getByRole('heading', { name: 'Orders waiting for approval' }).waitFor();
    const card = owner.locator('#approvals li').filter({ hasText: 'Arjun Patel' }).first();
    await fitsPhone(owner);
    await card.getByRole('button', { name: 'Approve' }).click();
    await owner.getByText(/Approved: order SB-/).waitFor();

    const [request] = await query(
      `select r.status, r.order_id, o.placed_by from approval_requests r join orders o on o.id = r.order_id
        where r.status = 'approved' order by r.decided_at desc limit 1`,
    );
    expect(request?.status).toBe('approved');
    const [chefRow] = await query(`select id from users where email = 'chef@demo.supply'`);
    expect(request?.placed_by).toBe(chefRow?.id);
  });

  it('the owner sets a budget for a category on a phone; the chef’s cart shows what is left of it', async () => {
    const [p] = await query(
      `select p.id, c.name as category from products p join categories c on c.id = p.category_id
        join users u on u.id = p.supplier_id
        where p.approval_status = 'approved' and p.is_active = 1 and p.expired = 0 and p.sold_by = 'pack'
          and p.step = 1 and p.min_quantity = 1 and u.is_active = 1 and p.stock_quantity > 5
          and (p.city_id is null or p.city_id = (select id from cities where name = 'Indore'))
        order by p.price_paise limit 1`,
    );
    const category = String(p!.category);
    const owner = await browser.page({ mobile: true });
    await loginAs(owner, 'owner@demo.supply');
    await owner.goto('/orders');
    await owner.getByRole('button', { name: 'Your business: outlets and people' }).click();
    const form = owner
      .locator('form')
      .filter({ has: owner.getByRole('heading', { name: 'Rules for Malwa Spice, Indore' }) });
    await form.getByRole('button', { name: 'Add a category budget' }).click();
    await form.getByRole('button', { name: 'Save rules' }).click();
    await form.getByRole('alert').filter({ hasText: 'Choose a category' }).waitFor();
    await form.getByLabel('Category', { exact: true }).selectOption({ label: category });
    await form.getByLabel('Monthly budget for the category (₹)').fill('50000');
    await fitsPhone(owner);
    await form.getByRole('button', { name: 'Save rules' }).click();
    await owner.getByText('Rules saved').waitFor();
    await form.getByText(/Spent this month: ₹[\d,.]+ of ₹50,000/).waitFor();

    const chef = await browser.page({ mobile: true });
    await loginAs(chef, 'chef@demo.supply');
    await emptyCart(chef);
    expect((await apiAsPage(chef, 'POST', '/cart', { product_id: String(p!.id), quantity: 1 })).status).toBe(
      200,
    );
    await chef.goto('/cart');
    await chef.getByText(/budget left this month: ₹[\d,.]+ of ₹50,000/).waitFor();
    await chef.getByText(category, { exact: true }).first().waitFor();
    await fitsPhone(chef);
    await emptyCart(chef);

    // Removed again, so other tests order from the outlet as before.
    await form.getByRole('button', { name: `Remove the budget for ${category}` }).click();
    await form.getByRole('button', { name: 'Save rules' }).click();
    await expect.poll(() => form.getByText(/Spent this month: ₹[\d,.]+ of ₹50,000/).count()).toBe(0);
  });
});
