import type { orders } from '@app/db';

/**
 * How an order is paid, as the API answers it: "Pay later" orders are stored with the ONLINE
 * value and marked by their due date (decision 0070).
 */
export const paymentMethodOf = (o: Pick<typeof orders.$inferSelect, 'paymentMethod' | 'creditDueAt'>) =>
  o.creditDueAt === null ? o.paymentMethod : ('CREDIT' as const);
