import type { ChannelEvent } from './events.ts';
import { readToken, signToken } from './reply-tokens.ts';

const PURPOSE = 'deep-link';
export const LINK_PATH = '/api/channels/link/';

/**
 * A link into the app that proves we sent it (decision 0110): the screen's path, signed. It
 * grants nothing: the screen still needs the person's session (signed out: login, then back).
 */
export async function deepLink(publicUrl: string, secret: string, path: string) {
  return `${publicUrl}${LINK_PATH}${await deepLinkToken(secret, path)}`;
}

/** The token of a link to `path`: a WhatsApp template's URL button carries it after the registered base. */
export const deepLinkToken = (secret: string, path: string) => signToken(secret, PURPOSE, [path]);

/** The screen each event's "Open in the app" button leads to. */
export const EVENT_SCREENS: Record<ChannelEvent, string> = {
  order_placed: '/orders',
  supplier_part_new: '/supplier/orders',
  supplier_part_overdue: '/supplier/orders',
  short_line: '/orders',
  substitution_offered: '/orders',
  delivery_slot_reminder: '/orders',
  out_for_delivery: '/orders',
  delivered: '/orders',
  claim_updated: '/orders',
  credit_due: '/orders',
  credit_overdue: '/orders',
  settlement_paid: '/supplier/settlements',
  standing_order_soon: '/standing-orders',
  approval_needed: '/orders',
};

/** The path a link we signed points to; null for a forged, altered or foreign one. */
export async function deepLinkPath(secret: string, token: string): Promise<string | null> {
  const fields = await readToken(secret, PURPOSE, token);
  const path = fields?.length === 1 ? fields[0]! : null;
  // Only a path of this site: never `//elsewhere` or a scheme.
  return path && /^\/(?![/\\])[\w\-/.?=&%]*$/.test(path) ? path : null;
}
