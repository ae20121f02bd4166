import { cities, type Database, newId, users } from '@app/db';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { createSession } from '../auth/session.ts';
import { fail } from '../errors.ts';
import type { registerInput } from '../schemas/accounts.ts';
import type { Services } from '../trpc.ts';
import { cityName, findUserByEmail, userDto } from './users.ts';

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
  const perIp = s.limiter.hit(`login-ip:${ip}`, s.config.loginPerAddress, LOGIN_WINDOW_SECONDS);
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
