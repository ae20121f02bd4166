import { opt, type RestRoute } from '../rest/route.ts';

export const slotRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/delivery-slots',
    procedure: 'slots.open',
    summary:
      'Delivery slots of your city still open at checkout (today and the next two days, before their cut-off, not full)',
    tag: 'Orders',
    access: 'customer',
    input: () => undefined,
  },
  {
    method: 'GET',
    path: '/admin/delivery-slots',
    procedure: 'slots.staff.list',
    summary: 'Delivery slots of the cities in your reach (manage_orders)',
    tag: 'Delivery',
    access: 'staff',
    input: (r) => ({ city_id: opt(r.query.city_id) }),
    query: { city_id: { type: 'string', description: 'Only this city' } },
  },
  {
    method: 'POST',
    path: '/admin/delivery-slots',
    procedure: 'slots.staff.create',
    summary: 'Add a delivery slot to a city: times, cut-off and capacity (manage_orders)',
    tag: 'Delivery',
    access: 'staff',
    status: 201,
  },
  {
    method: 'PUT',
    path: '/admin/delivery-slots/:id',
    procedure: 'slots.staff.update',
    summary: 'Change a delivery slot or deactivate it; orders keep the times they booked (manage_orders)',
    tag: 'Delivery',
    access: 'staff',
  },
];
