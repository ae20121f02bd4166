import { channelMessages, channelOptIns, type Database, newId, type Tx } from '@app/db';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { ChannelSendError, type MessageChannels } from '../ports.ts';
import { emailAddressFor } from './email.ts';
import { CHANNEL_EVENTS, type ChannelEvent } from './events.ts';
import { dedupeKey } from './queue.ts';
import { whatsAppButtons } from './reply-buttons.ts';
import { paramsInText, templateOf } from './templates.ts';

/** Tries before a message is given up; waits grow 1 min, 4 min, 16 min, ~1 h. */
export const MAX_ATTEMPTS = 5;
const backoffMs = (attempt: number) => 60_000 * 4 ** (attempt - 1);
/** A claimed message belongs to its run this long; a run that died loses it when it ends. */
export const LEASE_MS = 60_000;
const CLAIM_FOR_MS = LEASE_MS / 2;
const BATCH = 100;

type Row = typeof channelMessages.$inferSelect;

/**
 * Claims the oldest due pending message: one statement under the database's write lock (a lease
 * until `now + LEASE_MS`), so two runs — two servers, a Cron retry — never win the same one.
 */
async function claimNext(db: Database, now: number, runId: string): Promise<Row | undefined> {
  const next = db
    .select({ id: channelMessages.id })
    .from(channelMessages)
    .where(
      and(
        eq(channelMessages.status, 'pending'),
        lte(channelMessages.nextAttemptAt, now),
        or(isNull(channelMessages.leaseUntil), lte(channelMessages.leaseUntil, now)),
      ),
    )
    .orderBy(asc(channelMessages.nextAttemptAt), asc(channelMessages.createdAt))
    .limit(1);
  const [claimed] = await db
    .update(channelMessages)
    .set({ leaseId: runId, leaseUntil: now + LEASE_MS })
    .where(and(inArray(channelMessages.id, next), eq(channelMessages.status, 'pending')))
    .returning();
  return claimed;
}

/**
 * Sends the due WhatsApp and SMS messages one by one, each first claimed with a lease. A message
 * whose recipient has opted out of its channel since it was written is cancelled, not sent.
 * Answers how many this run sent or tried.
 */
export async function sendDueMessages(db: Database, channels: MessageChannels, now: number): Promise<number> {
  const started = Date.now();
  const runId = newId('run');
  let tried = 0;
  while (tried < BATCH && Date.now() - started < CLAIM_FOR_MS) {
    const claimed = await claimNext(db, now, runId);
    if (!claimed) break;
    tried++;
    await sendOne(db, channels, claimed, now, runId);
  }
  return tried;
}

const held = (runId: string, id: string) =>
  and(eq(channelMessages.id, id), eq(channelMessages.leaseId, runId));

/**
 * The number to send to: the person's yes to this channel, not withdrawn. An urgent SMS that
 * stands in for a failed WhatsApp (decision 0101) goes to their WhatsApp number unless they
 * have said anything about SMS themselves.
 */
async function phoneFor(
  db: Database | Tx,
  m: Pick<Row, 'userId' | 'channel' | 'urgent'>,
): Promise<string | null> {
  const said = await db.select().from(channelOptIns).where(eq(channelOptIns.userId, m.userId));
  const own = said.find((c) => c.channel === m.channel);
  if (own) return own.optedOutAt === null ? own.phone : null;
  const whatsapp = said.find((c) => c.channel === 'whatsapp');
  return m.channel === 'sms' && m.urgent && whatsapp && whatsapp.optedOutAt === null ? whatsapp.phone : null;
}

/** Where a message goes now: a number with 91 in front, or for e-mail the address; null: opted out. */
export async function addressFor(db: Database | Tx, m: Pick<Row, 'userId' | 'channel' | 'urgent' | 'event'>) {
  if (m.channel === 'email') return emailAddressFor(db, m);
  const phone = await phoneFor(db, m);
  return phone && `91${phone}`;
}

async function sendOne(db: Database, channels: MessageChannels, m: Row, now: number, runId: string) {
  const to = await addressFor(db, m);
  const sender = channels[m.channel];
  if (!to || !sender) {
    const why = to ? `The ${m.channel} channel is off.` : 'The recipient opted out.';
    await db
      .update(channelMessages)
      .set({ status: 'cancelled', lastError: why, leaseId: null, leaseUntil: null, statusAt: now })
      .where(held(runId, m.id));
    return;
  }
  const template = templateOf(m.event as ChannelEvent);
  const params = paramsInText(template[m.language]).map((name): [string, string] => [
    name,
    m.params[name] ?? '',
  ]);
  const attempts = m.attempts + 1;
  try {
    const { providerMessageId } = await sender.send({
      to,
      template: m.channel === 'email' ? m.event : m.channel === 'whatsapp' ? template.whatsapp : template.sms,
      language: m.language,
      params,
      ...(m.channel === 'whatsapp' && (await whatsAppButtons(m, channels.replySecret))),
    });
    await db
      .update(channelMessages)
      .set({
        status: 'sent',
        attempts,
        providerMessageId,
        sentAt: now,
        statusAt: now,
        lastError: null,
        leaseId: null,
        leaseUntil: null,
      })
      .where(held(runId, m.id));
  } catch (e) {
    const error = e instanceof ChannelSendError ? e.message : 'No answer from the provider.';
    const retry = !(e instanceof ChannelSendError) || e.retry;
    const urgentWhatsApp = m.channel === 'whatsapp' && CHANNEL_EVENTS[m.event as ChannelEvent]?.urgent;
    // An urgent message does not wait for WhatsApp's retries: it goes by SMS at once.
    const final = !retry || attempts >= MAX_ATTEMPTS || urgentWhatsApp;
    await db
      .update(channelMessages)
      .set({
        attempts,
        lastError: error,
        status: final ? 'failed' : 'pending',
        nextAttemptAt: final ? null : now + backoffMs(attempts),
        statusAt: now,
        leaseId: null,
        leaseUntil: null,
      })
      .where(held(runId, m.id));
    if (urgentWhatsApp) await fallBackToSms(db, m, now);
  }
}

/** The SMS twin of a failed urgent WhatsApp message, keyed like any SMS of the event: once at most. */
async function fallBackToSms(db: Database, m: Row, now: number) {
  const key = m.dedupeKey.split(':').slice(1, -2).join(':');
  await db
    .insert(channelMessages)
    .values({
      id: newId('msg'),
      dedupeKey: dedupeKey(m.event, key, m.userId, 'sms'),
      event: m.event,
      userId: m.userId,
      orderId: m.orderId,
      channel: 'sms',
      language: m.language,
      params: m.params,
      urgent: true,
      nextAttemptAt: now,
      createdAt: now,
    })
    .onConflictDoNothing();
}
