import { num, type RestRoute } from '../rest/route.ts';

export const cartRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/cart',
    procedure: 'cart.list',
    summary: 'The own cart: lines at current prices, count (units) and totals',
    tag: 'Cart',
    access: 'customer',
    input: () => undefined,
    answer: ['items', 'count', 'subtotal', 'platform_fee', 'total'],
  },
  {
    method: 'POST',
    path: '/cart',
    procedure: 'cart.add',
    summary: 'Add a product (merges with its line; 409 past the stock)',
    tag: 'Cart',
    access: 'customer',
    answer: ['items', 'count'],
  },
  {
    method: 'PUT',
    path: '/cart/:id',
    procedure: 'cart.update',
    summary: 'Set a line quantity (?quantity=n); 0 removes the line',
    tag: 'Cart',
    access: 'customer',
    input: (r) => ({ id: r.params.id, quantity: num(r.query.quantity) ?? r.body.quantity }),
    query: { quantity: { type: 'integer', description: 'New quantity (0 removes)', required: true } },
    answer: ['items', 'count'],
  },
  {
    method: 'DELETE',
    path: '/cart/:id',
    procedure: 'cart.remove',
    summary: 'Remove a line',
    tag: 'Cart',
    access: 'customer',
    input: (r) => ({ id: r.params.id }),
    answer: ['items', 'count'],
  },
];
