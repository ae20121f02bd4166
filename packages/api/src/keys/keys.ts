import { apiKeys, type Database, newId, type Tx, type UserType, users } from '@app/db';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import { notify } from '../notifications/index.ts';
import type { Services } from '../ports.ts';
import { sha256Hex } from '../shared/hash.ts';
import { type KeyOwner, mailNewKeyNotice, newKeyNotice } from './notice.ts';
import { type KeyScope, SCOPES_FOR } from './scopes.ts';

const DAY = 86_400_000;
/** Live keys an account may hold at once. */
export const MAX_KEYS = 20;
/** A key's last use is written at most this often (a busy key would otherwise write on every call). */
const LAST_USED_EVERY = 60_000;

/** The part of a key that tells whose it is: `sk_cus_`, `sk_sup_`, `sk_stf_`. */
const TAG: Partial<Record<UserType, string>> = {
  customer: 'cus',
  supplier: 'sup',
  admin: 'stf',
  sub_admin: 'stf',
};
const KEY_SHAPE = /^sk_(cus|sup|stf)_[a-z2-7]{32}$/;

export const isApiKey = (token: string) => token.startsWith('sk_');

type KeyRow = typeof apiKeys.$inferSelect;
/** Why a key stopped: its owner revoked it, or the account's credentials changed hands. */
type RevokedReason = NonNullable<KeyRow['revokedReason']>;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function keyDto(k: KeyRow, now: number) {
  const status =
    k.revokedAt !== null ? 'revoked' : k.expiresAt !== null && now >= k.expiresAt ? 'expired' : 'active';
  return {
    id: k.id,
    name: k.name,
    prefix: k.prefix,
    scopes: k.scopes as KeyScope[],
    status,
    created_at: iso(k.createdAt)!,
    last_used_at: iso(k.lastUsedAt),
    expires_at: iso(k.expiresAt),
    revoked_at: iso(k.revokedAt),
    revoked_reason: k.revokedReason,
  } as const;
}

/** The account's keys, newest first, revoked and expired ones included (marked). */
export async function listKeys(db: Database, userId: string, now: number) {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map((k) => keyDto(k, now));
}

/**
 * Makes a key for the account: the whole key is answered once and only its SHA-256 is kept.
 * Scopes must be ones the account's role may give (a customer's key cannot write products).
 * The owner is told on every channel, so a key made by someone else holding the session is seen.
 */
export async function createKey(
  s: Pick<Services, 'db' | 'mailer' | 'config'>,
  user: KeyOwner,
  input: { name: string; scopes: KeyScope[]; expires_in_days: number },
  now: number,
) {
  const tag = TAG[user.userType];
  const allowed = SCOPES_FOR[user.userType] ?? [];
  if (!tag) throw fail.forbidden(msg('error.keys.deliveryNoKeys'));
  const refused = input.scopes.filter((s) => !allowed.includes(s));
  if (refused.length)
    throw fail.badRequest(
      'scope_not_allowed',
      msg('error.keys.scopeNotAllowed', { scopes: refused.join(', ') }),
    );
  const created = await s.db.write(async (tx) => {
    const [live] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.userId, user.id),
          isNull(apiKeys.revokedAt),
          sql`(${apiKeys.expiresAt} is null or ${apiKeys.expiresAt} > ${now})`,
        ),
      );
    if (Number(live?.n ?? 0) >= MAX_KEYS)
      throw fail.conflict('too_many_keys', msg('error.keys.tooMany', { max: MAX_KEYS }));
    const secret = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
    const key = `sk_${tag}_${secret}`;
    const [row] = await tx
      .insert(apiKeys)
      .values({
        id: newId('key'),
        hash: sha256Hex(key),
        userId: user.id,
        name: input.name,
        prefix: key.slice(0, 11),
        scopes: [...new Set(input.scopes)],
        expiresAt: now + input.expires_in_days * DAY,
        createdAt: now,
      })
      .returning();
    await audit(
      tx,
      {
        actorId: user.id,
        action: 'api_key.create',
        entity: 'api_key',
        entityId: row!.id,
        after: { name: row!.name, prefix: row!.prefix, scopes: row!.scopes, expires_at: iso(row!.expiresAt) },
      },
      now,
    );
    const made = { ...keyDto(row!, now), key };
    await notify(tx, user.id, newKeyNotice(made), now);
    return made;
  });
  await mailNewKeyNotice(s, user, created);
  return created;
}

/** Revokes one of the account's own keys at once (another account's key is 404). */
export async function revokeKey(db: Database, userId: string, id: string, now: number) {
  return db.write(async (tx) => {
    const [k] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
    if (!k) throw fail.notFound(msg('error.keys.keyNotFound'));
    if (k.revokedAt !== null) return keyDto(k, now);
    const [done] = await tx
      .update(apiKeys)
      .set({ revokedAt: now, revokedReason: 'owner' })
      .where(eq(apiKeys.id, id))
      .returning();
    await audit(
      tx,
      {
        actorId: userId,
        action: 'api_key.revoke',
        entity: 'api_key',
        entityId: id,
        before: { prefix: k.prefix },
      },
      now,
    );
    return keyDto(done!, now);
  });
}

/**
 * Revokes every unrevoked key of the account when its password or e-mail changed: a key made by
 * whoever held the old credentials must not outlast them. Inside the caller's transaction.
 */
export async function revokeKeysOf(
  tx: Tx,
  c: { userId: string; actorId: string; reason: Exclude<RevokedReason, 'owner'>; now: number },
) {
  const revoked = await tx
    .update(apiKeys)
    .set({ revokedAt: c.now, revokedReason: c.reason })
    .where(and(eq(apiKeys.userId, c.userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, prefix: apiKeys.prefix });
  for (const k of revoked)
    await audit(
      tx,
      {
        actorId: c.actorId,
        action: 'api_key.revoke',
        entity: 'api_key',
        entityId: k.id,
        before: { prefix: k.prefix },
        after: { reason: c.reason },
      },
      c.now,
    );
  return revoked.length;
}

/** The account and key behind a bearer `sk_…` key, or null (unknown, revoked, expired, account inactive). */
export async function validateApiKey(db: Database, token: string, now: number) {
  if (!KEY_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.hash, sha256Hex(token)));
  if (!row) return null;
  const { key, user } = row;
  if (key.revokedAt !== null || (key.expiresAt !== null && now >= key.expiresAt)) return null;
  if (!user.isActive || user.deletedAt !== null || TAG[user.userType] !== token.slice(3, 6)) return null;
  if (key.lastUsedAt === null || now - key.lastUsedAt >= LAST_USED_EVERY)
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
  return { user, key: { id: key.id, scopes: key.scopes } };
}
