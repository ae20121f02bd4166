import { channelOptIns, channelReplies, type Database, type Language, type UserType, users } from '@app/db';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import { type Message, msg, render } from '../messages/index.ts';
import type { MessageChannels } from '../ports.ts';
import { dayIn } from '../shared/slot-text.ts';
import { deepLink } from './deep-links.ts';
import { setNotificationPreferences } from './preferences.ts';
import { REPLY_ACTIONS, type ReplyAction, readReplyPayload } from './reply-buttons.ts';

/**
 * What the chat's buttons do, handed in by the runtime (wiring.ts): the same functions the app's
 * procedures call, with their own ownership and state checks. Channels cannot import them: the
 * orders and standing domains import channels.
 */
export interface ReplyActions {
  acceptPart(db: Database, supplierId: string, orderId: string, now: number): Promise<unknown>;
  answerOffer(
    db: Database,
    customerId: string,
    offerId: string,
    accept: boolean,
    now: number,
  ): Promise<unknown>;
  skipStandingDate(
    db: Database,
    customerId: string,
    standingId: string,
    date: string,
    now: number,
  ): Promise<unknown>;
  /** Places the request's order as its approver (the order limits bound in by the runtime). */
  approveOrder(
    db: Database,
    approverId: string,
    requestId: string,
    now: number,
  ): Promise<{ order_number: string }>;
}

export interface ReplyDeps {
  db: Database;
  channels: MessageChannels;
  actions: ReplyActions;
  secret: string;
  /** Where the answers' deep links point: PUBLIC_URL, else the webhook's own origin. */
  publicUrl: string;
  now: number;
}

interface Inbound {
  id: string;
  from: string;
  payload?: string;
  text?: string;
}
interface Person {
  id: string;
  role: UserType;
  language: Language;
}

