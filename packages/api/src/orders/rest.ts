import { num, opt, page, type RestRoute, range, rangeDocs } from '../rest/route.ts';

export const orderRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/orders',
    procedure: 'orders.place',
    summary:
      'Place an order from the cart. Send an Idempotency-Key header (8-100 of A-Z a-z 0-9 - _): ' +
      'a repeat with the same key answers the same order.',
    tag: 'Orders',
    access: 'customer',
    body: true,
    headers: {
      'Idempotency-Key': { description: 'Generated once per checkout; a repeat answers the same order' },
    },
    input: (r) => ({
      ...r.body,
      idempotency_key: r.headers.get('idempotency-key') ?? r.body.idempotency_key,
    }),
    status: 201,
  },
  {
    method: 'GET',
    path: '/orders',
    procedure: 'orders.list',
    summary: 'Own orders, newest first (next_cursor pages on; ETag, If-None-Match answers 304)',
    tag: 'Orders',
    access: 'customer',
    etag: true,
    input: (r) => ({ cursor: r.query.cursor || undefined, limit: num(r.query.limit) ?? 50 }),
    query: {
      cursor: { type: 'string', description: 'next_cursor of the previous page' },
      limit: { type: 'integer', description: 'Page size, 1-100 (default 50)' },
    },
  },
  {
    method: 'POST',
    path: '/orders/:id/cancel',
    procedure: 'orders.cancel',
    summary: 'Cancel an own order while pending or confirmed (stock is restored)',
    tag: 'Orders',
    access: 'customer',
    input: (r) => ({ id: r.params.id }),
  },
];

export const orderStaffRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/orders',
    procedure: 'orders.staff.list',
    summary: 'Orders, newest first, filtered by status, city and dates',
    tag: 'Admin: orders',
    access: 'staff',
    input: (r) => ({
      status: opt(r.query.status),
      city_id: opt(r.query.city_id),
      search: r.query.search ?? '',
      page: num(r.query.page),
      page_size: num(r.query.page_size),
      ...range(r),
    }),
    query: {
      status: { type: 'string', description: 'Only this status' },
      city_id: { type: 'string', description: 'Only this city' },
      search: { type: 'string', description: 'Order number, restaurant or customer' },
      ...rangeDocs,
      ...page,
    },
  },
  {
    method: 'PUT',
    path: '/admin/orders/:id',
    procedure: 'orders.staff.setStatus',
    summary: 'Set an order status (pending..cancelled); cancelling restores stock',
    tag: 'Admin: orders',
    access: 'staff',
    input: (r) => ({
      id: r.params.id,
      status: r.query.status ?? r.body.status,
      expected_version: num(r.query.version) ?? r.body.expected_version,
    }),
    query: {
      status: {
        type: 'string',
        description: 'pending, confirmed, processing, shipped, delivered or cancelled',
      },
      version: { type: 'integer', description: 'The version you saw; a newer one answers 409' },
    },
  },
  {
    method: 'POST',
    path: '/admin/orders/:id/return-to-stock',
    procedure: 'orders.staff.returnToStock',
    summary:
      'The goods of a failed delivery are back: release the supplied stock and cancel the order (credit notes follow)',
    tag: 'Admin: orders',
    access: 'staff',
  },
];

export const orderSupplierRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/supplier/performance',
    procedure: 'orders.supplier.performance',
    summary: 'Orders this week, and over 30 days your acceptance and on-time hand-over rates',
    tag: 'Supplier',
    access: 'supplier',
    input: () => undefined,
  },
  {
    method: 'GET',
    path: '/supplier/orders',
    procedure: 'orders.supplier.list',
    summary: 'Orders holding your products, newest first, with only your lines and your part’s status',
    tag: 'Supplier',
    access: 'supplier',
    input: (r) => ({
      status: opt(r.query.status),
      page: num(r.query.page),
      page_size: num(r.query.page_size),
      ...range(r),
    }),
    query: {
      status: { type: 'string', description: 'new, accepted, packed, handed_over or rejected' },
      ...rangeDocs,
      ...page,
    },
  },
  {
    method: 'PUT',
    path: '/supplier/orders/:order_id/status',
    procedure: 'orders.supplier.setStatus',
    summary:
      'Move your part one step: accepted, packed, handed_over, or rejected with a reason (stock, ' +
      'your invoice and the customer’s total follow)',
    tag: 'Supplier',
    access: 'supplier',
    body: true,
    input: (r) => ({ ...r.body, order_id: r.params.order_id }),
  },
  {
    method: 'PUT',
    path: '/supplier/orders/:order_id/lines/:line_id',
    procedure: 'orders.supplier.shortLine',
    summary:
      'Ship less of one of your lines: {quantity}, lower than before (stock, your invoice and the ' +
      'customer’s total follow)',
    tag: 'Supplier',
    access: 'supplier',
    body: true,
    input: (r) => ({ ...r.body, order_id: r.params.order_id, line_id: r.params.line_id }),
  },
  {
    method: 'GET',
    path: '/supplier/orders/:order_id/packing-slip',
    procedure: 'orders.supplier.packingSlip',
    summary: 'The packing slip of your part as a PDF: lines, quantities and the pick-up code the rider shows',
    tag: 'Supplier',
    access: 'supplier',
    input: (r) => ({ order_id: r.params.order_id }),
    respond: 'file',
  },
];
