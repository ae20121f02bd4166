// Apart from enums.ts: the SPA's entry chunk keeps every list of that module, and needs none of these.

/**
 * A person's role in a restaurant business (decision 0102): the owner may do everything at every
 * outlet; a purchase manager orders and approves for its outlets; outlet staff build carts and par
 * lists and order within limits for theirs, and approve nothing.
 */
export const BUSINESS_ROLES = ['owner', 'purchase_manager', 'outlet_staff'] as const;
export type BusinessRole = (typeof BUSINESS_ROLES)[number];
