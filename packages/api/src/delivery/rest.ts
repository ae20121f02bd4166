import { num, type RestRoute } from '../rest/route.ts';

export const deliveryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/delivery-personnel',
    procedure: 'delivery.staff.personnel',
    summary: 'Active delivery personnel with their active deliveries (manage_orders)',
    tag: 'Delivery',
    access: 'staff',
    input: () => undefined,
  },
  {
    method: 'GET',
    path: '/admin/delivery-assignments',
    procedure: 'delivery.staff.assignments',
    summary: 'Current delivery assignments in your reach (manage_orders)',
    tag: 'Delivery',
    access: 'staff',
    input: (r) => ({ status: r.query.status || undefined, limit: num(r.query.limit) }),
    query: {
      status: {
        type: 'string',
        description: 'active, completed, failed (waiting for reassignment) or all (default)',
      },
      limit: { type: 'integer', description: 'At most this many (1-500, default 200)' },
    },
  },
  {
    method: 'POST',
    path: '/admin/orders/:id/assign-delivery',
    procedure: 'delivery.staff.assign',
    summary: 'Assign an order to a delivery person, or reassign a failed delivery (manage_orders)',
    tag: 'Delivery',
    access: 'staff',
  },
  {
    method: 'GET',
    path: '/delivery/assignments',
    procedure: 'delivery.mine',
    summary: 'Your own delivery assignments, active first',
    tag: 'Delivery',
    access: 'delivery',
    input: (r) => ({ status: r.query.status || undefined, limit: num(r.query.limit) }),
    query: {
      status: { type: 'string', description: 'active, completed or all (default)' },
      limit: { type: 'integer', description: 'At most this many (1-500, default 100)' },
    },
  },
  {
    method: 'PUT',
    path: '/delivery/assignments/:id/status',
    procedure: 'delivery.advance',
    summary:
      'Move your delivery one step: assigned → picked_up (once every part is collected) → in_transit → delivered (with otp) | failed',
    tag: 'Delivery',
    access: 'delivery',
  },
  {
    method: 'POST',
    path: '/delivery/assignments/:id/parts/:part_id/collect',
    procedure: 'delivery.collectPart',
    summary: 'Collect a supplier’s packed part of your delivery with the pick-up code on its packing slip',
    tag: 'Delivery',
    access: 'delivery',
  },
];
