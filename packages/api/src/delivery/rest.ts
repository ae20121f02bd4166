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
        description:
          'active, completed, failed (waiting for reassignment), review (delivered without the code, not yet reviewed) or all (default)',
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
    path: '/admin/delivery-assignments/:id/proof-photo',
    procedure: 'delivery.staff.proofPhoto',
    summary: 'The rider’s photo proof of a drop made without the customer’s code (manage_orders)',
    tag: 'Delivery',
    access: 'staff',
    input: (r) => ({ id: r.params.id }),
    respond: 'file',
    fileType: 'image/*',
  },
  {
    method: 'POST',
    path: '/admin/delivery-assignments/:id/review',
    procedure: 'delivery.staff.review',
    summary:
      'Confirm a drop made without the customer’s code (photo proof or staff’s dropdown); audit-logged',
    tag: 'Delivery',
    access: 'staff',
  },
  {
    method: 'POST',
    path: '/admin/delivery-assignments/:id/override',
    procedure: 'delivery.staff.override',
    summary: 'Mark a picked-up delivery delivered without the rider’s proof, with a reason; audit-logged',
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
    path: '/delivery/assignments/:id/proof',
    procedure: 'delivery.deliverWithProof',
    summary:
      'Deliver without the customer’s code: a photo of the drop (JPG, PNG, WebP or GIF, at most 5 MB) and who took it; flagged for staff’s review',
    tag: 'Delivery',
    access: 'delivery',
    multipart: true,
    formFields: { recipient_name: { description: 'Who took the goods (2-80 characters)' } },
    input: (r) => ({
      id: r.params.id,
      recipient_name: r.body.recipient_name,
      notes: r.body.notes,
      file: r.file,
    }),
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
