// The ceiling: a bare Hono route answering the same catalogue page from one prepared libSQL
// statement, with no auth, validation, tRPC or mapping layer. Our catalogue is compared to it.
// Its /hello is the floor every scenario's server CPU per request is read against; /kept-page, what
// sending a kept catalogue page's bytes costs with nothing else.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import Database from 'libsql';

const db = new Database(process.env.DB_PATH, { readonly: true });
const page = db.prepare(`
  select p.id, p.name, p.category_id, c.name as category_name, p.city_id, p.price_paise, p.unit,
         p.stock_quantity, p.image_url, p.brand, p.description, p.manufacturing_date, p.expiry_date
  from products p join categories c on c.id = p.category_id join users s on s.id = p.supplier_id
  where p.approval_status = 'approved' and p.is_active = 1 and s.is_active = 1
    and (p.city_id = ? or p.city_id is null) and p.category_id = ?
  order by p.name, p.id limit 51`);
const app = new Hono();
app.get('/health', (c) => c.text('ok'));
app.get('/hello', (c) => c.text('hello'));
const pageOf = (c) => {
  const rows = page.all(c.req.query('city_id') ?? '', c.req.query('category_id') ?? '');
  return {
    products: rows.slice(0, 50).map((r) => ({ ...r, price: r.price_paise / 100 })),
    next_cursor: null,
  };
};
app.get('/products', (c) => c.json(pageOf(c)));
// The floor for a kept page: an answer of the same size, made once, sent as it is.
const kept = new Map();
app.get('/kept-page', (c) => {
  if (!kept.has(c.req.url)) kept.set(c.req.url, JSON.stringify(pageOf(c)));
  return c.body(kept.get(c.req.url), 200, { 'Content-Type': 'application/json' });
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
