import type { orders } from '@app/db';
import { PAYMENT_METHODS } from '@app/db/enums';

/** How a customer may pay: the stored methods and "Pay later" (decision 0070). */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, 'CREDIT'] as const;

/**
 * How an order is paid, as the API answers it: "Pay later" orders are stored with the ONLINE
 * value and marked by their due date (decision 0070).
 */
export const paymentMethodOf = (o: Pick<typeof orders.$inferSelect, 'paymentMethod' | 'creditDueAt'>) =>
  o.creditDueAt === null ? o.paymentMethod : ('CREDIT' as const);
