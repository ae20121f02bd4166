import { type ChannelMessageStatus, channelMessages, type Database } from '@app/db';
import { decodeHex } from '@oslojs/encoding';
import { and, eq, inArray } from 'drizzle-orm';

const encoder = new TextEncoder();

/** X-Hub-Signature-256: `sha256=` and the HMAC-SHA256 of the exact bytes, with the app secret. */
export async function whatsAppSignatureValid(appSecret: string, rawBody: string, header: string | undefined) {
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '')?.[1];
  if (!hex) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(appSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  // subtle.verify compares in constant time.
  return crypto.subtle.verify(
    'HMAC',
    key,
    new Uint8Array(decodeHex(hex.toLowerCase())),
    encoder.encode(rawBody),
  );
}

/** The GET handshake's token, compared through digests so its length and bytes leak no timing. */
export async function sameSecret(given: string, expected: string) {
  const [a, b] = await Promise.all(
    [given, expected].map(
      async (s) => new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(s))),
    ),
  );
  let diff = 0;
  for (let i = 0; i < a!.length; i++) diff |= a![i]! ^ b![i]!;
  return diff === 0;
}

/** A receipt moves a message forward only: sent, then delivered, then read; failed before delivery. */
const FROM: Partial<Record<ChannelMessageStatus, ChannelMessageStatus[]>> = {
  sent: [],
  delivered: ['sent'],
  read: ['sent', 'delivered'],
  failed: ['sent'],
};

interface StatusNotice {
  id?: unknown;
  status?: unknown;
  timestamp?: unknown;
  errors?: { code?: unknown; title?: unknown }[];
}

/**
 * Stores the statuses of a verified WhatsApp webhook call by the provider's message id. The same
 * call twice, or an older status after a newer one, changes nothing. Answers how many changed.
 * Replies from people (`messages`) are acted on by replies.ts (decision 0110).
 */
export async function recordWhatsAppStatuses(db: Database, body: unknown, now: number): Promise<number> {
  const entries = (body as { entry?: { changes?: { value?: { statuses?: StatusNotice[] } }[] }[] })?.entry;
  const notices = (Array.isArray(entries) ? entries : []).flatMap((e) =>
    (Array.isArray(e?.changes) ? e.changes : []).flatMap((c) =>
      Array.isArray(c?.value?.statuses) ? c.value.statuses : [],
    ),
  );
  let changed = 0;
  for (const n of notices.slice(0, 1000)) {
    const status = n.status as ChannelMessageStatus;
    const from = typeof n.id === 'string' ? FROM[status] : undefined;
    if (!from || from.length === 0) continue;
    const at = Number(n.timestamp) > 0 ? Number(n.timestamp) * 1000 : now;
    const error =
      status === 'failed'
        ? String(n.errors?.[0]?.title ?? n.errors?.[0]?.code ?? 'failed').slice(0, 200)
        : undefined;
    const updated = await db
      .update(channelMessages)
      .set({ status, statusAt: at, ...(error ? { lastError: error } : {}) })
      .where(
        and(
          eq(channelMessages.channel, 'whatsapp'),
          eq(channelMessages.providerMessageId, n.id as string),
          inArray(channelMessages.status, from),
        ),
      )
      .returning({ id: channelMessages.id });
    changed += updated.length;
  }
  return changed;
}

/** MSG91's report codes: 1 delivered; 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked number. */
const SMS_STATUS: Record<string, ChannelMessageStatus> = {
  '1': 'delivered',
  '2': 'failed',
  '9': 'failed',
  '16': 'failed',
  '17': 'failed',
  '25': 'failed',
};

/**
 * Stores MSG91 delivery reports (its webhook v3: one JSON object per number, or an array of them)
 * by request id, forward only as the WhatsApp statuses are. Answers how many changed.
 */
export async function recordSmsReceipts(db: Database, body: unknown, now: number): Promise<number> {
  const reports = (Array.isArray(body) ? body : [body]).slice(0, 1000) as {
    requestId?: unknown;
    status?: unknown;
    desc?: unknown;
  }[];
  let changed = 0;
  for (const r of reports) {
    const status = SMS_STATUS[String(r?.status)];
    const from = status ? FROM[status] : undefined;
    if (typeof r?.requestId !== 'string' || !status || !from) continue;
    const updated = await db
      .update(channelMessages)
      .set({
        status,
        statusAt: now,
        ...(status === 'failed' ? { lastError: String(r.desc ?? 'failed').slice(0, 200) } : {}),
      })
      .where(
        and(
          eq(channelMessages.channel, 'sms'),
          eq(channelMessages.providerMessageId, r.requestId),
          inArray(channelMessages.status, from),
        ),
      )
      .returning({ id: channelMessages.id });
    changed += updated.length;
  }
  return changed;
}
