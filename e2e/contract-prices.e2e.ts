import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  api,
  apiAsPage,
  DEMO,
  DEMO_PASSWORD,
  emptyCart,
  fitsPhone,
  loginAs,
  useBrowser,
} from './support/browser.ts';

const browser = useBrowser();

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
/** An Indian calendar day `days` from today, as a date input takes it. */
const istDay = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
const seen = (page: Page, text: string) => expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);

interface Listing {
  id: string;
  name: string;
  unit: string;
  price: number;
  city_id: string | null;
  approval_status: string;
  is_active: boolean;
  stock_quantity: number;
  sold_by: string;
  minimum: number;
  expiry_date: string | null;
}

/**
 * One of the demo supplier's packs the demo customer can buy, and the customer made one of the
 * supplier's customers (an order of it), as the form offers only those.
 */
async function listingForDemoCustomer() {
  const login = (email: string) => api('POST', '/auth/login', undefined, { email, password: DEMO_PASSWORD });
  const [supplier, customer] = await Promise.all([login(DEMO.supplier), login(DEMO.customer)]);
  const listed = (await api('GET', '/supplier/products', supplier.access_token)) as unknown as Listing[];
  const listing = listed.find(
    (p) =>
      p.approval_status === 'approved' &&
      p.is_active &&
      p.sold_by === 'pack' &&
      p.stock_quantity >= 10 &&
      p.price >= 10 &&
      (p.expiry_date === null || p.expiry_date > istDay(40)) &&
      (p.city_id === null || p.city_id === customer.user.city_id),
  )!;
  const known = (await api('GET', '/supplier/customers', supplier.access_token)).items as {
    customer_email: string;
  }[];
  if (!known.some((c) => c.customer_email === DEMO.customer)) {
    await api('POST', '/cart', customer.access_token, { product_id: listing.id, quantity: listing.minimum });
    await api('POST', '/orders', customer.access_token, {
      delivery_address: '14 Palasia Square, Indore',
      phone: '9876543210',
      payment_method: 'COD',
      contact_person: 'Ravi Kumar',
    });
  }
  return listing;
}

describe('contract prices on a phone (decision 0094)', () => {
  it("a supplier gives the customer a price; the customer's cart says 'Your price'; the supplier withdraws it", async () => {
    const listing = await listingForDemoCustomer();
    const price = Math.round(listing.price * 90) / 100;
    const label = `${listing.name} (${listing.unit})`;

    const supplier = await browser.page({ mobile: true });
    await loginAs(supplier, DEMO.supplier);
    await supplier.waitForURL((u) => u.pathname === '/supplier');
    await supplier
      .getByRole('navigation', { name: 'Supplier' })
      .getByRole('link', { name: 'Price lists' })
      .click();
    await supplier.getByRole('heading', { name: 'Price lists' }).waitFor();
    await fitsPhone(supplier);

    await supplier.getByRole('button', { name: 'Give a price' }).click();
    const dialog = supplier.getByRole('dialog');
    await dialog.getByLabel('Customer').selectOption(DEMO.customer);
    await dialog.getByLabel('Listing').selectOption(listing.id);
    await seen(supplier, `Listing's price today: ${inr.format(listing.price)} / ${listing.unit}`);
    await dialog.getByLabel('Price per pack (₹)').fill(String(price));
    await dialog.getByLabel(/Weekly quantity \(packs\)/).fill('12');
    // The last day is left out: the form says so before anything is sent.
    await dialog.getByRole('button', { name: 'Give price' }).click();
    await seen(supplier, 'Choose a day');
    await dialog.getByLabel('Last day').fill(istDay(30));
    await fitsPhone(supplier);
    await dialog.getByRole('button', { name: 'Give price' }).click();
    await seen(supplier, `now pays ${inr.format(price)} / ${listing.unit} for ${label}`);

    const row = supplier
      .getByRole('list', { name: 'Your prices for your customers' })
      .getByRole('listitem')
      .filter({ hasText: label })
      .filter({ hasText: DEMO.customer });
    await row.waitFor();
    expect(await row.textContent()).toContain('Current');
    await fitsPhone(supplier);

    const customer = await browser.page({ mobile: true });
    await loginAs(customer, DEMO.customer);
    await customer.waitForURL((u) => u.pathname === '/products');
    // The catalogue, shared by every buyer, says this buyer's own price on the card.
    await customer.goto(`/products?search=${encodeURIComponent(listing.name)}`);
    const card = customer
      .getByRole('list', { name: 'Products' })
      .getByRole('listitem')
      .filter({ hasText: `Your price ${inr.format(price)}` });
    await expect.poll(() => card.first().textContent()).toContain('from Meena Traders');
    await fitsPhone(customer);
    await emptyCart(customer);
    await apiAsPage(customer, 'POST', '/cart', { product_id: listing.id, quantity: listing.minimum });
    await customer.goto('/cart');
    const line = customer
      .getByRole('list', { name: 'Cart items' })
      .getByRole('listitem')
      .filter({ hasText: listing.name });
    await line.waitFor();
    const was = `${inr.format(listing.price)} / ${listing.unit}`;
    await expect
      .poll(() => line.textContent())
      .toContain(`Your price ${inr.format(price)} / ${listing.unit} was ${was}`);
    expect(await line.locator('s').textContent()).toBe(was);
    await fitsPhone(customer);

    await customer.getByRole('link', { name: 'My lists' }).click();
    const mine = customer
      .getByRole('list', { name: 'Your prices' })
      .getByRole('listitem')
      .filter({ hasText: label });
    await mine.waitFor();
    expect(await mine.textContent()).toContain(`Your price ${inr.format(price)} / ${listing.unit}`);
    await fitsPhone(customer);

    await row.getByRole('button', { name: `Withdraw the price of ${label} for` }).click();
    await supplier.getByRole('dialog').getByRole('button', { name: 'Withdraw price' }).click();
    await seen(supplier, `Price of ${label} for`);
    await expect.poll(() => row.count()).toBe(0);
    const after = (await apiAsPage(customer, 'GET', '/cart')).data.items[0];
    expect([after.price_rule, after.product_price]).toEqual(['list', listing.price]);
    await emptyCart(customer);
    await customer.context().close();
    await supplier.context().close();
  });
});
