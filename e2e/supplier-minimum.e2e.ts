import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  apiAsPage,
  emptyCart,
  fitsPhone,
  loginAs,
  placeCashOrder,
  useBrowser,
} from './support/browser.ts';
import { query, token } from './support/rider.ts';

const browser = useBrowser();

// Bhopal's Malwa Wholesale has its own terms in the demo (decision 0095): Indore's suppliers have none.
const MALWA = 'supplier1.bhopal@demo.supply';
const BUYER = 'customer1.bhopal@demo.supply';
const SEEDED = {
  minimum_order: 1000,
  delivery_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  order_by: '20:00',
};
const setTerms = async (minimum: number, charge: number | null = null) =>
  api('PUT', '/supplier/terms/city_bhopal', await token(MALWA), {
    ...SEEDED,
    minimum_order: minimum,
    below_minimum_charge: charge,
  });

const OTHER = 'supplier2.bhopal@demo.supply';
afterAll(async () => {
  await setTerms(SEEDED.minimum_order);
  await api('DELETE', '/supplier/terms/city_bhopal', await token(OTHER)).catch(() => undefined);
});

/** One of a Bhopal supplier's packs the buyer can take one of. */
async function packOf(email: string) {
  const [listing] = await query(
    `select p.id, p.name, p.price_paise from products p join users u on u.id = p.supplier_id
      where u.email = ? and p.sold_by = 'pack' and p.step = 1 and p.min_quantity = 1 and p.price_breaks = '[]'
        and p.approval_status = 'approved' and p.is_active = 1 and p.expired = 0 and p.stock_quantity >= 5
        and (p.city_id is null or p.city_id = 'city_bhopal') and p.price_paise >= 12000
      order by p.price_paise limit 1`,
    [email],
  );
  return { id: String(listing!.id), name: String(listing!.name), price: Number(listing!.price_paise) / 100 };
}

describe('a supplier’s minimum in the cart, on a phone', () => {
  it('says how much more reaches it, holds checkout back until it is reached, and names the delivery days', async () => {
    // One of Malwa's packs of ₹120 or more: one more of it reaches a minimum ₹120 above one.
    const listing = await packOf(MALWA);
    const { name, price } = listing;
    await setTerms(price + 120);

    const page = await browser.page({ mobile: true });
    await loginAs(page, BUYER);
    await emptyCart(page);
    expect((await apiAsPage(page, 'POST', '/cart', { product_id: listing.id, quantity: 1 })).status).toBe(
      200,
    );

    await page.goto('/cart');
    // Who sold the line is under its name (issue 41).
    await page
      .getByRole('list', { name: 'Cart items' })
      .getByText(/ · Malwa Wholesale$/)
      .waitFor();
    const terms = page.getByRole('list', { name: "Your suppliers' terms" });
    await terms.getByText("₹120 more for Malwa Wholesale's minimum").waitFor();
    await terms
      .getByText('Malwa Wholesale delivers Mon, Tue, Wed, Thu, Fri, Sat. Order by 20:00 the day before.')
      .waitFor();
    await page
      .getByRole('alert')
      .getByText("Reach each supplier's minimum, or remove its items, before checking out.")
      .waitFor();
    expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).isDisabled()).toBe(true);
    await fitsPhone(page);

    await page.getByRole('button', { name: `Increase Quantity of ${name}` }).click();
    await terms.getByText(/^Malwa Wholesale's minimum of ₹[\d,.]+ is reached$/).waitFor();
    await page.getByRole('link', { name: 'Proceed to Checkout' }).waitFor();
    await fitsPhone(page);
    await emptyCart(page);
  });

  it('takes an order below the minimum for the supplier’s delivery charge: in the cart, at checkout, on the order', async () => {
    const listing = await packOf(MALWA);
    await setTerms(listing.price + 120, 80);
    const page = await browser.page({ mobile: true });
    await loginAs(page, BUYER);
    await emptyCart(page);
    expect((await apiAsPage(page, 'POST', '/cart', { product_id: listing.id, quantity: 1 })).status).toBe(
      200,
    );

    await page.goto('/cart');
    const terms = page.getByRole('list', { name: "Your suppliers' terms" });
    await terms.getByText("₹120 more for Malwa Wholesale's minimum").waitFor();
    await terms.getByText('Below it, Malwa Wholesale adds ₹80.00 for delivery, plus GST.').waitFor();
    await fitsPhone(page);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    const charges = page.locator('dl div').filter({ hasText: 'Suppliers’ delivery below their minimum' });
    await expect.poll(() => charges.locator('dd').textContent()).toBe('₹80.00');
    await fitsPhone(page);
    await placeCashOrder(page, '22 MP Nagar, Bhopal');
    await page.waitForURL((u) => u.pathname === '/orders');
    await page.getByText('Malwa Wholesale: delivery below its minimum order').first().waitFor();
    await fitsPhone(page);
    await emptyCart(page);
  });

  it('splits a cart whose suppliers share no delivery day into a checkout per supplier', async () => {
    await setTerms(0);
    await api('PUT', '/supplier/terms/city_bhopal', await token(OTHER), {
      minimum_order: 0,
      delivery_days: ['sun'],
      order_by: null,
    });
    const [malwa, other] = [await packOf(MALWA), await packOf(OTHER)];
    const page = await browser.page({ mobile: true });
    await loginAs(page, BUYER);
    await emptyCart(page);
    for (const l of [malwa, other])
      expect((await apiAsPage(page, 'POST', '/cart', { product_id: l.id, quantity: 1 })).status).toBe(200);

    await page.goto('/cart');
    await page.getByText('Your suppliers deliver on different days').waitFor();
    expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).isDisabled()).toBe(true);
    await fitsPhone(page);
    await page.getByRole('link', { name: "Check out Malwa Wholesale's goods" }).click();
    await page.waitForURL((u) => u.pathname === '/checkout');
    await page.getByRole('heading', { name: "Checkout: Malwa Wholesale's goods" }).waitFor();
    await fitsPhone(page);
    await placeCashOrder(page, '22 MP Nagar, Bhopal');
    // Back in the cart with the other supplier's goods, for a delivery of their own.
    await page.waitForURL((u) => u.pathname === '/cart');
    const left = (await apiAsPage(page, 'GET', '/cart')).data.items.map(
      (i: { product_id: string }) => i.product_id,
    );
    expect(left).toEqual([other.id]);
    await emptyCart(page);
  });
});
