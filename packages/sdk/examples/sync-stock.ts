// A supplier's ERP pushing its stock levels over REST with an API key (see create-key.ts):
// reads [{ "name", "unit", "stock" }] as JSON on stdin.
// Run: erp-export | MARKETPLACE_URL=… MARKETPLACE_API_KEY=sk_sup_… node --import tsx sync-stock.ts
import { createRestClient } from '@supply-and-beyond/sdk';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const feed = JSON.parse(input) as { name: string; unit: string; stock: number }[];
const erpStock = new Map(feed.map((row) => [`${row.name}|${row.unit}`, row.stock]));

const api = createRestClient({
  baseUrl: process.env.MARKETPLACE_URL ?? 'http://localhost:8787',
  apiKey: process.env.MARKETPLACE_API_KEY ?? '',
});

const listed = await api.GET('/api/supplier/products');
if (listed.error) throw new Error(listed.error.detail);
let updated = 0;
for (const p of listed.data) {
  const stock = erpStock.get(`${p.name}|${p.unit}`);
  if (stock === undefined || stock === p.stock_quantity) continue;
  // Only the stock changes: the listing stays on sale without a new review.
  const { error } = await api.PUT('/api/supplier/products/{id}/stock', {
    params: { path: { id: p.id } },
    body: { stock_quantity: stock },
  });
  if (error) throw new Error(`${p.name} (${p.unit}): ${error.detail}`);
  console.log(`${p.name} (${p.unit}): ${p.stock_quantity} → ${stock}`);
  updated += 1;
}
console.log(`${updated} updated`);
