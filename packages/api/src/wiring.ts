import { endDeliveryWithOrder } from './delivery/index.ts';
import type { OrderPorts } from './orders/index.ts';

/**
 * What one domain is handed of another against the import direction (decision 0064): delivery
 * imports orders, so the order moves outside delivery are given delivery's order-end function
 * here, passed by each entry that reaches them: the tRPC context (trpc.ts), the payment webhook
 * and the scheduled work. Nothing is set by importing a module.
 */
export const orderPorts: OrderPorts = { orderEnd: endDeliveryWithOrder };
