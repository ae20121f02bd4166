import { cities, type Database, newId, users } from '@app/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ConfigError } from '../config.ts';
import { AppError, fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { Services } from '../ports.ts';
import { password as passwordRule } from '../shared/schemas.ts';
import { hashPassword, verifyNoAccount, verifyPassword } from './password.ts';
import type { registerInput } from './schemas.ts';
import { createSession, invalidateSession, invalidateUserSessions } from './session.ts';
import { cityName, findUserByEmail, userDto } from './users.ts';

/** A new session for the account, answered as login and registration answer it. */
export async function authAnswer(db: Database, user: typeof users.$inferSelect, now: number) {
  const token = await createSession(db, user.id, now);
  return {
    access_token: token,
    token_type: 'bearer' as const,
    user: userDto(user, await cityName(db, user.cityId)),
  };
}

export async function register(s: Services, input: z.output<typeof registerInput>) {
  if (input.city_id) {
    const [city] = await s.db
      .select()
      .from(cities)
      .where(and(eq(cities.id, input.city_id), eq(cities.isActive, true)));
    if (!city) throw fail.badRequest('unknown_city', msg('error.accounts.unknownCity'));
  }
  if (await findUserByEmail(s.db, input.email))
    throw fail.conflict('email_taken', msg('error.accounts.emailTaken'));
  const now = s.clock.now();
  const row = {
    id: newId('usr'),
    username: input.username,
    email: input.email,
    passwordHash: await hashPassword(input.password, s.config.passwordIterations),
    userType: input.user_type,
    restaurantName: input.restaurant_name,
    fssaiNumber: input.fssai_number,
    phone: input.phone,
    address: input.address,
    cityId: input.city_id ?? null,
    preferredLanguage: input.preferred_language,
    createdAt: now,
    updatedAt: now,
  };
  try {
    const [user] = await s.db.insert(users).values(row).returning();
    return authAnswer(s.db, user!, now);
  } catch (e) {
    if (String((e as Error).message).includes('UNIQUE'))
      throw fail.conflict('email_taken', msg('error.accounts.emailTaken'));
    throw e;
  }
}

const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Failed logins to one account from one address before that address is locked out of it. */
export const LOCK_AFTER_FAILURES_FROM_ADDRESS = 5;
/** Failed logins to one account from all addresses before the account is locked for everyone. */
export const LOCK_AFTER_FAILURES_FOR_ACCOUNT = 20;

const loginFailKeys = (email: string, ip: string) => ({
  fromAddress: `login-fail:${email}:${ip}`,
  account: `login-fail:${email}`,
});

function lockedOut(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    'TOO_MANY_REQUESTS',
    'login_locked',
    msg('error.accounts.loginLocked', { minutes }),
    seconds,
  );
}

/**
 * A lock is checked before the password, so while it lasts even the right password is refused
 * (otherwise guessing would go on behind the 429s). Locks are temporary (the rest of a 15-minute
 * window) and per address first: one address can lock only itself out of an account; locking
 * the account for everyone takes failures from several addresses, and a password reset lifts it.
 *
 * Every login issues a fresh token. A token sent along with the login (a session planted in
 * the browser, or the previous one) is ended, so no session is ever carried across a login.
 */
export async function login(
  s: Services,
  ip: string,
  email: string,
  password: string,
  presentedSessionId: string | null,
) {
  const perIp = await s.limiter.hit(`login-ip:${ip}`, s.config.loginPerAddress, LOGIN_WINDOW_SECONDS);
  if (perIp) throw fail.tooMany(perIp);
  const keys = loginFailKeys(email, ip);
  const locked =
    (await s.limiter.peek(keys.fromAddress, LOCK_AFTER_FAILURES_FROM_ADDRESS)) ||
    (await s.limiter.peek(keys.account, LOCK_AFTER_FAILURES_FOR_ACCOUNT));
  if (locked) throw lockedOut(locked);
  const user = await findUserByEmail(s.db, email);
  // An unknown e-mail costs the same derivation as a wrong password, so neither the answer nor
  // its time tells which accounts exist.
  const ok = user
    ? await verifyPassword(password, user.passwordHash)
    : await verifyNoAccount(password, s.config.passwordIterations);
  if (!user || !ok) {
    // Unknown e-mails count the same, so the answers do not reveal which accounts exist.
    await s.limiter.hit(keys.fromAddress, LOCK_AFTER_FAILURES_FROM_ADDRESS, LOGIN_WINDOW_SECONDS);
    await s.limiter.hit(keys.account, LOCK_AFTER_FAILURES_FOR_ACCOUNT, LOGIN_WINDOW_SECONDS);
    throw fail.unauthenticated(msg('error.accounts.badLogin'));
  }
  if (!user.isActive) throw fail.forbidden(msg('error.accounts.deactivated'));
  await s.limiter.clear(keys.fromAddress);
  if (presentedSessionId) await invalidateSession(s.db, presentedSessionId);
  return authAnswer(s.db, user, s.clock.now());
}

/** A completed password reset proves the mailbox: it lifts the account-wide login lock. */
export async function liftLoginLock(s: Services, email: string, ip: string) {
  const keys = loginFailKeys(email, ip);
  await s.limiter.clear(keys.account);
  await s.limiter.clear(keys.fromAddress);
}

/**
 * Ensures the super admin named by ADMIN_EMAIL/ADMIN_PASSWORD exists with that password: at
 * start on Node, in `npm run db:migrate` for Workers (the password never becomes a Worker secret).
 * A changed password ends the admin's sessions, as any password change does. Refused with a
 * ConfigError (one sentence naming the setting): a password the account rule refuses, and an
 * e-mail that belongs to any account other than the super admin.
 */
export async function ensureSuperAdmin(s: Pick<Services, 'db' | 'config'>, email: string, password: string) {
  if (!passwordRule.safeParse(password).success)
    throw new ConfigError(
      'ADMIN_PASSWORD must follow the rule for every account password: 6 to 200 characters, no control characters.',
    );
  const existing = await findUserByEmail(s.db, email);
  // Only the super admin itself is kept in step: anyone else holding the address (and the keys
  // and webhooks made under it) is never promoted by a setting.
  if (existing && !(existing.userType === 'admin' && existing.isAdmin))
    throw new ConfigError(
      `ADMIN_EMAIL names an existing ${existing.userType === 'sub_admin' ? 'sub-admin' : existing.userType} account (${existing.email}), which is never made super admin: use an e-mail with no account.`,
    );
  if (existing) {
    const same = await verifyPassword(password, existing.passwordHash);
    const passwordHash = same
      ? existing.passwordHash
      : await hashPassword(password, s.config.passwordIterations);
    await s.db.update(users).set({ passwordHash, isActive: true }).where(eq(users.id, existing.id));
    if (!same) await invalidateUserSessions(s.db, existing.id);
    return;
  }
  const passwordHash = await hashPassword(password, s.config.passwordIterations);
  const made = await s.db
    .insert(users)
    .values({
      id: newId('usr'),
      username: 'Super Admin',
      email: email.toLowerCase(),
      passwordHash,
      userType: 'admin',
      isAdmin: true,
    })
    .onConflictDoNothing();
  // Another server starting on the same database took the address first: judge what it made.
  if (made.rowsAffected === 0) await ensureSuperAdmin(s, email, password);
}
