import { type Database, newId, type Tx, users, webhookDeliveries, webhookEndpoints } from '@app/db';
import { encodeBase64 } from '@oslojs/encoding';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { isSuperAdmin } from '../access/rules.ts';
import { AppError, fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { RateLimiter } from '../ports.ts';
import {
  type Audience,
  EVENTS_BY_ROLE,
  eventsFor,
  hears,
  ownerRole,
  readersOf,
  TEST_EVENT,
  type WebhookEvent,
  type WebhookOwner,
} from './events.ts';
import { webhookTargetProblem } from './targets.ts';

/** Endpoints one account may hold (the platform's included). */
export const MAX_ENDPOINTS = 10;

/**
 * The active endpoints and their owners, of which `eventInsert` picks an event's listeners. A
 * paused endpoint hears nothing until resumed (what happens meanwhile is not queued for it); one
 * resting after unanswered sends still hears, and its deliveries wait for the rest to end.
 */
export const activeEndpoints = (db: Tx | Database) =>
  db
    .select({
      e: webhookEndpoints,
      owner: {
        id: users.id,
        userType: users.userType,
        isAdmin: users.isAdmin,
        permissions: users.permissions,
        cityId: users.cityId,
        isActive: users.isActive,
      },
    })
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.ownerId))
    .where(and(eq(webhookEndpoints.isActive, true), isNull(webhookEndpoints.pausedAt)));

/**
 * The insert that queues `event` for every endpoint subscribed to it whose owner may hear about
 * `audience` (events.ts `hears`), for a caller's batch of writes; null when none listens.
 */
export function eventInsert(
  db: Tx | Database,
  endpoints: Awaited<ReturnType<typeof activeEndpoints>>,
  event: WebhookEvent,
  data: Record<string, unknown>,
  audience: Audience,
  now: number,
) {
  const targets = endpoints
    .filter(({ e, owner }) => e.events.includes(event) && (e.ownerId === null || owner?.isActive === true))
    .filter(({ e, owner }) => hears(e.ownerId === null ? null : owner, event, audience))
    .map(({ e }) => e);
  return targets.length === 0 ? null : queue(db, targets, event, data, now);
}

/**
 * Pauses every endpoint `owner` holds (the super admin: the platform's) until it resumes them
 * (after a password reset or an e-mail change, whoever made them may no longer be the owner);
 * answers how many.
 */
export async function pauseWebhooksOf(
  db: Tx | Database,
  owner: WebhookOwner,
  reason: 'credentials_changed' | 'unreachable',
  now: number,
): Promise<number> {
  const paused = await db
    .update(webhookEndpoints)
    .set({ pausedAt: now, pausedReason: reason })
    .where(and(owned(owner), isNull(webhookEndpoints.pausedAt)))
    .returning({ id: webhookEndpoints.id });
  return paused.length;
}

/** Queues `event` for its listeners inside the caller's transaction. */
export async function emitEvent(
  tx: Tx | Database,
  event: WebhookEvent,
  data: Record<string, unknown>,
  audience: Audience,
  now: number,
) {
  await eventInsert(tx, await activeEndpoints(tx), event, data, audience, now);
}

