import { channelMessages } from '@app/db';
import { eq } from 'drizzle-orm';
import { queueChannelMessages } from '../../packages/api/src/channels/queue.ts';
import { insertOrder } from './orders.ts';
import type { Fixture } from './rest-world.ts';

/**
 * A supplier's own channels: read them, and turn WhatsApp on for new orders; staff read an order's
 * messages, resend one (the customer chose e-mail for the order placed) and count a month's.
 */
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
  'POST /admin/orders/:id/messages/:message_id/resend': async (t, w) => {
    await t.call('PUT', '/api/account/notification-preferences', {
      token: w.customer.token,
      body: { events: [{ event: 'order_placed', channels: ['email'] }] },
    });
    const order = await insertOrder(t.db, w.customer);
    await queueChannelMessages(
      t.db,
      'order_placed',
      [w.customer.id],
      { number: order.orderNumber, amount: '₹252.00' },
      { key: order.id, orderId: order.id, now: Date.now() },
    );
    // As if the background work had sent it: a message still waiting is not sent twice.
    const [m] = await t.db
      .update(channelMessages)
      .set({ status: 'sent', sentAt: Date.now() })
      .where(eq(channelMessages.orderId, order.id))
      .returning();
    return { token: w.subAdmin.token, path: `/api/admin/orders/${order.id}/messages/${m!.id}/resend` };
  },
  'GET /admin/messages/monthly': async (_t, w) => ({
    token: w.subAdmin.token,
    path: '/api/admin/messages/monthly?month=2026-12',
  }),
};
