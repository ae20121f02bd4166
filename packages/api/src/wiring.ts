import { approveRequest } from './approvals/index.ts';
import type { ReplyActions } from './channels/index.ts';
import type { OrderLimits } from './config.ts';
import { endDeliveryWithOrder } from './delivery/index.ts';
import { answerOffer, moveSupplierPart, type OrderPorts } from './orders/index.ts';
import { holderSkipsDate } from './standing/index.ts';

/**
 * What one domain is handed of another against the import direction (decision 0064): delivery
 * imports orders, so the order moves outside delivery are given delivery's order-end function
 * here, passed by each entry that reaches them: the tRPC context (trpc.ts), the payment webhook
 * and the scheduled work. Nothing is set by importing a module.
 */
export const orderPorts: OrderPorts = { orderEnd: endDeliveryWithOrder };

/**
 * What the WhatsApp buttons do (decision 0110): orders, standing and approvals import channels, so
 * channels is handed the very functions their procedures call, approving with the configured
 * order limits as the app's approve does.
 */
export const replyActions = (limits: OrderLimits): ReplyActions => ({
  acceptPart: (db, supplierId, orderId, now) =>
    moveSupplierPart(db, supplierId, { order_id: orderId, status: 'accepted' }, now, orderPorts.orderEnd),
  answerOffer: (db, customerId, offerId, accept, now) =>
    answerOffer(db, customerId, offerId, accept, now, orderPorts.orderEnd),
  skipStandingDate: (db, customerId, id, date, now) => holderSkipsDate(db, customerId, id, date, now),
  approveOrder: async (db, approverId, requestId, now) =>
    (await approveRequest(db, approverId, requestId, now, limits)).order,
});
