import { type Database, newId, webhookDeliveries, webhookEndpoints } from '@app/db';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { render } from '../messages/index.ts';
import { webhookTargetProblem } from './targets.ts';

/** Attempts before a delivery is given up; waits grow 30 s, 2 min, 8 min, 32 min, ~2 h. */
export const MAX_ATTEMPTS = 6;
const backoffMs = (attempt: number) => 30_000 * 4 ** (attempt - 1);

/** A claimed delivery belongs to its run this long; a run that died loses it when it ends. */
export const LEASE_MS = 60_000;
const SEND_TIMEOUT_MS = 5_000;
/** A run claims nothing new after this much wall time, so every claim outlives its send. */
const CLAIM_FOR_MS = LEASE_MS / 2;
const BATCH = 50;

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

const claimable = (now: number) =>
  and(
    eq(webhookDeliveries.status, 'pending'),
    lte(webhookDeliveries.nextAttemptAt, now),
    or(isNull(webhookDeliveries.leaseUntil), lte(webhookDeliveries.leaseUntil, now)),
  );

export interface DispatchOptions {
  /** Production sends only to https on public addresses (targets.ts). */
  production: boolean;
  send?: typeof fetch;
}

/**
 * Sends due deliveries, one at a time. Each is first claimed with a conditional UPDATE that only
 * one run can win (a lease until `now + LEASE_MS`), so overlapping runs — two timers, two Worker
 * invocations, two processes — never send it twice, and a run that died holding it leaves it
 * to the first run after the lease ends. Answers how many this run sent (or tried to).
 */
export async function dispatchDueWebhooks(db: Database, now: number, o: DispatchOptions): Promise<number> {
  const started = Date.now();
  const runId = newId('run');
  let tried = 0;
  while (tried < BATCH && Date.now() - started < CLAIM_FOR_MS) {
    // Picks and claims the next due delivery in one statement, under the database's write lock.
    const next = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(claimable(now))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(1);
    const [claimed] = await db
      .update(webhookDeliveries)
      .set({ leaseId: runId, leaseUntil: now + LEASE_MS })
      .where(inArray(webhookDeliveries.id, next))
      .returning();
    if (!claimed) break; // nothing due that another run does not hold
    tried++;
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, claimed.endpointId));
    if (!endpoint) continue; // removed meanwhile: its deliveries went with it
    const outcome = await send(endpoint, claimed, now, o);
    const attempts = claimed.attempts + 1;
    const delivered = outcome.error === null;
    const final = delivered || outcome.refused || attempts >= MAX_ATTEMPTS;
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
  return tried;
}

type Outcome = { code: number | null; error: string | null; refused: boolean };

/** One POST: 5 s at most, redirects not followed (a 3xx is a failure), targets checked again. */
async function send(
  e: typeof webhookEndpoints.$inferSelect,
  d: typeof webhookDeliveries.$inferSelect,
  now: number,
  o: DispatchOptions,
): Promise<Outcome> {
  const problem = webhookTargetProblem(e.url, o.production);
  if (problem) return { code: null, error: `Not sent: ${render('en', problem)}`, refused: true };
  try {
    const res = await (o.send ?? fetch)(e.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'SupplyAndBeyond-Webhooks/1.0',
        'x-webhook-id': d.id,
        'x-webhook-event': d.event,
        'x-webhook-signature': await signPayload(e.secret, d.payload, Math.floor(now / 1000)),
      },
      body: d.payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.ok) return { code: res.status, error: null, refused: false };
    const redirect = res.type === 'opaqueredirect' || (res.status >= 300 && res.status < 400);
    return {
      code: res.status || null,
      error: redirect ? `Redirect not followed (HTTP ${res.status})` : `HTTP ${res.status}`,
      refused: false,
    };
  } catch (err) {
    const timedOut = err instanceof Error && err.name === 'TimeoutError';
    const message = timedOut
      ? `No answer within ${SEND_TIMEOUT_MS / 1000} s`
      : err instanceof Error
        ? err.message.slice(0, 200)
        : 'request failed';
    return { code: null, error: message, refused: false };
  }
}
