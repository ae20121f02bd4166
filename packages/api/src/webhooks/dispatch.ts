import { type Database, newId, webhookDeliveries, webhookEndpoints } from '@app/db';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notExists, notInArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { WebhookTransport } from '../ports.ts';
import { recordEndpointHealth, sendable } from './health.ts';
import { fetchWebhookTransport, send } from './send.ts';

/** Attempts before a delivery is given up; waits grow 30 s, 2 min, 8 min, 32 min, ~2 h. */
export const MAX_ATTEMPTS = 6;
const backoffMs = (attempt: number) => 30_000 * 4 ** (attempt - 1);

/** A claimed delivery belongs to its run this long; a run that died loses it when it ends. */
export const LEASE_MS = 60_000;
const SEND_TIMEOUT_MS = 5_000;
/** A run claims nothing new after this much wall time, so every claim outlives its send. */
const CLAIM_FOR_MS = LEASE_MS / 2;
const BATCH = 50;
/** Sends one run keeps in flight at once. */
export const PARALLEL_SENDS = 8;
/** Of those, one account's endpoints hold at most this many: the rest are always free for others. */
const PER_OWNER = PARALLEL_SENDS / 2;

export interface DispatchOptions {
  /** Production sends only to https on public addresses (targets.ts). */
  production: boolean;
  /** How sends leave (ports.ts); the runtime's fetch when not given, as on Workers. */
  transport?: WebhookTransport;
  /** How long a send waits for an answer (5 s). */
  timeoutMs?: number;
}

type Delivery = typeof webhookDeliveries.$inferSelect;
const other = alias(webhookDeliveries, 'other');

/**
 * Claims the oldest due delivery of an endpoint that may be sent to and that has no send in
 * flight — in this run or any other: no delivery of it holds a live lease — skipping accounts
 * that already hold `PER_OWNER` of this run's sends. One statement under the database's write
 * lock (a lease until `now + LEASE_MS`), so two runs never win the same delivery or endpoint.
 */
async function claimNext(db: Database, now: number, runId: string, fullOwners: (string | null)[]) {
  const ids = fullOwners.filter((o): o is string => o !== null);
  const next = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.leaseUntil), lte(webhookDeliveries.leaseUntil, now)),
        sendable(now),
        notExists(
          db
            .select({ id: other.id })
            .from(other)
            .where(and(eq(other.endpointId, webhookDeliveries.endpointId), gt(other.leaseUntil, now))),
        ),
        ids.length > 0
          ? or(isNull(webhookEndpoints.ownerId), notInArray(webhookEndpoints.ownerId, ids))
          : undefined,
        fullOwners.includes(null) ? isNotNull(webhookEndpoints.ownerId) : undefined,
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.createdAt))
    .limit(1);
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ leaseId: runId, leaseUntil: now + LEASE_MS })
    .where(inArray(webhookDeliveries.id, next))
    .returning();
  return claimed;
}

/**
 * Sends due deliveries, up to `PARALLEL_SENDS` at once and one at a time per endpoint, so an
 * endpoint that never answers holds one lane for one timeout and then rests (health.ts) while
 * every other endpoint's deliveries go out. Each delivery is first claimed with a lease that only
 * one run can win, so overlapping runs — two timers, two Worker invocations, two processes —
 * never send it twice, and a run that died holding it leaves it to the first run after the lease
 * ends. Answers how many this run sent (or tried to).
 */
export async function dispatchDueWebhooks(db: Database, now: number, o: DispatchOptions): Promise<number> {
  const started = Date.now();
  const runId = newId('run');
  const sendOptions = {
    production: o.production,
    transport: o.transport ?? fetchWebhookTransport,
    timeoutMs: o.timeoutMs ?? SEND_TIMEOUT_MS,
  };
  const inFlight = new Set<Promise<void>>();
  const perOwner = new Map<string | null, number>();
  let tried = 0;
  try {
    for (;;) {
      while (inFlight.size < PARALLEL_SENDS && tried < BATCH && Date.now() - started < CLAIM_FOR_MS) {
        const full = [...perOwner].filter(([, n]) => n >= PER_OWNER).map(([owner]) => owner);
        const claimed = await claimNext(db, now, runId, full);
        if (!claimed) break; // nothing due that is free to send now
        tried++;
        const [endpoint] = await db
          .select()
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.id, claimed.endpointId));
        if (!endpoint) continue; // removed meanwhile: its deliveries went with it
        const owner = endpoint.ownerId;
        perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
        const sending: Promise<void> = deliver(db, endpoint, claimed, now, runId, sendOptions).finally(() => {
          inFlight.delete(sending);
          perOwner.set(owner, (perOwner.get(owner) ?? 1) - 1);
        });
        inFlight.add(sending);
      }
      if (inFlight.size === 0) break;
      // A finished send frees a lane and its endpoint: claim again.
      await Promise.race(inFlight);
    }
  } finally {
    await Promise.allSettled(inFlight);
  }
  return tried;
}

async function deliver(
  db: Database,
  endpoint: typeof webhookEndpoints.$inferSelect,
  claimed: Delivery,
  now: number,
  runId: string,
  o: Parameters<typeof send>[3],
) {
  const outcome = await send(endpoint, claimed, now, o);
  const attempts = claimed.attempts + 1;
  const delivered = outcome.error === null;
  const final = delivered || outcome.refused || attempts >= MAX_ATTEMPTS;
  // Before the lease ends, so no run claims the endpoint's next delivery before it rests.
  await recordEndpointHealth(db, endpoint, outcome, now);
  await db
    .update(webhookDeliveries)
    .set({
      attempts,
      lastStatusCode: outcome.code,
      lastError: outcome.error,
      status: delivered ? 'delivered' : final ? 'failed' : 'pending',
      nextAttemptAt: final ? null : now + backoffMs(attempts),
      leaseId: null,
      leaseUntil: null,
    })
    // Only while this run still holds the lease: a run that took over after it ended decides.
    .where(and(eq(webhookDeliveries.id, claimed.id), eq(webhookDeliveries.leaseId, runId)));
}
