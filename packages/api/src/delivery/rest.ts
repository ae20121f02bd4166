import { num, type RestRoute } from '../rest/route.ts';

const ASSIGNMENT_FIELDS = [
  '[].id',
  '[].order_id',
  '[].delivery_person_name',
  '[].customer_name',
  '[].customer_phone',
  '[].delivery_address',
  '[].assigned_at',
  '[].pickup_time',
  '[].delivery_time',
  '[].delivery_status',
  '[].order_details',
];

export const deliveryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/admin/delivery-personnel',
    procedure: 'delivery.staff.personnel',
    summary: 'Active delivery personnel with their active deliveries (manage_orders)',
    tag: 'Delivery',
    access: 'staff',
    input: () => undefined,
    answer: ['[].id', '[].username', '[].active_deliveries'],
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
    answer: ASSIGNMENT_FIELDS,
  },
  {
    method: 'POST',
    path: '/admin/orders/:id/assign-delivery',
    procedure: 'delivery.staff.assign',
    summary: 'Assign an order to a delivery person, or reassign a failed delivery (manage_orders)',
    tag: 'Delivery',
    access: 'staff',
    answer: ['id', 'order_id', 'delivery_person_name', 'delivery_status', 'assigned_at'],
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
    answer: [...ASSIGNMENT_FIELDS, '[].next_statuses'],
  },
  {
    method: 'PUT',
    path: '/delivery/assignments/:id/status',
    procedure: 'delivery.advance',
    summary: 'Move your delivery one step: assigned → picked_up → in_transit → delivered (with otp) | failed',
    tag: 'Delivery',
    access: 'delivery',
    answer: ['id', 'delivery_status', 'next_statuses'],
  },
];