function queue(
  db: Tx | Database,
  targets: { id: string }[],
  event: string,
  data: Record<string, unknown>,
  now: number,
) {
  const id = newId('evt');
  const payload = JSON.stringify({ id, type: event, created_at: new Date(now).toISOString(), data });
  return db
    .insert(webhookDeliveries)
    .values(
      targets.map((e) => ({
        id: newId('whd'),
        endpointId: e.id,
        event,
        payload,
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .returning({ id: webhookDeliveries.id });
}

/** The super admin keeps the platform's endpoints (owner null); every other account its own. */
const ownerKey = (owner: WebhookOwner) => (isSuperAdmin(owner) ? null : owner.id);
const owned = (owner: WebhookOwner) => {
  const key = ownerKey(owner);
  return key === null ? isNull(webhookEndpoints.ownerId) : eq(webhookEndpoints.ownerId, key);
};

const endpointDto = (e: typeof webhookEndpoints.$inferSelect) => ({
  id: e.id,
  url: e.url,
  events: e.events,
  is_active: e.isActive,
  paused_at: e.pausedAt === null ? null : new Date(e.pausedAt).toISOString(),
  paused_reason: e.pausedReason,
  created_at: new Date(e.createdAt).toISOString(),
});

export async function listEndpoints(db: Database, owner: WebhookOwner) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(owned(owner))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(endpointDto);
}

/** The signing secret is shown once, at creation. */
export async function createEndpoint(
  db: Database,
  owner: WebhookOwner,
  input: { url: string; events: WebhookEvent[] },
  production: boolean,
) {
  const role = ownerRole(owner);
  const allowed: readonly string[] = role ? EVENTS_BY_ROLE[role] : [];
  const refused = input.events.find((e) => !allowed.includes(e));
  if (refused)
    throw fail.badRequest(
      'event_not_allowed',
      msg('error.webhooks.eventNotAllowed', { refused, allowed: allowed.join(', ') }),
    );
  // Staff hear only what their permissions read through the API (403, as that read would be).
  const readable: readonly string[] = eventsFor(owner);
  const unread = input.events.find((e) => !readable.includes(e));
  if (unread)
    throw fail.forbidden(
      msg('error.webhooks.eventNotReadable', {
        event: unread,
        permissions: readersOf(unread).join(', '),
        readable: readable.join(', ') || '—',
      }),
    );
  const problem = webhookTargetProblem(input.url, production);
  if (problem) throw fail.badRequest('insecure_url', problem);
  const url = new URL(input.url);
  const secret = `whsec_${encodeBase64(crypto.getRandomValues(new Uint8Array(24)))}`;
  const row = await db.write(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(webhookEndpoints).where(owned(owner));
    if ((held?.n ?? 0) >= MAX_ENDPOINTS)
      throw fail.conflict('too_many_webhooks', msg('error.webhooks.tooMany', { max: MAX_ENDPOINTS }));
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        id: newId('whe'),
        ownerId: ownerKey(owner),
        url: url.toString(),
        secret,
        events: [...new Set(input.events)],
      })
      .returning();
    return created!;
  });
  return { ...endpointDto(row), secret };
}

export async function setEndpointActive(db: Database, owner: WebhookOwner, id: string, isActive: boolean) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ isActive })
    .where(and(eq(webhookEndpoints.id, id), owned(owner)))
    .returning();
  if (!row) throw fail.notFound(msg('error.webhooks.endpointNotFound'));
  return endpointDto(row);
}

/** Ends a pause the system set (`pauseWebhooksOf`, or no answers) and any backing off. */
export async function resumeEndpoint(db: Database, owner: WebhookOwner, id: string) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ pausedAt: null, pausedReason: null, failureStreak: 0, backoffUntil: null })
    .where(and(eq(webhookEndpoints.id, id), owned(owner)))
    .returning();
  if (!row) throw fail.notFound(msg('error.webhooks.endpointNotFound'));
  return endpointDto(row);
}

export async function removeEndpoint(db: Database, owner: WebhookOwner, id: string) {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), owned(owner)))
    .returning({ id: webhookEndpoints.id });
  if (rows.length === 0) throw fail.notFound(msg('error.webhooks.endpointNotFound'));
  return { ok: true };
}

/** Test deliveries one account may queue per window, whichever of its endpoints they go to. */
export const TEST_LIMIT = { max: 10, windowSeconds: 600 };

/** Queues a `webhook.test` delivery to one of the owner's endpoints, sent by the next dispatch run. */
export async function testEndpoint(
  db: Database,
  limiter: RateLimiter,
  owner: WebhookOwner,
  id: string,
  now: number,
) {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), owned(owner)));
  if (!endpoint) throw fail.notFound(msg('error.webhooks.endpointNotFound'));
  const wait = await limiter.hit(`webhook-test:${owner.id}`, TEST_LIMIT.max, TEST_LIMIT.windowSeconds);
  if (wait > 0)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'rate_limited',
      msg('error.webhooks.testLimit', {
        max: TEST_LIMIT.max,
        minutes: TEST_LIMIT.windowSeconds / 60,
        seconds: wait,
      }),
      wait,
    );
  const [queued] = await queue(
    db,
    [endpoint],
    TEST_EVENT,
    { endpoint_id: id, message: 'A test from Supply and Beyond' },
    now,
  );
  return { id: queued!.id };
}

export async function listDeliveries(db: Database, owner: WebhookOwner, limit: number) {
  const rows = await db
    .select({ d: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(owned(owner))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
  return rows.map(({ d }) => ({
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

/** Puts one of the owner's deliveries (failed, or delivered and wanted again) back in the queue now. */
export async function retryDelivery(db: Database, owner: WebhookOwner, id: string, now: number) {
  const [found] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, id), owned(owner)));
  if (!found) throw fail.notFound(msg('error.webhooks.deliveryNotFound'));
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
    .where(eq(webhookDeliveries.id, id));
  return { ok: true };
}
