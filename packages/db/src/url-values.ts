// Known values that the SPA's route table checks URLs against (languages, and the statuses the
// staff and supplier lists filter by). They are apart from enums.ts, which re-exports them, so that
// only these reach the first script every page loads.

/** Languages the product speaks (decision 0078); the first is the default. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'assigned_for_delivery',
  'out_for_delivery',
  'delivery_failed',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A supplier's part of an order (its lines): packed and handed to the rider, or refused. */
export const PART_STATUSES = ['new', 'accepted', 'packed', 'handed_over', 'rejected'] as const;

export type PartStatus = (typeof PART_STATUSES)[number];

/** A rider's cash handover (decision 0065): waiting for staff to count it, then confirmed or a mismatch. */
export const CASH_HANDOVER_STATUSES = ['awaiting', 'confirmed', 'mismatch'] as const;
export type CashHandoverStatus = (typeof CASH_HANDOVER_STATUSES)[number];

export const CLAIM_STATUSES = ['open', 'approved', 'partly_approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const SETTLEMENT_STATUSES = ['ready', 'paid'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
