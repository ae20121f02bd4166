import type { ChannelEvent } from './events.ts';

/** The groups staff count messages by (decision 0111); every event is in exactly one. */
export const EVENT_CATEGORIES = [
  'orders',
  'delivery',
  'suppliers',
  'payments',
  'claims',
  'standing_orders',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const CATEGORY_OF: Record<ChannelEvent, EventCategory> = {
  order_placed: 'orders',
  short_line: 'orders',
  substitution_offered: 'orders',
  approval_needed: 'orders',
  delivery_slot_reminder: 'delivery',
  out_for_delivery: 'delivery',
  delivered: 'delivery',
  supplier_part_new: 'suppliers',
  supplier_part_overdue: 'suppliers',
  credit_due: 'payments',
  credit_overdue: 'payments',
  settlement_paid: 'payments',
  claim_updated: 'claims',
  standing_order_soon: 'standing_orders',
};
