// The values the SPA's route table checks its URLs against live apart (url-values.ts): the route
// table is in every page's first script, and a module is bundled whole.
export * from './url-values.ts';
// Known values, importable without drizzle (the SPA uses them).
export const USER_TYPES = ['customer', 'supplier', 'delivery', 'sub_admin', 'admin'] as const;

export const PERMISSIONS = [
  'manage_products',
  'manage_orders',
  'manage_customers',
  'view_analytics',
  'manage_suppliers',
  'approve_products',
] as const;

export type UserType = (typeof USER_TYPES)[number];

export type Permission = (typeof PERMISSIONS)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * How a listing is sold (decision 0088): by the pack, or by weight or volume at a price per kg or
 * litre. Quantities of a listing sold by weight or volume are stored in grams or millilitres.
 */
export const SOLD_BY = ['pack', 'kg', 'litre'] as const;
export type SoldBy = (typeof SOLD_BY)[number];

/**
 * Which price an order line was charged: the listing's, a volume break's (decision 0093), or the
 * customer's own contract price (decision 0094).
 */
export const PRICE_RULES = ['list', 'volume', 'contract'] as const;
export type PriceRule = (typeof PRICE_RULES)[number];

/** What an order line is: goods, or a supplier's delivery charge below its minimum (decision 0095). */
export const LINE_KINDS = ['goods', 'charge'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** A lower price from a quantity on (stored units: packs, grams or millilitres). */
export interface PriceBreak {
  from: number;
  pricePaise: number;
}

/**
 * The payment methods orders.payment_method holds (its check constraint lists them). The API's
 * third, "Pay later", is stored as ONLINE with a due date (decision 0070).
 */
export const PAYMENT_METHODS = ['COD', 'ONLINE'] as const;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const DELIVERY_STATUSES = ['assigned', 'picked_up', 'in_transit', 'delivered', 'failed'] as const;

export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Why a delivery failed: the rider's four reasons, and the order's cancellation ending it (decision 0064). */
export const RIDER_FAILURE_REASONS = [
  'customer_closed',
  'refused',
  'address_not_found',
  'unreachable',
] as const;
export const FAILURE_REASONS = [...RIDER_FAILURE_REASONS, 'order_cancelled'] as const;

export type RiderFailureReason = (typeof RIDER_FAILURE_REASONS)[number];
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** How a drop was proven: the customer's code, the rider's photo and recipient's name, or staff. */
export const DELIVERY_PROOFS = ['code', 'photo', 'staff'] as const;
export type DeliveryProof = (typeof DELIVERY_PROOFS)[number];

/** GST documents (issue 18): a registered supplier's tax invoice, an unregistered one's bill of supply, the operator's invoice for its fees, and a credit note against any of them. */
/** A quality claim on a delivered line (decision 0089): filed, then decided by the city's staff. */
/** How a search term names its concept: English, Hindi in Devanagari, romanised Hindi, another language. */
export const TERM_KINDS = ['en', 'hi', 'latin', 'regional'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

/** An offered substitute: waiting for the customer, or answered, or lapsed at hand-over. */
export const SUBSTITUTION_STATUSES = ['offered', 'accepted', 'declined', 'expired'] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];

/** Why goods are refused at the door or claimed after delivery. */
export const CLAIM_REASONS = ['damaged', 'spoiled', 'wrong_item', 'short', 'quality'] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** A supplier's reliability (decision 0090): figures once it has enough orders, else new. */
export const RELIABILITY_STATUSES = ['rated', 'new'] as const;
export type ReliabilityStatus = (typeof RELIABILITY_STATUSES)[number];

export const DOCUMENT_KINDS = ['tax_invoice', 'bill_of_supply', 'service_invoice', 'credit_note'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** GST slabs in force since 22 September 2025 (decision 0054). */
export const GST_RATES = [0, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** Standing orders (decision 0096). */
export const STANDING_STATUSES = ['active', 'paused'] as const;
export const STANDING_PAYMENT_METHODS = ['COD', 'CREDIT', 'ONLINE'] as const;
/** scheduled: told to the customer, not run yet; running: claimed by a runner until `leaseUntil`. */
export const STANDING_RUN_STATUSES = ['scheduled', 'skipped', 'running', 'placed', 'failed'] as const;

/** Channels that leave the product through a provider (decisions 0101, 0111); the bell is `notifications`. */
export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
/** The channels a person opts in to with a mobile number; e-mail goes to the account's address. */
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

export const CHANNEL_MESSAGE_STATUSES = [
  'pending',
  'sent',
  'delivered',
  'read',
  'failed',
  'cancelled',
] as const;
export type ChannelMessageStatus = (typeof CHANNEL_MESSAGE_STATUSES)[number];
