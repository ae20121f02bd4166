import { type Database, newId, type Tx, webhookDeliveries, webhookEndpoints } from '@app/db';
import { encodeBase64, encodeHexLowerCase } from '@oslojs/encoding';
import { and, desc, eq, lte } from 'drizzle-orm';
import { fail } from '../errors.ts';

export const WEBHOOK_EVENTS = ['order.placed', 'order.status_changed', 'product.approved'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Attempts before a delivery is given up; waits grow 30 s, 2 min, 8 min, 32 min, ~2 h. */
export const MAX_ATTEMPTS = 6;
const backoffMs = (attempt: number) => 30_000 * 4 ** (attempt - 1);

/** Queues `event` for every active endpoint subscribed to it; runs inside the caller's transaction. */
export async function emitEvent(
  tx: Tx | Database,
  event: WebhookEvent,
  data: Record<string, unknown>,
  now: number,
) {
  const endpoints = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.isActive, true));
  const targets = endpoints.filter((e) => e.events.includes(event));
  if (targets.length === 0) return;
  const id = newId('evt');
  const payload = JSON.stringify({ id, type: event, created_at: new Date(now).toISOString(), data });
  await tx.insert(webhookDeliveries).values(
    targets.map((e) => ({
      id: newId('whd'),
      endpointId: e.id,
      event,
      payload,
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
}

/** `X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (Stripe-style, replay-resistant). */
export async function signPayload(secret: string, body: string, timestampSeconds: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${timestampSeconds}.${body}`));
  return `t=${timestampSeconds},v1=${encodeHexLowerCase(new Uint8Array(mac))}`;
}

/** Sends every due delivery once; failures are rescheduled with backoff. Answers how many were tried. */
export async function dispatchDueWebhooks(
  db: Database,
  now: number,
  send: typeof fetch = fetch,
): Promise<number> {
  const due = await db
    .select({ d: webhookDeliveries, e: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookDeliveries.endpointId, webhookEndpoints.id))
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .limit(50);
  for (const { d, e } of due) {
    const attempts = d.attempts + 1;
    let code: number | null = null;
    let error: string | null = null;
    try {
      const res = await send(e.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SupplyAndBeyond-Webhooks/1.0',
          'x-webhook-id': d.id,
          'x-webhook-event': d.event,
          'x-webhook-signature': await signPayload(e.secret, d.payload, Math.floor(now / 1000)),
        },
        body: d.payload,
        signal: AbortSignal.timeout(10_000),
      });
      code = res.status;
      if (!res.ok) error = `HTTP ${res.status}`;
    } catch (err) {
      error = err instanceof Error ? err.message.slice(0, 200) : 'request failed';
    }
    const delivered = error === null;
    await db
      .update(webhookDeliveries)
      .set({
        attempts,
        lastStatusCode: code,
        lastError: error,
        status: delivered ? 'delivered' : attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        nextAttemptAt: delivered || attempts >= MAX_ATTEMPTS ? null : now + backoffMs(attempts),
      })
      .where(eq(webhookDeliveries.id, d.id));
  }
  return due.length;
}

const endpointDto = (e: typeof webhookEndpoints.$inferSelect) => ({
  id: e.id,
  url: e.url,
  events: e.events,
  is_active: e.isActive,
  created_at: new Date(e.createdAt).toISOString(),
});

export async function listEndpoints(db: Database) {
  return (await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt))).map(
    endpointDto,
  );
}

/** The signing secret is shown once, at creation. */
export async function createEndpoint(
  db: Database,
  input: { url: string; events: WebhookEvent[] },
  production: boolean,
) {
  const url = new URL(input.url);
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (!production || local))) {
    throw fail.badRequest('insecure_url', 'Webhook URLs must use https.');
  }
  const secret = `whsec_${encodeBase64(crypto.getRandomValues(new Uint8Array(24)))}`;
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ id: newId('whe'), url: url.toString(), secret, events: input.events })
    .returning();
  return { ...endpointDto(row!), secret };
}

export async function setEndpointActive(db: Database, id: string, isActive: boolean) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ isActive })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  if (!row) throw fail.notFound('Webhook endpoint');
  return endpointDto(row);
}

export async function removeEndpoint(db: Database, id: string) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  if (rows.length === 0) throw fail.notFound('Webhook endpoint');
  return { ok: true };
}

export async function listDeliveries(db: Database, limit: number) {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
  return rows.map((d) => ({
    id: d.id,
    endpoint_id: d.endpointId,
    event: d.event,
    status: d.status,
    attempts: d.attempts,
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    next_attempt_at: d.nextAttemptAt ? new Date(d.nextAttemptAt).toISOString() : null,
    created_at: new Date(d.createdAt).toISOString(),
  }));
}

/** Puts a failed delivery back in the queue now. */
export async function retryDelivery(db: Database, id: string, now: number) {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(eq(webhookDeliveries.id, id))
    .returning({ id: webhookDeliveries.id });
  if (rows.length === 0) throw fail.notFound('Webhook delivery');
  return { ok: true };
}
