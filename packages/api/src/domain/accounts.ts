import { cities, type Database, newId, passwordResets, users } from '@app/db';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createSession, generateToken, hashToken, invalidateUserSessions } from '../auth/session.ts';
import { fail } from '../errors.ts';
import type { registerInput } from '../schemas/accounts.ts';
import type { Services } from '../trpc.ts';
import { cityName, findUserByEmail, userDto } from './users.ts';

export const RESET_TOKEN_LIFETIME = 30 * 60_000;

async function authAnswer(db: Database, user: typeof users.$inferSelect, now: number) {
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
    if (!city) throw fail.badRequest('unknown_city', 'Please choose a city from the list.');
  }
  if (await findUserByEmail(s.db, input.email))
    throw fail.conflict('email_taken', 'An account with this email already exists.');
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
    createdAt: now,
    updatedAt: now,
  };
  try {
    const [user] = await s.db.insert(users).values(row).returning();
    return authAnswer(s.db, user!, now);
  } catch (e) {
    if (String((e as Error).message).includes('UNIQUE'))
      throw fail.conflict('email_taken', 'An account with this email already exists.');
    throw e;
  }
}

const LOGIN_FAILURES_PER_EMAIL = 5;
const LOGIN_WINDOW_SECONDS = 15 * 60;

export async function login(s: Services, ip: string, email: string, password: string) {
  const perIp = s.limiter.hit(`login-ip:${ip}`, 30, LOGIN_WINDOW_SECONDS);
  if (perIp) throw fail.tooMany(perIp);
  const user = await findUserByEmail(s.db, email);
  const ok = user ? await verifyPassword(password, user.passwordHash) : false;
  if (!user || !ok) {
    // Failures per e-mail slow a guesser down without letting anyone lock out a known account for long.
    const wait = s.limiter.hit(`login-fail:${email}`, LOGIN_FAILURES_PER_EMAIL, LOGIN_WINDOW_SECONDS);
    if (wait) throw fail.tooMany(wait);
    throw fail.unauthenticated('Incorrect email or password.');
  }
  if (!user.isActive) throw fail.forbidden('This account has been deactivated. Please contact support.');
  return authAnswer(s.db, user, s.clock.now());
}

/**
 * Starts a reset. With a real mailer the token only travels by e-mail and the answer is the
 * same whether or not the address exists; the dev outbox hands it back (spec step 2).
 */
export async function requestPasswordReset(s: Services, ip: string, email: string) {
  const wait =
    s.limiter.hit(`reset-ip:${ip}`, 10, 15 * 60) || s.limiter.hit(`reset-email:${email}`, 3, 15 * 60);
  if (wait) throw fail.tooMany(wait);
  const user = await findUserByEmail(s.db, email);
  const generic = {
    message: 'If an account exists for this email, a reset link has been sent.',
    reset_token: null as string | null,
  };
  if (!user?.isActive) {
    if (s.mailer.delivers) return generic;
    throw fail.notFound('Email');
  }
  const token = generateToken();
  const now = s.clock.now();
  await s.db
    .insert(passwordResets)
    .values({ id: hashToken(token), userId: user.id, expiresAt: now + RESET_TOKEN_LIFETIME, createdAt: now });
  await s.mailer.send({
    to: user.email,
    subject: 'Reset your password',
    text: `Your password reset token is ${token}. It expires in 30 minutes. If you did not ask for it, ignore this e-mail.`,
  });
  return s.mailer.delivers ? generic : { message: 'Reset token generated', reset_token: token };
}

export async function resetPassword(
  s: Services,
  ip: string,
  input: { email: string; reset_token: string; new_password: string },
) {
  const wait = s.limiter.hit(`reset-try:${ip}`, 20, 15 * 60);
  if (wait) throw fail.tooMany(wait);
  const now = s.clock.now();
  const user = await findUserByEmail(s.db, input.email);
  const invalid = fail.badRequest('invalid_token', 'Invalid token. Please check and try again.');
  if (!user) throw invalid;
  const id = hashToken(input.reset_token);
  const passwordHash = await hashPassword(input.new_password, s.config.passwordIterations);
  await s.db.write(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.id, id),
          eq(passwordResets.userId, user.id),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw invalid;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
  });
  await invalidateUserSessions(s.db, user.id);
  return { message: 'Password reset successful' };
}

/**
 * Ensures the super admin named by ADMIN_EMAIL/ADMIN_PASSWORD exists with that password: at
 * start on Node, in `npm run db:migrate` for Workers (the password never becomes a Worker secret).
 */
export async function ensureSuperAdmin(s: Pick<Services, 'db' | 'config'>, email: string, password: string) {
  const existing = await findUserByEmail(s.db, email);
  const passwordHash = await hashPassword(password, s.config.passwordIterations);
  if (existing) {
    await s.db
      .update(users)
      .set({ passwordHash, userType: 'admin', isAdmin: true, isActive: true })
      .where(eq(users.id, existing.id));
    return;
  }
  await s.db.insert(users).values({
    id: newId('usr'),
    username: 'Super Admin',
    email: email.toLowerCase(),
    passwordHash,
    userType: 'admin',
    isAdmin: true,
  });
}
