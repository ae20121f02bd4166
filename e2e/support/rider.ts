import { join } from 'node:path';
import { createClient } from '@libsql/client';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { api, DEMO, DEMO_PASSWORD } from './browser.ts';

/** A statement against the e2e server's database (to set up or check what the screens cannot show). */
export async function query(sql: string, args: string[] = []) {
  const client = createClient({ url: `file:${join(inject('dataDir'), 'e2e.db')}` });
  try {
    return (await client.execute({ sql, args })).rows;
  } finally {
    client.close();
  }
}

/**
 * Waits for the order's job on the rider's portal and opens it: only the next job shows in full,
 * a later one is a line until tapped.
 */
export async function openJob(page: Page, orderNumber: string) {
  const row = page.getByRole('button', { name: orderNumber, expanded: false });
  const heading = page.getByRole('heading', { name: orderNumber });
  await expect.poll(async () => (await row.count()) + (await heading.count())).toBeGreaterThan(0);
  if ((await heading.count()) === 0) await row.click();
  await heading.waitFor();
}

export const token = async (email: string) =>
  (await api('POST', '/auth/login', undefined, { email, password: DEMO_PASSWORD })).access_token as string;

/**
 * A confirmed order of the demo customer, assigned to the demo rider, its parts packed and
 * collected, on its way (in transit): what the rider has at the door.
 */
export async function orderInTransit() {
  const [order] = await query(
    `select o.id, o.order_number, o.delivery_otp from orders o join users u on u.id = o.customer_id
      where u.email = ? and o.status = 'confirmed'
        and not exists (select 1 from delivery_assignments d where d.order_id = o.id)
      order by o.created_at desc limit 1`,
    [DEMO.customer],
  );
  const orderId = String(order!.id);
  const [rider] = await query('select id from users where email = ?', [DEMO.delivery]);
  const assigned = await api('POST', `/admin/orders/${orderId}/assign-delivery`, await token(DEMO.admin), {
    delivery_person_id: String(rider!.id),
  });
  const riderToken = await token(DEMO.delivery);
  const parts = await query(
    'select p.id, p.pickup_code, u.email from order_parts p join users u on u.id = p.supplier_id where p.order_id = ?',
    [orderId],
  );
  for (const p of parts) {
    const supplier = await token(String(p.email));
    for (const status of ['accepted', 'packed'])
      await api('PUT', `/supplier/orders/${orderId}/status`, supplier, { status });
    await api('POST', `/delivery/assignments/${assigned.id}/parts/${p.id}/collect`, riderToken, {
      pickup_code: String(p.pickup_code),
    });
  }
  for (const status of ['picked_up', 'in_transit'])
    await api('PUT', `/delivery/assignments/${assigned.id}/status`, riderToken, { status });
  return {
    orderId,
    assignmentId: String(assigned.id),
    orderNumber: String(order!.order_number),
    otp: String(order!.delivery_otp),
  };
}
