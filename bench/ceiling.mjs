// The ceiling: a bare Hono route answering the same catalogue page from one prepared libSQL
// statement, with no auth, validation, tRPC or mapping layer. Our catalogue is compared to it.
// Its /hello is the floor every scenario's server CPU per request is read against; /kept-page, what
// sending a kept catalogue page's bytes costs with nothing else; /track, what storing a page view
// costs with nothing else (decision 0104): the same JSON parsed and group-committed into the same
// page_views table, answered after the commit.
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
// The same file, table, indexes and traffic rollup triggers the server stores views in.
const track = new Database(process.env.DB_PATH, { timeout: 5000 });
track.exec('pragma synchronous = normal');
const insertView = track.prepare(
  `insert into page_views (id, kind, session_id, user_id, ip_address, browser, device_type, operating_system,
     page_url, page_title, referrer, time_spent, user_agent, screen_resolution, cookies_enabled, is_bot, created_at)
   values (?, ?, ?, null, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
);
// Group commit as the product's (packages/api/src/http/group-commit.ts): views arriving while a
// batch is written share the next transaction.
const queue = [];
let running = false;
let seq = 0;
const drain = async () => {
  running = true;
  while (queue.length) {
    const batch = queue.splice(0, 500);
    await Promise.resolve();
    track.exec('begin immediate');
    for (const { v } of batch)
      insertView.run(
        `pv_floor${seq++}`,
        'view',
        v.session_id,
        '127.0.0.0',
        v.browser,
        v.device_type,
        v.operating_system,
        v.page_url,
        v.page_title,
        v.referrer,
        v.time_spent,
        v.user_agent,
        v.screen_resolution,
        v.cookies_enabled ? 1 : 0,
        Date.now(),
      );
    track.exec('commit');
    for (const b of batch) b.done();
  }
  running = false;
};
app.post('/track', async (c) => {
  let v;
  try {
    v = JSON.parse(await c.req.text());
  } catch {
    return c.body(null, 204);
  }
  if (typeof v?.session_id !== 'string' || typeof v.page_url !== 'string') return c.body(null, 204);
  await new Promise((done) => {
    queue.push({ v, done });
    if (!running) void drain();
  });
  return c.body(null, 202);
});
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
