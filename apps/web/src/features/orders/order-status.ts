export const DELIVERY_STATUS: Record<string, string> = {
  assigned: 'Assigned to courier',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  delivered: 'Delivered',
  failed: 'Delivery failed',
};

export const PAYMENT_STATUS: Record<string, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
};
