import {
  cartItems,
  cities,
  type Database,
  notifications,
  orderItems,
  orders,
  passwordResets,
  products,
  type Tx,
  users,
} from '@app/db';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { reaches, type StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { audit } from '../audit/index.ts';
import { requireFssaiKept } from '../catalog/index.ts';
import { fail } from '../errors.ts';
import { type Message, msg } from '../messages/index.ts';
import type { Services } from '../ports.ts';
import { iso } from '../shared/query.ts';
import { type EmailChange, endAccessAfterEmailChange, noticeToOldAddress } from './email-change.ts';
import type { profileEditInput } from './schemas.ts';
import { invalidateUserSessions } from './session.ts';

type AccountType = 'customer' | 'supplier';
const NOT_FOUND: Record<AccountType, Message> = {
  customer: msg('error.accounts.customerNotFound'),
  supplier: msg('error.accounts.supplierNotFound'),
};

/** The editable profile of an account as an admin sees it (never the password hash). */
export function accountDto(u: typeof users.$inferSelect, cityName: string | null) {
  return {
    id: u.id,
    name: u.username,
    email: u.email,
    phone: u.phone,
    restaurant_name: u.restaurantName,
    fssai_number: u.fssaiNumber,
    address: u.address,
    city_id: u.cityId,
    city_name: cityName,
    is_active: u.isActive,
    created_at: iso(u.createdAt),
  };
}

/** A live account of `type` inside the caller's scope; anything else is 404 (no hint it exists). */
export async function loadAccount(db: Database | Tx, type: AccountType, id: string, scope: StaffScope) {
  const [row] = await db
    .select({ user: users, cityName: cities.name })
    .from(users)
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(
      and(eq(users.id, id), eq(users.userType, type), isNull(users.deletedAt), inScope(users.cityId, scope)),
    );
  if (!row) throw fail.notFound(NOT_FOUND[type]);
  return row;
}

/** A changed e-mail address ends the account's sessions and tells the old address (email-change.ts). */
export async function updateAccount(
  s: Pick<Services, 'db' | 'mailer' | 'config'>,
  p: {
    type: AccountType;
    id: string;
    scope: StaffScope;
    actorId: string;
    now: number;
    input: z.output<typeof profileEditInput>;
  },
) {
  let change: EmailChange | undefined;
  const after = await s.db.write(async (tx) => {
    const { user, cityName } = await loadAccount(tx, p.type, p.id, p.scope);
    const [dup] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, p.input.email), ne(users.id, p.id)));
    if (dup) throw fail.conflict('email_taken', msg('error.accounts.emailTaken'));
    if (p.type === 'supplier')
      await requireFssaiKept(tx, p.id, p.input.fssai_number, user.restaurantName || user.username);
    const move = p.input.city_id !== undefined && p.input.city_id !== user.cityId;
    // A sub-admin's accounts are in its city, so only the super admin reaches the city moved to.
    if (move && !reaches(p.scope, p.input.city_id))
      throw fail.forbidden(msg('error.accounts.superAdminMoves'));
    const [city] = move
      ? await tx.select({ name: cities.name }).from(cities).where(eq(cities.id, p.input.city_id!))
      : [];
    if (move && !city) throw fail.badRequest('unknown_city', msg('error.accounts.unknownCity'));
    const [updated] = await tx
      .update(users)
      .set({
        username: p.input.name,
        email: p.input.email,
        phone: p.input.phone,
        restaurantName: p.input.restaurant_name,
        fssaiNumber: p.input.fssai_number,
        ...(move ? { cityId: p.input.city_id } : {}),
        updatedAt: p.now,
      })
      .where(eq(users.id, p.id))
      .returning();
    const before = accountDto(user, cityName);
    const after = accountDto(updated!, city ? city.name : cityName);
    await audit(
      tx,
      { actorId: p.actorId, action: 'update', entity: p.type, entityId: p.id, before, after },
      p.now,
    );
    change = {
      actorId: p.actorId,
      entity: p.type,
      userId: p.id,
      name: updated!.username,
      language: updated!.preferredLanguage,
      from: user.email,
      to: updated!.email,
      now: p.now,
    };
    await endAccessAfterEmailChange(tx, change);
    return after;
  });
  if (change) await noticeToOldAddress(s, change);
  return after;
}

