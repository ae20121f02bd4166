import { type Database, users, webhookEndpoints } from '@app/db';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { msg } from '../messages/index.ts';
import { notificationInsert, notify } from '../notifications/index.ts';
import type { Outcome } from './send.ts';

/** Sends in a row without an HTTP answer after which an endpoint is paused until its owner resumes it. */
export const PAUSE_AFTER = 5;
/** After each unanswered send the endpoint rests 1, 2, 4, then 8 minutes before the next try. */
export const endpointBackoffMs = (streak: number) => 60_000 * 2 ** (streak - 1);

type Endpoint = typeof webhookEndpoints.$inferSelect;

/**
 * What a send tells about its endpoint: any HTTP answer ends a failure streak; no answer backs
 * the endpoint off, and the `PAUSE_AFTER`th in a row pauses it (`unreachable`) and tells its
 * owner (the super admins for the platform's). A refused target says nothing about reachability.
 */
export async function recordEndpointHealth(db: Database, e: Endpoint, outcome: Outcome, now: number) {
  if (outcome.refused) return;
  if (!outcome.unreachable) {
    if (e.failureStreak > 0 || e.backoffUntil !== null)
      await db
        .update(webhookEndpoints)
        .set({ failureStreak: 0, backoffUntil: null })
        .where(eq(webhookEndpoints.id, e.id));
    return;
  }
  await db.write(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ failureStreak: sql`${webhookEndpoints.failureStreak} + 1` })
      .where(eq(webhookEndpoints.id, e.id))
      .returning({ streak: webhookEndpoints.failureStreak });
    if (!row) return; // removed meanwhile
    if (row.streak < PAUSE_AFTER) {
      await tx
        .update(webhookEndpoints)
        .set({ backoffUntil: now + endpointBackoffMs(row.streak) })
        .where(eq(webhookEndpoints.id, e.id));
      return;
    }
    const paused = await tx
      .update(webhookEndpoints)
      .set({ pausedAt: now, pausedReason: 'unreachable', backoffUntil: null })
      .where(and(eq(webhookEndpoints.id, e.id), isNull(webhookEndpoints.pausedAt)))
      .returning({ id: webhookEndpoints.id });
    if (paused.length === 0) return; // already paused (credentials changed): its owner was told then
    const notice = {
      type: 'webhook_paused',
      title: msg('webhook.paused.title', { url: e.url }),
      message: msg('webhook.paused.message', { count: row.streak }),
    };
    if (e.ownerId) return notify(tx, e.ownerId, notice, now);
    const admins = await tx
      .select({ id: users.id, language: users.preferredLanguage })
      .from(users)
      .where(
        and(
          eq(users.userType, 'admin'),
          eq(users.isAdmin, true),
          eq(users.isActive, true),
          isNull(users.deletedAt),
        ),
      );
    if (admins.length > 0) await notificationInsert(tx, admins, notice, now);
  });
}

/** Whether an endpoint may be sent to at `now`: not paused, not resting after unanswered sends. */
export const sendable = (now: number) =>
  and(
    isNull(webhookEndpoints.pausedAt),
    or(isNull(webhookEndpoints.backoffUntil), lte(webhookEndpoints.backoffUntil, now)),
  );
