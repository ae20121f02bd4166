import {
  type AccessSubject,
  canRead,
  canReadInCity,
  STAFF_READS,
  type StaffTopic,
  scopeOf,
} from '../access/rules.ts';

export const WEBHOOK_EVENTS = [
  'order.placed',
  'order.status_changed',
  'invoice.issued',
  'order_part.created',
  'order_part.status_changed',
  'product.approved',
  'product.rejected',
  'settlement.ready',
  'order.delivery_code',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent by "Send test" only; nobody subscribes to it. */
export const TEST_EVENT = 'webhook.test';

/**
 * What each event tells staff about: staff hear it only while they hold a permission that reads
 * that through the API (access/rules.ts `STAFF_READS`: orders → manage_orders, products →
 * manage_products or approve_products, settlements → manage_suppliers), in their city. The
 * one table both the subscription check and every delivery read. null: staff never hear it.
 */
export const EVENT_TOPIC: Record<WebhookEvent, StaffTopic | null> = {
  'order.placed': 'orders',
  'order.status_changed': 'orders',
  'invoice.issued': 'orders',
  'order_part.created': 'orders',
  'order_part.status_changed': 'orders',
  'product.approved': 'products',
  'product.rejected': 'products',
  'settlement.ready': 'settlements',
  // The delivery code is the customer's proof of receipt: staff endpoints never hear it.
  'order.delivery_code': null,
};

/** The permissions any one of which lets staff hear `event` (none: staff never do). */
export const readersOf = (event: WebhookEvent): readonly string[] => {
  const topic = EVENT_TOPIC[event];
  return topic ? STAFF_READS[topic] : [];
};

/**
 * The events each kind of account may subscribe to (decision 0071); any other is 400. Staff
 * further need the permission reading it (`eventsFor`; 403 otherwise).
 */
export const EVENTS_BY_ROLE: Record<'customer' | 'supplier' | 'staff', readonly WebhookEvent[]> = {
  customer: ['order.placed', 'order.status_changed', 'invoice.issued', 'order.delivery_code'],
  supplier: [
    'order_part.created',
    'order_part.status_changed',
    'product.approved',
    'product.rejected',
    'settlement.ready',
  ],
  staff: WEBHOOK_EVENTS.filter((e) => EVENT_TOPIC[e] !== null),
};

export type WebhookOwner = AccessSubject & { id: string; userType: string };

const typeOf = (u: AccessSubject) => ('userType' in u ? u.userType : u.user_type);

export const ownerRole = (owner: AccessSubject): keyof typeof EVENTS_BY_ROLE | null => {
  const type = typeOf(owner);
  return scopeOf(owner) ? 'staff' : type === 'customer' || type === 'supplier' ? type : null;
};

/**
 * The events `u` may subscribe to now: its role's list, and for staff only those its permissions
 * read. The server refuses any other; the SPA offers only these.
 */
export function eventsFor(u: AccessSubject): WebhookEvent[] {
  const role = ownerRole(u);
  if (!role) return [];
  return EVENTS_BY_ROLE[role].filter((e) => {
    const topic = EVENT_TOPIC[e];
    return role !== 'staff' || (topic !== null && canRead(u, topic));
  });
}

/** Whom an event is about: its city, and the customer or supplier it belongs to. */
export interface Audience {
  cityId: string | null;
  customerId?: string;
  supplierId?: string;
  /** Only the customer's own endpoints hear it (the delivery code), never staff's or the platform's. */
  customerOnly?: boolean;
}

/**
 * Whether an endpoint owned by `owner` (null: the platform's, kept by the super admin) hears
 * `event` about `a` now, as a read of the same data through the API would be answered: a customer
 * its own orders, a supplier its own parts, listings and settlements, a sub-admin its city's while
 * it holds a permission reading it (`EVENT_TOPIC`), the super admin everything. Checked at every
 * fan-out, so a permission taken away stops the deliveries that follow.
 */
export function hears(owner: WebhookOwner | null, event: WebhookEvent, a: Audience): boolean {
  if (a.customerOnly) return owner?.userType === 'customer' && a.customerId === owner.id;
  if (!owner) return true;
  if (scopeOf(owner)) {
    const topic = EVENT_TOPIC[event];
    return topic !== null && canReadInCity(owner, topic, a.cityId);
  }
  if (owner.userType === 'customer') return a.customerId === owner.id;
  if (owner.userType === 'supplier') return a.supplierId === owner.id;
  return false;
}