/** Deactivation logs the account out everywhere at once; login is refused while inactive. */
export async function setAccountActive(
  db: Database,
  p: { type: AccountType; id: string; scope: StaffScope; actorId: string; now: number; isActive: boolean },
) {
  const after = await db.write(async (tx) => {
    const { user, cityName } = await loadAccount(tx, p.type, p.id, p.scope);
    const [updated] = await tx
      .update(users)
      .set({ isActive: p.isActive, updatedAt: p.now })
      .where(eq(users.id, p.id))
      .returning();
    await audit(
      tx,
      {
        actorId: p.actorId,
        action: p.isActive ? 'activate' : 'deactivate',
        entity: p.type,
        entityId: p.id,
        before: { is_active: user.isActive },
        after: { is_active: p.isActive },
      },
      p.now,
    );
    return accountDto(updated!, cityName);
  });
  if (!p.isActive) await invalidateUserSessions(db, p.id);
  return after;
}

/**
 * Delete. An account with history (orders placed; products listed or sold) is anonymised and
 * deactivated so every order, invoice and report stays whole; its listings are withdrawn. An
 * account without history is deleted outright.
 */
export async function removeAccount(
  db: Database,
  p: { type: AccountType; id: string; scope: StaffScope; actorId: string; now: number },
) {
  const result = await db.write(async (tx) => {
    const { user, cityName } = await loadAccount(tx, p.type, p.id, p.scope);
    const before = accountDto(user, cityName);
    const history =
      p.type === 'customer'
        ? await tx.select({ id: orders.id }).from(orders).where(eq(orders.customerId, p.id)).limit(1)
        : await tx
            .select({ id: sql<string>`x.id` })
            .from(
              sql`(select ${products.id} as id from ${products} where ${products.supplierId} = ${p.id}
                   union all select ${orderItems.id} from ${orderItems} where ${orderItems.supplierId} = ${p.id}) x`,
            )
            .limit(1);
    await tx.delete(cartItems).where(eq(cartItems.userId, p.id));
    await tx.delete(passwordResets).where(eq(passwordResets.userId, p.id));
    await tx.delete(notifications).where(eq(notifications.userId, p.id));
    if (history.length === 0) {
      await tx.delete(users).where(eq(users.id, p.id));
      await audit(
        tx,
        { actorId: p.actorId, action: 'delete', entity: p.type, entityId: p.id, before },
        p.now,
      );
      return { deleted: true, anonymised: false };
    }
    await tx
      .update(users)
      .set({
        username: `Deleted ${p.type}`,
        email: `deleted+${p.id}@deleted.invalid`,
        phone: '',
        address: '',
        fssaiNumber: '',
        gstin: null,
        // A supplier's company name is business identity that past orders refer to; people's data goes.
        restaurantName: p.type === 'supplier' ? user.restaurantName : '',
        isActive: false,
        deletedAt: p.now,
        updatedAt: p.now,
      })
      .where(eq(users.id, p.id));
    if (p.type === 'supplier') {
      await tx
        .update(products)
        .set({ isActive: false, updatedAt: p.now })
        .where(eq(products.supplierId, p.id));
    }
    await audit(
      tx,
      {
        actorId: p.actorId,
        action: 'anonymise',
        entity: p.type,
        entityId: p.id,
        before,
        after: { deleted: true },
      },
      p.now,
    );
    return { deleted: true, anonymised: true };
  });
  await invalidateUserSessions(db, p.id);
  return result;
}
