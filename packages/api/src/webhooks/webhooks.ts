import { type Database, newId, type Tx, webhookDeliveries, webhookEndpoints } from '@app/db';
import { encodeBase64 } from '@oslojs/encoding';
import { desc, eq } from 'drizzle-orm';
import { fail } from '../errors.ts';
import { webhookTargetProblem } from './targets.ts';

export const WEBHOOK_EVENTS = ['order.placed', 'order.status_changed', 'product.approved'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

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
  const problem = webhookTargetProblem(input.url, production);
  if (problem) throw fail.badRequest('insecure_url', problem);
  const url = new URL(input.url);
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
