import { api, DEMO } from './browser.ts';
import { query, token } from './rider.ts';

/** A listing of the demo supplier as the substitution test uses it; price in rupees. */
export interface Listing {
  id: string;
  name: string;
  brand: string;
  unit: string;
  price: number;
}

/** 'Daawat Basmati Rice (1kg)': how both sides name a substitute sold by the pack. */
export const substituteName = (l: Listing) =>
  `${l.brand && !l.name.includes(l.brand) ? `${l.brand} ` : ''}${l.name} (${l.unit})`;

// Live pack listings of the demo supplier sold in its city (or everywhere), well stocked.
const LIVE = `p.supplier_id = u.id and p.approval_status = 'approved' and p.is_active = 1
  and p.expired = 0 and p.sold_by = 'pack' and p.weighed = 0 and p.step = 1 and p.min_quantity = 1
  and p.stock_quantity >= 20 and (p.city_id is null or p.city_id = u.city_id)`;

const listing = (row: Record<string, unknown>, prefix: string): Listing => ({
  id: String(row[`${prefix}id`]),
  name: String(row[`${prefix}name`]),
  brand: String(row[`${prefix}brand`]),
  unit: String(row[`${prefix}unit`]),
  price: Number(row[`${prefix}price`]) / 100,
});

/**
 * Two live pack listings of the demo supplier in one category (`ordered`, and the `substitute` it
 * may offer instead, cheaper so both totals move), and a third of another category (`other`, the
 * second line that keeps a part alive when the first is declined), with the supplier's city.
 */
export async function substitutePair() {
  const [row] = await query(
    `select p.id, p.name, p.brand, p.unit, p.price_paise as price,
            q.id as q_id, q.name as q_name, q.brand as q_brand, q.unit as q_unit, q.price_paise as q_price,
            r.id as r_id, r.name as r_name, r.brand as r_brand, r.unit as r_unit, r.price_paise as r_price,
            u.city_id
       from users u
       join products p on ${LIVE}
       join products q on ${LIVE.replaceAll('p.', 'q.')} and q.category_id = p.category_id
        and q.price_paise < p.price_paise and q.name || q.brand || q.unit <> p.name || p.brand || p.unit
       join products r on ${LIVE.replaceAll('p.', 'r.')} and r.category_id <> p.category_id
      where u.email = ?
      order by p.name, p.id, q.name, q.id, r.name, r.id
      limit 1`,
    [DEMO.supplier],
  );
  if (!row) throw new Error('the demo supplier has no two pack listings in one category');
  return {
    ordered: listing(row, ''),
    substitute: listing(row, 'q_'),
    other: listing(row, 'r_'),
    cityId: String(row.city_id),
  };
}

/** A new restaurant in the city (so no other test's orders or settings meet this one's). */
export async function newRestaurant(cityId: string) {
  const email = `substitutes.${Date.now()}@example.in`;
  const password = 'secret123';
  const registered = await api('POST', '/auth/register', undefined, {
    username: 'Farhan Qureshi',
    email,
    password,
    restaurant_name: 'Qureshi Kebab House',
    fssai_number: '12345678901234',
    phone: '9876543210',
    address: '22 Chappan Dukan',
    city_id: cityId,
    user_type: 'customer',
  });
  return { email, password, token: registered.access_token as string };
}

/**
 * A confirmed cash order of `lines` ([listing, packs]), which the demo supplier has accepted:
 * its part is being packed. Answers the order as the customer's API gives it.
 */
export async function acceptedOrder(customer: string, lines: [Listing, number][]) {
  for (const [l, quantity] of lines) await api('POST', '/cart', customer, { product_id: l.id, quantity });
  const order = await api('POST', '/orders', customer, {
    delivery_address: '22 Chappan Dukan, Indore',
    phone: '9876543210',
    payment_method: 'COD',
    contact_person: 'Farhan Qureshi',
  });
  await api('POST', `/orders/${order.id}/verify-payment`, customer);
  await api('PUT', `/supplier/orders/${order.id}/status`, await token(DEMO.supplier), {
    status: 'accepted',
  });
  return order as { id: string; order_number: string; items: { id: string; product_id: string }[] };
}

/** The demo supplier offers `substitute` for the order's line of `ordered`, through the API. */
export async function offerThroughApi(
  order: Awaited<ReturnType<typeof acceptedOrder>>,
  ordered: Listing,
  substitute: Listing,
) {
  const line = order.items.find((i) => i.product_id === ordered.id)!;
  return api('POST', `/supplier/orders/${order.id}/lines/${line.id}/substitute`, await token(DEMO.supplier), {
    product_id: substitute.id,
  });
}
