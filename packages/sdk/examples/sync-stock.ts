// A supplier's ERP pushing its stock levels: reads [{ "name", "unit", "stock" }] as JSON on stdin.
// Run: erp-export | MARKETPLACE_URL=… MARKETPLACE_EMAIL=… MARKETPLACE_PASSWORD=… node --import tsx sync-stock.ts
import { loginMarketplace } from '@app/sdk';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const feed = JSON.parse(input) as { name: string; unit: string; stock: number }[];
const erpStock = new Map(feed.map((row) => [`${row.name}|${row.unit}`, row.stock]));

const env = process.env;
const { client } = await loginMarketplace({
  baseUrl: env.MARKETPLACE_URL ?? 'http://localhost:8787',
  email: env.MARKETPLACE_EMAIL ?? '',
  password: env.MARKETPLACE_PASSWORD ?? '',
});

let updated = 0;
for (const p of await client.catalog.supplier.list.query()) {
  const stock = erpStock.get(`${p.name}|${p.unit}`);
  if (stock === undefined || stock === p.stock_quantity) continue;
  // An edit is a full update: send the product back as listed, with the new stock.
  await client.catalog.supplier.update.mutate({ ...p, stock_quantity: stock });
  console.log(`${p.name} (${p.unit}): ${p.stock_quantity} → ${stock}`);
  updated += 1;
}
console.log(`${updated} updated`);
