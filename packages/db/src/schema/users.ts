import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LANGUAGES, type Permission, USER_TYPES } from '../enums.ts';
import { createdAt, inList, updatedAt } from './common.ts';
import { cities } from './reference.ts';

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    /** Stored lower-cased; uniqueness is case-insensitive by construction. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
    restaurantName: text('restaurant_name').notNull().default(''),
    cityId: text('city_id').references(() => cities.id),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    fssaiNumber: text('fssai_number').notNull().default(''),
    gstin: text('gstin'),
    /** Supplier as seller (decision 0054): legal name, place of business and state on its invoices. */
    legalName: text('legal_name').notNull().default(''),
    businessAddress: text('business_address').notNull().default(''),
    state: text('state').notNull().default(''),
    /** Start of the supplier's invoice numbers, unique across sellers (e.g. MEENA-2627-00001). */
    invoicePrefix: text('invoice_prefix'),
    /** JSON array of Permission; only meaningful for sub_admin. */
    permissions: text('permissions', { mode: 'json' }).$type<Permission[]>().notNull().default([]),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    /** The language of the user's screens, notifications and e-mails (decision 0078). */
    preferredLanguage: text('preferred_language', { enum: LANGUAGES }).notNull().default('en'),
    /**
     * A buyer's standing yes to substitutes (decision 0091): the same catalogue item of another
     * brand, costing up to this many percent more, is accepted without asking. Null: always ask.
     */
    substituteUpToPct: integer('substitute_up_to_pct'),
    /** Set when an account with history is deleted: personal data is anonymised, orders stay whole. */
    deletedAt: integer('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_invoice_prefix_uq').on(t.invoicePrefix),
    index('users_type_city_idx').on(t.userType, t.cityId),
    check('users_type_known', sql`${t.userType} in (${sql.raw(inList(USER_TYPES))})`),
  ],
);

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 of the bearer token (hex): a leaked table cannot be replayed. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = sqliteTable(
  'password_resets',
  {
    /** SHA-256 of the reset token (hex). */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Development outbox: what a mailer would have sent when none is configured. */
export const outbox = sqliteTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

export const auditLog = sqliteTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: text('before', { mode: 'json' }),
    after: text('after', { mode: 'json' }),
    createdAt: createdAt(),
  },
  (t) => [index('audit_created_idx').on(t.createdAt)],
);
