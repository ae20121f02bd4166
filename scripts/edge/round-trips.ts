// The main operations of each role, measured as database round trips on the edge path (issue 24,
// point 2): the edge suite asserts the budgets it meets and `npm run bench:edge` prints them all
// with their verdicts. The Worker reaches sqld through scripts/edge/latency-proxy.ts.

export type Call = (
  method: string,
  path: string,
  o?: { token?: string; json?: unknown },
  // biome-ignore lint/suspicious/noExplicitAny: JSON answers of every shape
) => Promise<{ status: number; body: any }>;

export interface Tokens {
  customer: string;
  supplier: string;
  rider: string;
  admin: string;
  productId: string;
}

export interface Operation {
  name: string;
  /**
   * Sequential round trips allowed: a customer's read 2, checkout 3 (issue 24's budget). A call that
   * buys for an outlet reads the outlet it buys for with the session, and checkout the outlet's
   * rules with the cart (decision 0120), so buying keeps the same budget.
   */
  budget: number | null;
  /** Runs before each measured call (not counted), e.g. filling the cart for checkout. */
  prepare?: (call: Call, t: Tokens) => Promise<unknown>;
  run: (call: Call, t: Tokens) => Promise<{ status: number }>;
}

const customerRead = (name: string, path: string, budget = 2): Operation => ({
  name,
  budget,
  run: (call, t) => call('GET', path, { token: t.customer }),
});
const addToCart = (call: Call, t: Tokens) =>
  call('POST', '/api/cart', { token: t.customer, json: { product_id: t.productId, quantity: 1 } });

export const OPERATIONS: Operation[] = [
  customerRead('catalogue page (category, 50)', '/api/products?category_id=cat_rice&limit=50'),
  customerRead('grouped catalogue (50)', '/api/items?limit=50'),
  customerRead('search', '/api/products?search=rice'),
  {
    name: 'product detail',
    budget: 2,
    run: (call, t) => call('GET', `/api/products/${t.productId}`, { token: t.customer }),
  },
  customerRead('cart', '/api/cart'),
  customerRead('order list', '/api/orders'),
  { name: 'cart add', budget: null, run: addToCart },
  {
    name: 'checkout (COD)',
    budget: 3,
    prepare: addToCart,
    run: (call, t) =>
      call('POST', '/api/orders', {
        token: t.customer,
        json: { delivery_address: '12, MG Road, Indore', phone: '9876543210', payment_method: 'COD' },
      }),
  },
  {
    name: 'supplier orders',
    budget: null,
    run: (call, t) => call('GET', '/api/supplier/orders', { token: t.supplier }),
  },
  {
    name: 'rider assignments',
    budget: null,
    run: (call, t) => call('GET', '/api/delivery/assignments', { token: t.rider }),
  },
  {
    name: 'admin sales overview',
    budget: null,
    run: (call, t) => call('GET', '/api/analytics/overview', { token: t.admin }),
  },
];

/** Logs in the demo accounts and picks a product in stock for the customer. */
export async function demoTokens(call: Call, password = 'Demo@1234'): Promise<Tokens> {
  const login = async (email: string) => {
    const res = await call('POST', '/api/auth/login', { json: { email, password } });
    if (res.status !== 200) throw new Error(`Login of ${email} failed: ${res.status}`);
    return res.body.access_token as string;
  };
  const [customer, supplier, rider, admin] = await Promise.all(
    ['customer', 'supplier', 'delivery', 'admin'].map((who) => login(`${who}@demo.supply`)),
  );
  const page = await call('GET', '/api/products?limit=50', { token: customer });
  const product = page.body.products.find((p: { stock_quantity: number }) => p.stock_quantity > 50);
  return { customer: customer!, supplier: supplier!, rider: rider!, admin: admin!, productId: product.id };
}

export interface Trips {
  total: number;
  sequential: number;
  ms: number;
}

/**
 * One operation's round trips, counted from a reset, after its answer and any work it left
 * running (a few latencies' wait). The first call warms what an isolate keeps and is not counted.
 */
export async function measureTrips(proxy: string, op: Operation, call: Call, t: Tokens): Promise<Trips> {
  const stats = async () => (await fetch(`${proxy}/__proxy/stats?reset`)).json();
  const { latency_ms } = await stats();
  let last: Trips = { total: 0, sequential: 0, ms: 0 };
  for (let i = 0; i < 2; i++) {
    await op.prepare?.(call, t);
    await new Promise((r) => setTimeout(r, 4 * latency_ms));
    await stats();
    const started = performance.now();
    const res = await op.run(call, t);
    const ms = performance.now() - started;
    if (res.status >= 300) throw new Error(`${op.name} answered ${res.status}`);
    await new Promise((r) => setTimeout(r, 4 * latency_ms));
    const { total, sequential } = await stats();
    last = { total, sequential, ms };
  }
  return last;
}

export const setLatency = (proxy: string, ms: number) =>
  fetch(`${proxy}/__proxy/latency?ms=${ms}`, { method: 'PUT' });
