import { type AccessSubject, reaches, scopeOf } from '../access/rules.ts';

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

/** The events each kind of account may subscribe to (decision 0071); any other is 400. */
export const EVENTS_BY_ROLE: Record<'customer' | 'supplier' | 'staff', readonly WebhookEvent[]> = {
  customer: ['order.placed', 'order.status_changed', 'invoice.issued', 'order.delivery_code'],
  supplier: [
    'order_part.created',
    'order_part.status_changed',
    'product.approved',
    'product.rejected',
    'settlement.ready',
  ],
  // The delivery code is the customer's proof of receipt: staff endpoints never hear it.
  staff: WEBHOOK_EVENTS.filter((e) => e !== 'order.delivery_code'),
};

export type WebhookOwner = AccessSubject & { id: string; userType: string };

export const ownerRole = (owner: WebhookOwner): keyof typeof EVENTS_BY_ROLE | null =>
  scopeOf(owner)
    ? 'staff'
    : owner.userType === 'customer' || owner.userType === 'supplier'
      ? owner.userType
      : null;

/** Whom an event is about: its city, and the customer or supplier it belongs to. */
export interface Audience {
  cityId: string | null;
  customerId?: string;
  supplierId?: string;
  /** Only the customer's own endpoints hear it (the delivery code), never staff's or the platform's. */
  customerOnly?: boolean;
}

/**
 * Whether an endpoint owned by `owner` (null: the platform's, kept by the super admin) hears an
 * event about `a`: a customer its own orders, a supplier its own parts, listings and settlements,
 * a sub-admin its city, the super admin everything.
 */
export function hears(owner: WebhookOwner | null, a: Audience): boolean {
  if (a.customerOnly) return owner?.userType === 'customer' && a.customerId === owner.id;
  if (!owner) return true;
  const scope = scopeOf(owner);
  if (scope) return reaches(scope, a.cityId);
  if (owner.userType === 'customer') return a.customerId === owner.id;
  if (owner.userType === 'supplier') return a.supplierId === owner.id;
  return false;
}
