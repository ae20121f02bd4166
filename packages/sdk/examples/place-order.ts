// A restaurant's purchasing system ordering 10 bags of basmati rice.
// Run: MARKETPLACE_URL=… MARKETPLACE_EMAIL=… MARKETPLACE_PASSWORD=… node --import tsx place-order.ts [PO number]
import { loginMarketplace, MarketplaceError } from '@supply-and-beyond/sdk';

const env = process.env;
const { client } = await loginMarketplace({
  baseUrl: env.MARKETPLACE_URL ?? 'http://localhost:8787',
  email: env.MARKETPLACE_EMAIL ?? '',
  password: env.MARKETPLACE_PASSWORD ?? '',
});

const { products } = await client.catalog.list.query({ search: 'basmati', limit: 20 });
const rice = products.find((p) => p.stock_quantity >= 10);
if (!rice) throw new Error('No basmati rice with 10 in stock');
await client.cart.add.mutate({ product_id: rice.id, quantity: 10 });
// Cities with delivery slots need one: take the earliest still open (none: standard delivery).
const [slot] = (await client.slots.open.query()).slots;

try {
  const order = await client.orders.place.mutate({
    delivery_address: '12 MG Road, Indore',
    phone: '9876543210',
    payment_method: 'COD',
    ...(slot && { slot_id: slot.slot_id, slot_date: slot.date }),
    // The purchase order number: a retry with the same key never places a second order.
    idempotency_key: process.argv[2] ?? `po-${Date.now()}`,
  });
  console.log(
    `Placed ${order.order_number} for ₹${order.total_amount.toFixed(2)} (${rice.name}, ${rice.unit} × 10)`,
  );
} catch (e) {
  if (!(e instanceof MarketplaceError && e.code === 'out_of_stock')) throw e;
  console.error(e.detail);
  process.exitCode = 1;
}
