import { insertOrder } from './orders.ts';
import type { Fixture } from './rest-world.ts';

/** A supplier's own channels: read them, and turn WhatsApp on for new orders; staff read an order's messages. */
export const CHANNEL_FIXTURES: Record<string, Fixture> = {
  'GET /account/notification-preferences': async (_t, w) => ({
    token: w.supplier.token,
    path: '/api/account/notification-preferences',
  }),
  'PUT /account/notification-preferences': async (_t, w) => ({
    token: w.supplier.token,
    path: '/api/account/notification-preferences',
    body: {
      whatsapp: { on: true, phone: '+91 98765 43210' },
      events: [{ event: 'supplier_part_new', channels: ['whatsapp'] }],
    },
  }),
  'GET /admin/orders/:id/messages': async (t, w) => ({
    token: w.subAdmin.token,
    path: `/api/admin/orders/${(await insertOrder(t.db, w.customer)).id}/messages`,
  }),
};