/** The people a sender's number (E.164 without the plus) reaches: a yes to WhatsApp on it, active. */
async function peopleOn(db: Database, from: string): Promise<Person[]> {
  const ten = /^91([6-9]\d{9})$/.exec(from)?.[1];
  if (!ten) return [];
  return db
    .select({ id: users.id, role: users.userType, language: users.preferredLanguage })
    .from(channelOptIns)
    .innerJoin(users, eq(users.id, channelOptIns.userId))
    .where(
      and(
        eq(channelOptIns.channel, 'whatsapp'),
        eq(channelOptIns.phone, ten),
        isNull(channelOptIns.optedOutAt),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    );
}

/** The replies in a verified webhook call: button taps (template or interactive) and texts. */
function inboundOf(body: unknown): Inbound[] {
  type Raw = {
    id?: unknown;
    from?: unknown;
    type?: unknown;
    button?: { payload?: unknown };
    interactive?: { type?: unknown; button_reply?: { id?: unknown } };
    text?: { body?: unknown };
  };
  const entries = (body as { entry?: { changes?: { value?: { messages?: Raw[] } }[] }[] })?.entry;
  const raw = (Array.isArray(entries) ? entries : []).flatMap((e) =>
    (Array.isArray(e?.changes) ? e.changes : []).flatMap((c) =>
      Array.isArray(c?.value?.messages) ? c.value.messages : [],
    ),
  );
  const str = (v: unknown) => (typeof v === 'string' && v.length <= 4096 ? v : undefined);
  return raw.slice(0, 100).flatMap((r): Inbound[] => {
    const id = str(r?.id);
    const from = str(r?.from);
    if (!id || !from) return [];
    if (r.type === 'button') return [{ id, from, payload: str(r.button?.payload) ?? '' }];
    if (r.type === 'interactive' && r.interactive?.type === 'button_reply')
      return [{ id, from, payload: str(r.interactive.button_reply?.id) ?? '' }];
    if (r.type === 'text') return [{ id, from, text: str(r.text?.body) ?? '' }];
    return [];
  });
}

const STOP = /^\s*(stop|unsubscribe|रोकें|बंद करें)\s*[.!]?\s*$/i;

/**
 * Acts on the replies of a verified WhatsApp webhook call (decision 0110). Each reply is claimed
 * by its message id before anything happens (a unique row), so a replay or a concurrent delivery
 * of it does nothing. A button acts only for the person it was sent to, reached on the number it
 * was sent to, in the role its action needs; the chat is answered in their language. Answers how
 * many replies were handled.
 */
export async function actOnWhatsAppReplies(d: ReplyDeps, body: unknown): Promise<number> {
  let handled = 0;
  for (const m of inboundOf(body)) {
    const [claimed] = await d.db
      .insert(channelReplies)
      .values({ providerMessageId: m.id, receivedAt: d.now })
      .onConflictDoNothing()
      .returning({ id: channelReplies.providerMessageId });
    if (!claimed) continue;
    try {
      await handle(d, m);
    } catch (e) {
      // Unexpected: release the claim so the platform's retry of this call can try again.
      await d.db.delete(channelReplies).where(eq(channelReplies.providerMessageId, m.id));
      throw e;
    }
    handled++;
  }
  return handled;
}

type Outcome = {
  outcome: 'done' | 'refused' | 'ignored';
  person?: Person;
  action?: ReplyAction;
  target?: string;
  answer?: Message;
};

async function handle(d: ReplyDeps, m: Inbound) {
  const people = await peopleOn(d.db, m.from);
  const result = await decide(d, m, people);
  const language = result.person?.language ?? people[0]?.language ?? 'en';
  const answer = result.answer ? render(language, result.answer) : null;
  await d.db
    .update(channelReplies)
    .set({
      userId: result.person?.id ?? null,
      action: result.action ?? (m.text !== undefined ? 'text' : null),
      target: result.target ?? null,
      outcome: result.outcome,
      answer,
    })
    .where(eq(channelReplies.providerMessageId, m.id));
  // Strangers get no answer: a number nobody agreed on is not messaged.
  if (answer && people.length > 0) await d.channels.whatsapp?.sendText?.(m.from, answer).catch(() => null);
}

async function decide(d: ReplyDeps, m: Inbound, people: Person[]): Promise<Outcome> {
  const link = (path: string) => deepLink(d.publicUrl, d.secret, path);
  if (people.length === 0) return { outcome: 'ignored' };
  if (m.text !== undefined) {
    if (!STOP.test(m.text))
      return { outcome: 'ignored', answer: msg('reply.onlyButtons', { link: await link('/') }) };
    for (const p of people)
      await setNotificationPreferences(
        d.db,
        p.id,
        { whatsapp: { on: false } },
        { now: d.now, source: 'whatsapp' },
      );
    return { outcome: 'done', person: people[0], answer: msg('reply.stopped') };
  }
  const token = await readReplyPayload(d.secret, m.payload ?? '');
  if (!token) return { outcome: 'refused', answer: msg('reply.unreadable', { link: await link('/') }) };
  const said = { action: token.action, target: token.target };
  const person = people.find((p) => p.id === token.userId);
  if (!person) return { outcome: 'refused', ...said, answer: msg('reply.notYours') };
  const rule = REPLY_ACTIONS[token.action];
  const screen = await link(rule.screen);
  if (person.role !== rule.role)
    return { outcome: 'refused', person, ...said, answer: msg('reply.notAllowed') };
  try {
    const answer = await act(d, person, token.action, token.target, screen);
    return { outcome: 'done', person, ...said, answer };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return {
      outcome: 'refused',
      person,
      ...said,
      answer: msg('reply.refused', { reason: e.text, link: screen }),
    };
  }
}

async function act(d: ReplyDeps, p: Person, action: ReplyAction, target: string, link: string) {
  switch (action) {
    case 'accept_part':
      await d.actions.acceptPart(d.db, p.id, target, d.now);
      return msg('reply.partAccepted', { link });
    case 'accept_substitute':
    case 'decline_substitute': {
      const accept = action === 'accept_substitute';
      await d.actions.answerOffer(d.db, p.id, target, accept, d.now);
      return accept ? msg('reply.substituteAccepted', { link }) : msg('reply.substituteDeclined', { link });
    }
    case 'skip_standing': {
      const at = target.lastIndexOf(':');
      const [id, date] = [target.slice(0, at), target.slice(at + 1)];
      await d.actions.skipStandingDate(d.db, p.id, id, date, d.now);
      return msg('reply.standingSkipped', { date: { inLanguage: (l) => dayIn(l, date, false) }, link });
    }
    case 'approve_order': {
      const { order_number } = await d.actions.approveOrder(d.db, p.id, target, d.now);
      return msg('reply.orderApproved', { number: order_number, link });
    }
  }
}
