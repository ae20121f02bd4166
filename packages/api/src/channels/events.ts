import type { MessageChannel, UserType } from '@app/db';

/**
 * What may be told outside the app (decision 0101): each event's parameters (what its call
 * supplies, what its templates print), whether it is urgent (sent in quiet hours, and by SMS when
 * WhatsApp fails), and the channels each role gets by default once it has opted in. A person's
 * own choice per event (channel_preferences) replaces the default.
 */
export const CHANNEL_EVENTS = {
  order_placed: { params: ['number', 'amount'], urgent: false, defaults: { customer: ['whatsapp'] } },
  supplier_part_new: {
    params: ['number', 'restaurant', 'amount'],
    urgent: false,
    defaults: { supplier: ['whatsapp'] },
  },
  supplier_part_overdue: { params: ['number'], urgent: false, defaults: { supplier: ['whatsapp', 'sms'] } },
  short_line: { params: ['number', 'item', 'quantity'], urgent: false, defaults: { customer: ['whatsapp'] } },
  substitution_offered: {
    params: ['number', 'item', 'substitute', 'amount'],
    urgent: false,
    defaults: { customer: ['whatsapp'] },
  },
  delivery_slot_reminder: { params: ['number', 'slot'], urgent: false, defaults: { customer: ['whatsapp'] } },
  out_for_delivery: {
    params: ['number', 'code', 'rider'],
    urgent: true,
    defaults: { customer: ['whatsapp'] },
  },
  delivered: { params: ['number'], urgent: false, defaults: { customer: ['whatsapp'] } },
  claim_updated: { params: ['number', 'status'], urgent: false, defaults: { customer: ['whatsapp'] } },
  credit_due: { params: ['number', 'amount', 'date'], urgent: false, defaults: { customer: ['whatsapp'] } },
  credit_overdue: {
    params: ['number', 'amount', 'date'],
    urgent: false,
    defaults: { customer: ['whatsapp', 'sms'] },
  },
  settlement_paid: { params: ['amount', 'reference'], urgent: false, defaults: { supplier: ['whatsapp'] } },
  standing_order_soon: { params: ['name', 'date'], urgent: false, defaults: { customer: ['whatsapp'] } },
  approval_needed: {
    params: ['requester', 'outlet', 'amount'],
    urgent: false,
    defaults: { customer: ['whatsapp'] },
  },
} as const satisfies Record<
  string,
  {
    params: readonly string[];
    urgent: boolean;
    defaults: Partial<Record<UserType, readonly MessageChannel[]>>;
  }
>;

export type ChannelEvent = keyof typeof CHANNEL_EVENTS;
export const CHANNEL_EVENT_NAMES = Object.keys(CHANNEL_EVENTS) as ChannelEvent[];
export type EventParams<E extends ChannelEvent> = Record<
  (typeof CHANNEL_EVENTS)[E]['params'][number],
  string
>;

/** The roles an event is for: those with defaults (a person of another role never gets it). */
export const eventRoles = (event: ChannelEvent) => Object.keys(CHANNEL_EVENTS[event].defaults) as UserType[];

export function defaultChannels(event: ChannelEvent, role: UserType): readonly MessageChannel[] {
  const defaults: Partial<Record<UserType, readonly MessageChannel[]>> = CHANNEL_EVENTS[event].defaults;
  return defaults[role] ?? [];
}
