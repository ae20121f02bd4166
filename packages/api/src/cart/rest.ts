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
  },
  {
    method: 'POST',
    path: '/cart',
    procedure: 'cart.add',
    summary: 'Add a product (merges with its line; 409 past the stock)',
    tag: 'Cart',
    access: 'customer',
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
  },
  {
    method: 'DELETE',
    path: '/cart/:id',
    procedure: 'cart.remove',
    summary: 'Remove a line',
    tag: 'Cart',
    access: 'customer',
    input: (r) => ({ id: r.params.id }),
  },
  {
    method: 'POST',
    path: '/orders/:id/reorder',
    procedure: 'cart.reorder',
    summary:
      'Order again: what of an own order is still sold goes into the cart at today’s prices, within ' +
      'the stock; each line says what changed (price, stock, no longer sold, offered by another supplier)',
    tag: 'Cart',
    access: 'customer',
    input: (r) => ({ id: r.params.id }),
  },
];

export const listRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/lists',
    procedure: 'cart.lists.list',
    summary: 'Own par lists, last changed first',
    tag: 'Par lists',
    access: 'customer',
    input: () => undefined,
  },
  {
    method: 'POST',
    path: '/lists',
    procedure: 'cart.lists.create',
    summary:
      'New par list {name} with one of {from_order_id}, {from_cart: true} or {items: [{product_id, ' +
      'par_quantity}]}; a name already used answers 409; at most 50 lists of 200 products',
    tag: 'Par lists',
    access: 'customer',
    status: 201,
  },
  {
    method: 'GET',
    path: '/lists/:id',
    procedure: 'cart.lists.byId',
    summary: 'An own par list with its items at today’s prices and stock',
    tag: 'Par lists',
    access: 'customer',
    input: (r) => ({ id: r.params.id }),
  },
  {
    method: 'PUT',
    path: '/lists/:id',
    procedure: 'cart.lists.update',
    summary: 'Replace the name, the items (with par quantities), or both',
    tag: 'Par lists',
    access: 'customer',
  },
  {
    method: 'DELETE',
    path: '/lists/:id',
    procedure: 'cart.lists.remove',
    summary: 'Delete an own par list',
    tag: 'Par lists',
    access: 'customer',
    input: (r) => ({ id: r.params.id }),
  },
  {
    method: 'POST',
    path: '/lists/:id/to-cart',
    procedure: 'cart.lists.toCart',
    summary:
      'Top the cart up to par: adds par minus what the cart holds, never above par nor the stock; ' +
      'each item says what was added or why not',
    tag: 'Par lists',
    access: 'customer',
    input: (r) => ({ id: r.params.id }),
  },
];
