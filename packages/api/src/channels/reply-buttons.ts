import type { channelMessages, UserType } from '@app/db';
import type { ChannelEvent } from './events.ts';
import { readToken, signToken } from './reply-tokens.ts';

/**
 * The answers that act from the chat (decision 0110): who may give each, and the app screen the
 * chat's answer links to. Approving an order waits for issue 38's approvals: the kind is known,
 * no template carries its button yet, and a payload naming it is answered "not available yet".
 */
export const REPLY_ACTIONS = {
  accept_part: { role: 'supplier', screen: '/supplier/orders' },
  accept_substitute: { role: 'customer', screen: '/orders' },
  decline_substitute: { role: 'customer', screen: '/orders' },
  skip_standing: { role: 'customer', screen: '/standing-orders' },
  approve_order: { role: 'customer', screen: '/orders' },
} as const satisfies Record<string, { role: UserType; screen: string }>;
export type ReplyAction = keyof typeof REPLY_ACTIONS;
const isAction = (s: string | undefined): s is ReplyAction => !!s && Object.hasOwn(REPLY_ACTIONS, s);

type Row = Pick<typeof channelMessages.$inferSelect, 'event' | 'dedupeKey' | 'orderId' | 'userId'>;
/** The event's key, as queueChannelMessages wrote it into `event:key:user:channel`. */
const keyOf = (m: Row) => m.dedupeKey.split(':').slice(1, -2).join(':');

/**
 * Per event, its template's quick-reply buttons in the order registered, each with its label as
 * registered in each language, and what the button acts on: the order, the offer, or the
 * standing order and date.
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
};

const PURPOSE = 'whatsapp-reply';

/** A button's payload: the action, the person it was sent to and its target, signed. */
export const replyPayload = (secret: string, action: ReplyAction, userId: string, target: string) =>
  signToken(secret, PURPOSE, [action, userId, target]);

export async function readReplyPayload(secret: string, payload: string) {
  const fields = await readToken(secret, PURPOSE, payload);
  if (fields?.length !== 3 || !isAction(fields[0])) return null;
  return { action: fields[0], userId: fields[1]!, target: fields[2]! };
}

/** The payloads of a WhatsApp message's buttons; none without a secret or a target. */
export async function buttonsFor(m: Row, secret: string | undefined): Promise<string[] | undefined> {
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
