import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { BUSINESS_ROLES } from '../business-roles.ts';
import { createdAt, inList, updatedAt } from './common.ts';
import { cities } from './reference.ts';
import { users } from './users.ts';

export { BUSINESS_ROLES, type BusinessRole } from '../business-roles.ts';

/**
 * A restaurant business (decision 0102): one or more outlets and the people who buy for them.
 * `customerId` is the customer account whose orders, cart, lists, credit and ledger are the
 * business's until ordering moves to outlets; every customer account has exactly one of its own.
 */
export const businesses = sqliteTable(
  'businesses',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    // Deleting an account without history (accounts/staff.ts) takes its own business with it.
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('businesses_customer_uq').on(t.customerId)],
);

/** A kitchen the business buys for, with its own delivery address, licence and GST registration. */
export const outlets = sqliteTable(
  'outlets',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    /** Null only for an account migrated without a city; a new outlet always has one. */
    cityId: text('city_id').references(() => cities.id),
    fssaiNumber: text('fssai_number').notNull().default(''),
    /** Its state's registration of the business: one GSTIN per state per business (decision 0102). */
    gstin: text('gstin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('outlets_business_idx').on(t.businessId, t.createdAt)],
);

/** A person in a business with one role; owners reach every outlet, others those in member_outlets. */
export const businessMembers = sqliteTable(
  'business_members',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: BUSINESS_ROLES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('business_members_business_user_uq').on(t.businessId, t.userId),
    index('business_members_user_idx').on(t.userId),
    check('business_members_role_known', sql`${t.role} in (${sql.raw(inList(BUSINESS_ROLES))})`),
  ],
);

export const memberOutlets = sqliteTable(
  'member_outlets',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => businessMembers.id, { onDelete: 'cascade' }),
    outletId: text('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.outletId] }),
    index('member_outlets_outlet_idx').on(t.outletId),
  ],
);

/** An invitation by e-mail: the link carries a token of which only the SHA-256 is kept. */
export const businessInvitations = sqliteTable(
  'business_invitations',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, like users.email. */
    email: text('email').notNull(),
    role: text('role', { enum: BUSINESS_ROLES }).notNull(),
    outletIds: text('outlet_ids', { mode: 'json' }).$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: integer('expires_at').notNull(),
    acceptedAt: integer('accepted_at'),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: integer('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('business_invitations_business_idx').on(t.businessId, t.createdAt),
    check('business_invitations_role_known', sql`${t.role} in (${sql.raw(inList(BUSINESS_ROLES))})`),
  ],
);
