import type { Page } from 'playwright-core';
import { api, DEMO, emptyCart, loginAs } from './browser.ts';
import { query, token } from './rider.ts';

export const ONION = 'Nashik Red Onion';

/** The demo customer signed in with an empty cart, on the catalogue's onion card. */
export async function onionCard(page: Page) {
  await loginAs(page, DEMO.customer);
  await page.waitForURL((u) => u.pathname === '/products');
  await emptyCart(page);
  await page.goto('/products?search=onion');
  const card = page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: ONION }) });
  await card.waitFor();
  return card;
}

/**
 * A confirmed cash order of the demo customer for `kg` of the demo supplier's onions (sold by kg,
 * a fresh category: 24 hours to claim), placed through the API; answers its id and number.
 * `checkout` adds to the checkout body (a buyer GSTIN).
 */
export async function onionOrder(kg: number, checkout: Record<string, unknown> = {}) {
  const customer = await token(DEMO.customer);
  for (const item of (await api('GET', '/cart', customer)).items as { id: string }[])
    await api('DELETE', `/cart/${item.id}`, customer);
  const [product] = await query(
    `select p.id from products p join users u on u.id = p.supplier_id
      where p.name = ? and u.email = ? and p.is_active = 1`,
    [ONION, DEMO.supplier],
  );
  await api('POST', '/cart', customer, { product_id: String(product!.id), quantity: kg });
  const order = await api('POST', '/orders', customer, {
    delivery_address: '14 Palasia Square, Indore',
    phone: '9876543210',
    payment_method: 'COD',
    contact_person: 'Ravi Kumar',
    ...checkout,
  });
  await api('POST', `/orders/${order.id}/verify-payment`, customer);
  return { orderId: String(order.id), orderNumber: String(order.order_number), customer };
}
