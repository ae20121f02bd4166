import { cities, type Database, users } from '@app/db';
import type { Language } from '@app/db/enums';
import { eq } from 'drizzle-orm';
import type { SessionUser } from './session.ts';

/** The user object every login/register/me answer carries (spec section 3). */
export function userDto(u: SessionUser, cityName: string | null) {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    user_type: u.userType,
    is_admin: u.isAdmin,
    restaurant_name: u.restaurantName,
    city_id: u.cityId,
    city_name: cityName,
    address: u.address,
    phone: u.phone,
    fssai_number: u.fssaiNumber,
    gstin: u.gstin,
    permissions: u.permissions,
    is_active: u.isActive,
    preferred_language: u.preferredLanguage,
    substitute_up_to_percent: u.substituteUpToPct,
  };
}
export type UserDto = ReturnType<typeof userDto>;

/** The caller's own language; answers the user object as `me` does. */
export async function setPreferredLanguage(db: Database, user: SessionUser, language: Language, now: number) {
  await db.update(users).set({ preferredLanguage: language, updatedAt: now }).where(eq(users.id, user.id));
  return userDto({ ...user, preferredLanguage: language }, await cityName(db, user.cityId));
}

/** A customer's standing answer to substitutes of the same item (decision 0091): up to N% dearer, or ask. */
export async function setSubstitutePreference(
  db: Database,
  user: SessionUser,
  upTo: number | null,
  now: number,
) {
  await db.update(users).set({ substituteUpToPct: upTo, updatedAt: now }).where(eq(users.id, user.id));
  return userDto({ ...user, substituteUpToPct: upTo }, await cityName(db, user.cityId));
}

export async function cityName(db: Database, cityId: string | null): Promise<string | null> {
  if (!cityId) return null;
  const [c] = await db.select({ name: cities.name }).from(cities).where(eq(cities.id, cityId));
  return c?.name ?? null;
}

export async function findUserByEmail(db: Database, email: string) {
  const [u] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return u ?? null;
}
