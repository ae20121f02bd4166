import { type Database, sessions, type Tx, users } from '@app/db';
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { flatRows } from '../shared/flat-rows.ts';
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

const userColumns = getTableColumns(users);
/** The user's columns come first in the lookup's row, read as drizzle would but without its per-cell walk. */
const readUser = flatRows<SessionUser>(userColumns);
const AFTER_USER = Object.keys(userColumns).length;

// Every request asks this: prepared once per database instead of rebuilt by drizzle each time.
const prepareLookup = (db: Database) =>
  db
    .select({
      ...userColumns,
      sessionExpiresAt: sessions.expiresAt,
      sessionCreatedAt: sessions.createdAt,
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
  const [rows, read] = alongside
    ? await Promise.all([lookupFor(db).values({ id }), alongside(id)])
    : [await lookupFor(db).values({ id }), undefined];
  const cells = rows[0] as ArrayLike<unknown> | undefined;
  if (!cells) return null;
  const row = {
    user: readUser([cells])[0]!,
    expiresAt: cells[AFTER_USER] as number,
    createdAt: cells[AFTER_USER + 1] as number,
    catalogVersion: cells[AFTER_USER + 2] as number,
  };
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
