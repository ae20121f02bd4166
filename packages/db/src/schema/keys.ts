import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './common.ts';
import { users } from './users.ts';

/**
 * An account's API key (decision 0069): only the SHA-256 of the key is kept, like a session's;
 * `prefix` (`sk_sup_4f2k`) is what screens show to tell keys apart.
 */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    /** SHA-256 of the whole key (hex). */
    hash: text('hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    /** Scopes from the fixed list in api/src/keys/scopes.ts. */
    scopes: text('scopes', { mode: 'json' }).$type<string[]>().notNull(),
    lastUsedAt: integer('last_used_at'),
    expiresAt: integer('expires_at'),
    revokedAt: integer('revoked_at'),
    /** Why it was revoked: by its owner or staff, a password reset, an e-mail change, or removal from a business. */
    revokedReason: text('revoked_reason', {
      enum: ['owner', 'password_reset', 'email_changed', 'business_removed'],
    }),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_user_idx').on(t.userId, t.createdAt)],
);
