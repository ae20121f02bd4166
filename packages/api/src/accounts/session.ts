import { type Database, sessions, type Tx, users } from '@app/db';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { eq, sql } from 'drizzle-orm';
import { sha256Hex } from '../shared/hash.ts';
import { perKey } from '../shared/per-key.ts';

// Sessions as Lucia's guide teaches: a random token for the client, only its SHA-256 stored.
const DAY = 86_400_000;
export const SESSION_LIFETIME = 30 * DAY;
/** Activity extends a session, but never past this age: a stolen token cannot live for ever. */
export const SESSION_MAX_AGE = 90 * DAY;

export function generateToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

export const hashToken = sha256Hex;

export async function createSession(db: Database, userId: string, now: number): Promise<string> {
  const token = generateToken();
  await db
    .insert(sessions)
    .values({ id: hashToken(token), userId, expiresAt: now + SESSION_LIFETIME, createdAt: now });
  return token;
}

export type SessionUser = typeof users.$inferSelect;

// Every request asks this: prepared once per database instead of rebuilt by drizzle each time.
const prepareLookup = (db: Database) =>
  db
    .select({
      user: users,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      // Read with the session, so a kept catalogue page costs no round trip of its own (decision 0080).
      catalogVersion: sql<number>`(select version from catalog_version)`,
    })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare();
const lookupFor = perKey(prepareLookup);

/**
 * Answers the user behind a bearer token, extending sessions past half their life (up to the max
 * age). `alongside` is read by the session's id together with its lookup (one round trip to
 * Turso), and answered only with a live session.
 */
export async function validateSessionToken<T = never>(
  db: Database,
  token: string,
  now: number,
  alongside?: (sessionId: string) => Promise<T>,
): Promise<{ user: SessionUser; sessionId: string; catalogVersion: number; alongside?: T } | null> {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const id = hashToken(token);
  const [row, read] = alongside
    ? await Promise.all([lookupFor(db).get({ id }), alongside(id)])
    : [await lookupFor(db).get({ id }), undefined];
  if (!row) return null;
  if (now >= row.expiresAt || now >= row.createdAt + SESSION_MAX_AGE || !row.user.isActive) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now >= row.expiresAt - SESSION_LIFETIME / 2) {
    await db
      .update(sessions)
      .set({ expiresAt: Math.min(now + SESSION_LIFETIME, row.createdAt + SESSION_MAX_AGE) })
      .where(eq(sessions.id, id));
  }
  return { user: row.user, sessionId: id, catalogVersion: row.catalogVersion, alongside: read };
}

export const invalidateSession = (db: Database, sessionId: string) =>
  db.delete(sessions).where(eq(sessions.id, sessionId));

/** Logout everywhere: password reset, deactivation and an e-mail change call this. */
export const invalidateUserSessions = (db: Database | Tx, userId: string) =>
  db.delete(sessions).where(eq(sessions.userId, userId));
