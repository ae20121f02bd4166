import { cities, type Database, newId, type Tx, users } from '@app/db';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '../audit/index.ts';
import { fail } from '../errors.ts';
import { msg } from '../messages/index.ts';
import type { Services } from '../ports.ts';
import { iso } from '../shared/query.ts';
import { type EmailChange, endAccessAfterEmailChange, noticeToOldAddress } from './email-change.ts';
import { hashPassword } from './password.ts';
import type { subAdminCreateInput, subAdminUpdateInput } from './schemas.ts';
import { invalidateUserSessions } from './session.ts';

export function subAdminDto(u: typeof users.$inferSelect, cityName: string | null) {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    phone: u.phone,
    city_id: u.cityId,
    city_name: cityName,
    restaurant_name: u.restaurantName,
    address: u.address,
    permissions: u.permissions,
    is_active: u.isActive,
    created_at: iso(u.createdAt),
  };
}

const live = and(eq(users.userType, 'sub_admin'), isNull(users.deletedAt));

export async function listSubAdmins(db: Database) {
  const rows = await db
    .select({ user: users, cityName: cities.name })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(live)
    .orderBy(asc(users.username), asc(users.id));
  return rows.map((r) => subAdminDto(r.user, r.cityName));
}

async function checkCity(tx: Tx, cityId: string) {
  const [city] = await tx.select().from(cities).where(eq(cities.id, cityId));
  if (!city) throw fail.badRequest('unknown_city', msg('error.accounts.unknownCity'));
  return city;
}

async function checkEmailFree(tx: Tx, email: string, exceptId?: string) {
  const [dup] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptId ? ne(users.id, exceptId) : undefined));
  if (dup) throw fail.conflict('email_taken', msg('error.accounts.emailTaken'));
}

async function loadSubAdmin(tx: Tx, id: string) {
  const [row] = await tx
    .select({ user: users, cityName: cities.name })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(and(eq(users.id, id), live));
  if (!row) throw fail.notFound(msg('error.accounts.subAdminNotFound'));
  return row;
}

export async function createSubAdmin(
  s: Services,
  actorId: string,
  input: z.output<typeof subAdminCreateInput>,
) {
  const now = s.clock.now();
  const passwordHash = await hashPassword(input.password, s.config.passwordIterations);
  return s.db.write(async (tx) => {
    const city = await checkCity(tx, input.city_id);
    await checkEmailFree(tx, input.email);
    const [row] = await tx
      .insert(users)
      .values({
        id: newId('usr'),
        username: input.username,
        email: input.email,
        passwordHash,
        userType: 'sub_admin',
        phone: input.phone,
        cityId: input.city_id,
        restaurantName: input.restaurant_name,
        address: input.address,
        permissions: [...new Set(input.permissions)],
        isActive: input.is_active,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const after = subAdminDto(row!, city.name);
    await audit(tx, { actorId, action: 'create', entity: 'sub_admin', entityId: row!.id, after }, now);
    return after;
  });
}

/**
 * A blank password keeps the current one. Permission and city changes apply to the next request
 * (sessions read the user row each time); a new password or deactivation logs the sub-admin out,
 * and so does a new e-mail address, which the old address is told about (email-change.ts).
 */
export async function updateSubAdmin(
  s: Services,
  actorId: string,
  input: z.output<typeof subAdminUpdateInput>,
) {
  const now = s.clock.now();
  const passwordHash = input.password
    ? await hashPassword(input.password, s.config.passwordIterations)
    : null;
  let change: EmailChange | undefined;
  const after = await s.db.write(async (tx) => {
    const { user, cityName } = await loadSubAdmin(tx, input.id);
    const city = await checkCity(tx, input.city_id);
    await checkEmailFree(tx, input.email, input.id);
    const [row] = await tx
      .update(users)
      .set({
        username: input.username,
        email: input.email,
        phone: input.phone,
        cityId: input.city_id,
        restaurantName: input.restaurant_name,
        address: input.address,
        permissions: [...new Set(input.permissions)],
        isActive: input.is_active,
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, input.id))
      .returning();
    const dto = subAdminDto(row!, city.name);
    await audit(
      tx,
      {
        actorId,
        action: 'update',
        entity: 'sub_admin',
        entityId: input.id,
        before: subAdminDto(user, cityName),
        after: { ...dto, ...(passwordHash ? { password: 'changed' } : {}) },
      },
      now,
    );
    change = {
      actorId,
      entity: 'sub_admin',
      userId: input.id,
      name: row!.username,
      language: row!.preferredLanguage,
      from: user.email,
      to: row!.email,
      now,
    };
    await endAccessAfterEmailChange(tx, change);
    return dto;
  });
  if (passwordHash || !input.is_active) await invalidateUserSessions(s.db, input.id);
  if (change) await noticeToOldAddress(s, change);
  return after;
}

/**
 * Sub-admins are actors in the audit log, so deleting one keeps the row (name intact for the
 * log), frees the e-mail address, revokes access and hides it from every list.
 */
export async function deleteSubAdmin(db: Database, actorId: string, id: string, now: number) {
  await db.write(async (tx) => {
    const { user, cityName } = await loadSubAdmin(tx, id);
    await tx
      .update(users)
      .set({
        email: `deleted+${id}@deleted.invalid`,
        phone: '',
        address: '',
        permissions: [],
        isActive: false,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    await audit(
      tx,
      { actorId, action: 'delete', entity: 'sub_admin', entityId: id, before: subAdminDto(user, cityName) },
      now,
    );
  });
  await invalidateUserSessions(db, id);
  return { ok: true };
}
