import { z } from 'zod';
import { count, ok, timestamp } from '../shared/answers.ts';

export const notificationListOutput = z.object({
  notifications: z.array(
    z.object({
      id: z.string().meta({ example: 'ntf_3h2k' }),
      type: z.string().meta({ example: 'order_placed' }),
      title: z.string().meta({ example: 'Order SB-261122-MJHZB placed' }),
      message: z.string().meta({ example: 'Your order of ₹1,380.06 is confirmed.' }),
      is_read: z.boolean(),
      created_at: timestamp,
    }),
  ),
  unread_count: count,
});
export const notificationReadOutput = ok;
export const notificationsAllReadOutput = z.object({ updated: count.meta({ example: 3 }) });
