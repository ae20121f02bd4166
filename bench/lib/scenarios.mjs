// The scenarios of `npm run bench`: what is requested, at which rate, and its budget. `d` holds
// the tokens and ids read from the benchmark database (bench/run.mjs).

const auth = (t) => ({ authorization: `Bearer ${t}` });
const json = (method, path, body, t) => ({
  method,
  path,
  headers: { ...auth(t), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const get = (path, t) => ({ method: 'GET', path, headers: auth(t) });

const SEARCH_WORDS = [
  'pyaz',
  'प्याज',
  'panner',
  'basmti',
  'chawal',
  'rice 25 kg',
  'oil 15 l',
  'आटा',
  'aloo',
  'haldi powder',
  'mozarella',
  'arhar dal',
];

export function scenarioList(d, base) {
  const { customers } = d;
  const c0 = customers[0];
  // The 0.2 ms over the bare-Hono hello this machine answers in 0.016-0.017 ms: what a
  // kept read for a signed-in customer may cost, as a multiple that moves less with the machine.
  const CPU_OVER_HELLO = 12;
  const pdfs = d.invoiceable.map((o) => get(`/api/orders/${o.id}/invoice`, d.tokenOf(o.customer_id)));
  return [
    {
      name: 'catalogue page (50, category, keyset)',
      rate: 1000,
      // cpu: server CPU per request (ms), and that over a bare Hono hello handler's (issue 24, point 1).
      budget: { p99: 20, saturation: 3000, cpu: 0.2, cpuOverHello: CPU_OVER_HELLO },
      requests: d.categories.map((c, k) =>
        get(`/api/products?category_id=${c}&limit=50`, customers[k % 50].token),
      ),
    },
    {
      // The same pages as a browser asks for them: the kept page's gzip is made once (decision 0084).
      name: 'catalogue page, gzip (as a browser asks)',
      rate: 1000,
      budget: { p99: 20, cpu: 0.2, cpuOverHello: CPU_OVER_HELLO },
      requests: d.categories.map((c, k) => ({
        ...get(`/api/products?category_id=${c}&limit=50`, customers[k % 50].token),
        headers: { ...auth(customers[k % 50].token), 'accept-encoding': 'gzip' },
      })),
    },
    {
      // Layer cost is compared below the saturation of either server, so queueing is not counted.
      name: 'catalogue via tRPC (same page)',
      rate: 200,
      requests: d.categories.map((c, k) =>
        get(
          `/trpc/catalog.list?input=${encodeURIComponent(JSON.stringify({ category_id: c, limit: 50 }))}`,
          customers[k % 50].token,
        ),
      ),
    },
    {
      // First and second pages by category: one card per item with its suppliers' offers.
      name: 'grouped catalogue (50 items, keyset)',
      rate: 500,
      budget: { p99: 20 },
      requests: d.itemPages.map((path, k) => get(path, customers[k % 50].token)),
    },
    {
      name: 'search',
      rate: 500,
      budget: { p99: 20 },
      requests: ['basmati', 'oil', 'chick', 'paneer', 'tea', 'dal', 'masala', 'fries', 'ghee', 'box'].map(
        (q, k) => get(`/api/products?search=${q}&limit=50`, customers[k].token),
      ),
    },
    {
      // Issue 36: the words kitchens type (Hinglish, Devanagari, slips, pack sizes), products and items.
      name: 'search as kitchens type',
      rate: 500,
      budget: { p99: 20 },
      requests: SEARCH_WORDS.flatMap((q, k) => [
        get(`/api/products?search=${encodeURIComponent(q)}&limit=50`, customers[k % 50].token),
        get(`/api/items?search=${encodeURIComponent(q)}&limit=24`, customers[(k + 7) % 50].token),
      ]),
    },
    {
      name: 'product detail',
      rate: 1000,
      budget: { cpu: 0.2, cpuOverHello: CPU_OVER_HELLO },
      requests: d.liveForCustomer0.slice(0, 100).map((id) => get(`/api/products/${id}`, c0.token)),
    },
    {
      // The A/B harness's shape (issue 40): 21 customers, 50 connections at saturation.
      name: 'cart add',
      rate: 300,
      connections: 50,
      budget: { p99: 20 },
      requests: d.liveEverywhere.map((id, k) =>
        json('POST', '/api/cart', { product_id: id, quantity: 1 }, customers[k % 21].token),
      ),
    },
    {
      // The same adds as the web app sends them, each with its own idempotency key (decision 0109):
      // a claim and the add in one batch. Enough requests that none repeats within a run. Each
      // customer adds the products it adds in cart add, so carts stay at their ~20 lines (walking
      // new pairs grew them to 70-90 lines, which the quantity change then answered: decision 0125).
      name: 'cart add with idempotency key',
      rate: 300,
      connections: 50,
      budget: { p99: 20 },
      requests: Array.from({ length: 12_000 }, (_, k) => {
        const n = k % d.liveEverywhere.length;
        const body = { product_id: d.liveEverywhere[n], quantity: 1, idempotency_key: `bench-add-${k}` };
        return json('POST', '/api/cart', body, customers[n % 21].token);
      }),
    },
    {
      // The same customers setting one line's quantity (1-5 packs), each answered the whole cart.
      name: 'cart quantity change',
      rate: 300,
      connections: 50,
      budget: { p99: 20 },
      requests: Array.from({ length: 105 }, (_, k) => {
        const line = d.cartLines[k % 21];
        return json('PUT', `/api/cart/${line.id}`, { quantity: 1 + (k % 5) }, line.token);
      }),
    },
    {
      name: 'order list',
      rate: 500,
      budget: { p99: 50 },
      requests: customers.slice(0, 100).map((c) => get('/api/orders', c.token)),
    },
    {
      // Customers 10-49 (cart add uses 0-9, checkout 50-199): a list of 12 products each.
      name: 'par-list top-up (12 lines)',
      rate: 50,
      budget: { p99: 50 },
      requests: customers
        .slice(10, 50)
        .map((c) => json('POST', `/api/lists/${d.parListOf(c.i)}/to-cart`, {}, c.token)),
    },
    {
      name: 'supplier orders (page of 20)',
      rate: 100,
      budget: { p99: 50 },
      requests: d.suppliers.map((s) => get('/api/supplier/orders', s.token)),
    },
    {
      name: "invoice list (an order's GST documents)",
      rate: 200,
      budget: { p99: 20 },
      requests: d.invoiceLists.map((o) => get(`/api/orders/${o.id}/invoices`, d.tokenOf(o.customer_id))),
    },
    {
      // A customer's first download of an order's PDF. The background job draws each document once
      // it is issued (decision 0122), so the bench has these drawn before the scenario, as the job
      // would have (bench/run.mjs prints the drawing's CPU apart; decision 0130). Drawing inside a
      // request is what the burst below measures.
      name: 'invoice PDF (first download, drawn ahead)',
      rate: 10,
      saturate: false,
      budget: { p95: 100 },
      drawAhead: true,
      // As many as the scenario sends (10 a second), each drawn once beforehand.
      requests: pdfs.slice(0, Math.min(pdfs.length / 2, 10 * d.seconds)),
    },
    {
      // Over what the machine can draw, on purpose: the heavy-work queue answers 503 with
      // Retry-After past its 16 waiting (decision 0098). Any timeout, 5xx or 429 still fails it,
      // and the scenario after it shows whether the backlog spilled.
      name: 'invoice PDF burst (50 a second, over capacity)',
      rate: 50,
      saturate: false,
      expect: [503],
      requests: pdfs.slice(pdfs.length / 2),
    },
    {
      // The "100 concurrent PDF downloads leave the catalogue's p99 within budget": the
      // catalogue's pages at their rate while 100 first downloads, none drawn before and each from
      // its own account, arrive at once. The downloads may be told 503 (the queue is full); the
      // catalogue may not.
      name: 'catalogue page during 100 PDF downloads at once',
      rate: 1000,
      saturate: false,
      budget: { p99: 20 },
      requests: d.categories.map((c, k) =>
        get(`/api/products?category_id=${c}&limit=50`, customers[k % 50].token),
      ),
      atOnce: {
        requests: firstOfEach(pdfs.slice(pdfs.length / 2 + 50 * d.seconds), d.invoiceable),
        expect: [503],
      },
    },
    ...['overview', 'city-wise', 'category-wise', 'product-wise', 'payment-methods'].map((r) => ({
      name: `admin sales ${r}`,
      rate: 20,
      budget: { p95: 200 },
      requests: [get(`/api/analytics/${r}`, d.adminToken)],
    })),
    {
      name: 'traffic analytics overview',
      rate: 20,
      budget: { p95: 200 },
      requests: [get('/api/admin/analytics/overview', d.adminToken)],
    },
    {
      name: 'tracking ingest',
      rate: 2000,
      // Server CPU per view at most 4 × a bare Hono's storing the same views (decision 0104).
      budget: { cpuOverFloor: { floor: 'floor: bare Hono, page views group-committed', limit: 4 } },
      // Enough visits that the per-visit limit (60 a minute) drops none: every event is stored.
      requests: Array.from({ length: 2000 }, (_, k) => ({
        method: 'POST',
        path: '/api/analytics/track',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile',
        },
        body: JSON.stringify({
          session_id: `session_${Date.now()}_bench${k}`,
          user_id: '',
          ip_address: '',
          browser: 'Chrome',
          device_type: 'Mobile',
          operating_system: 'Android',
          page_url: `${base}/products`,
          page_title: 'Products',
          referrer: 'Direct',
          time_spent: 4,
          user_agent: 'Mozilla/5.0',
          screen_resolution: '412x915',
          cookies_enabled: true,
        }),
      })),
    },
  ];
}

/** One download per account (its limit is 20 a minute), up to 100, from the orders given. */
function firstOfEach(requests, orders) {
  const offset = orders.length - requests.length;
  const seen = new Set();
  return requests.filter((_, k) => {
    const who = orders[offset + k].customer_id;
    if (seen.has(who) || seen.size >= 100) return false;
    seen.add(who);
    return true;
  });
}
