/** What other domains may use of orders; everything else in this folder is its own. */

export {
  type CheckoutGate,
  type Held,
  type Orderer,
  type Placed,
  type PlaceOrder,
  placeGated,
  placeOrder,
  type Read,
} from './checkout.ts';
export type { LineSource } from './checkout-read.ts';
export { theCart } from './checkout-read.ts';
export { answerOffer } from './offer-answer.ts';
export { flagOverdueParts } from './overdue.ts';
export { lowerOrderTotals } from './parts.ts';
export { handedOverOnTime, WINDOW_DAYS, weekStart } from './performance.ts';
export { handOverPart, pickUpRefusal, pickupStops } from './pick-up.ts';
export { orderQueueWhere } from './queues.ts';
export { tellRefundDue } from './refund-due.ts';
export { orderIdInput, placeOrderInput } from './schemas.ts';
export { GOODS_GONE } from './status.ts';
export { moveSupplierPart } from './supplier.ts';
export { changeOrderStatus, type OrderEndPort, type OrderPorts } from './transitions.ts';
export { cancelUnconfirmedOrders } from './unconfirmed.ts';
export { type OrderRow, orderById, ownOrder, ownOrderLines } from './views.ts';
