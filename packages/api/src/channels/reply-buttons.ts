import type { channelMessages, UserType } from '@app/db';
import { deepLinkToken, EVENT_SCREENS } from './deep-links.ts';
import type { ChannelEvent } from './events.ts';
import { readToken, signToken } from './reply-tokens.ts';

/**
 * The answers that act from the chat (decision 0110): who may give each, and the app screen the
 * chat's answer links to. Approving an order is for an approver of the request's outlet (decision
 * 0113), a customer account; approveRequest checks which.
 */
export const REPLY_ACTIONS = {
  accept_part: { code: 'ap', role: 'supplier', screen: '/supplier/orders' },
  accept_substitute: { code: 'as', role: 'customer', screen: '/orders' },
  decline_substitute: { code: 'ds', role: 'customer', screen: '/orders' },
  skip_standing: { code: 'ss', role: 'customer', screen: '/standing-orders' },
  approve_order: { code: 'ao', role: 'customer', screen: '/orders' },
} as const satisfies Record<string, { code: string; role: UserType; screen: string }>;
export type ReplyAction = keyof typeof REPLY_ACTIONS;
/** In a payload an action is its two-letter code: a payload stays within WhatsApp's 128 characters. */
const BY_CODE = new Map(
  Object.entries(REPLY_ACTIONS).map(([name, a]) => [a.code as string, name as ReplyAction]),
);

type Row = Pick<typeof channelMessages.$inferSelect, 'event' | 'dedupeKey' | 'orderId' | 'userId'>;
/** The event's key, as queueChannelMessages wrote it into `event:key:user:channel`. */
const keyOf = (m: Row) => m.dedupeKey.split(':').slice(1, -2).join(':');

/**
 * Per event, its template's quick-reply buttons in the order registered, each with its label as
 * registered in each language, and what the button acts on: the order, the offer, the
 * standing order and date, or the approval request.
 */
export const EVENT_BUTTONS: Partial<
  Record<ChannelEvent, { action: ReplyAction; en: string; hi: string; target: (m: Row) => string | null }[]>
> = {
  supplier_part_new: [
    { action: 'accept_part', en: 'Accept order', hi: 'ऑर्डर स्वीकार करें', target: (m) => m.orderId },
  ],
  supplier_part_overdue: [
    { action: 'accept_part', en: 'Accept order', hi: 'ऑर्डर स्वीकार करें', target: (m) => m.orderId },
  ],
  substitution_offered: [
    { action: 'accept_substitute', en: 'Accept', hi: 'स्वीकार करें', target: keyOf },
    { action: 'decline_substitute', en: 'Decline', hi: 'अस्वीकार करें', target: keyOf },
  ],
  standing_order_soon: [{ action: 'skip_standing', en: 'Skip this one', hi: 'इस बार छोड़ें', target: keyOf }],
  approval_needed: [{ action: 'approve_order', en: 'Approve order', hi: 'ऑर्डर स्वीकृत करें', target: keyOf }],
};

const PURPOSE = 'whatsapp-reply';

/** A button's payload: the action, the person it was sent to and its target, signed. */
export const replyPayload = (secret: string, action: ReplyAction, userId: string, target: string) =>
  signToken(secret, PURPOSE, [REPLY_ACTIONS[action].code, userId, target]);

export async function readReplyPayload(secret: string, payload: string) {
  const fields = await readToken(secret, PURPOSE, payload);
  const action = fields?.length === 3 ? BY_CODE.get(fields[0]!) : undefined;
  return action ? { action, userId: fields![1]!, target: fields![2]! } : null;
}

/** The payloads of a WhatsApp message's buttons; none without a secret or a target. */
async function buttonsFor(m: Row, secret: string | undefined): Promise<string[] | undefined> {
  const buttons = EVENT_BUTTONS[m.event as ChannelEvent];
  if (!secret || !buttons) return undefined;
  const payloads: string[] = [];
  for (const b of buttons) {
    const target = b.target(m);
    if (!target) return undefined;
    payloads.push(await replyPayload(secret, b.action, m.userId, target));
  }
  return payloads;
}

/** A WhatsApp template's buttons: its quick replies, and its link into the app; none without a secret. */
export async function whatsAppButtons(m: Row, secret: string | undefined) {
  const screen = EVENT_SCREENS[m.event as ChannelEvent];
  if (!secret || !screen) return {};
  return { buttons: await buttonsFor(m, secret), link: await deepLinkToken(secret, screen) };
}
