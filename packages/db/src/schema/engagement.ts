import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './common.ts';
import { users } from './users.ts';

export const notifications = sqliteTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId, t.isRead),
  ],
);

export const pageViews = sqliteTable(
  'page_views',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['view', 'exit'] }).notNull(),
    sessionId: text('session_id').notNull(),
    userId: text('user_id'),
    /** Truncated on arrival (last IPv4 octet / IPv6 after /48) for privacy. */
    ipAddress: text('ip_address').notNull().default(''),
    browser: text('browser').notNull().default(''),
    deviceType: text('device_type').notNull().default(''),
    operatingSystem: text('operating_system').notNull().default(''),
    pageUrl: text('page_url').notNull(),
    pageTitle: text('page_title').notNull().default(''),
    referrer: text('referrer').notNull().default('Direct'),
    timeSpent: integer('time_spent').notNull().default(0),
    userAgent: text('user_agent').notNull().default(''),
    screenResolution: text('screen_resolution').notNull().default(''),
    cookiesEnabled: integer('cookies_enabled', { mode: 'boolean' }).notNull().default(true),
    isBot: integer('is_bot', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt), index('page_views_session_idx').on(t.sessionId)],
);

export const webhookEndpoints = sqliteTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    /** The account it belongs to; null: the platform's own, kept by the super admin (decision 0071). */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: text('events', { mode: 'json' }).$type<string[]>().notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    /**
     * Set by the system, not the owner: after a password reset or an e-mail change
     * (`credentials_changed`), or when the endpoint kept timing out (`unreachable`). Nothing is
     * sent until the owner resumes it.
     */
    pausedAt: integer('paused_at'),
    pausedReason: text('paused_reason', { enum: ['credentials_changed', 'unreachable'] }),
    /** Deliveries in a row that timed out or could not connect; reset by any answer. */
    failureStreak: integer('failure_streak').notNull().default(0),
    /** Backed off: no delivery to this endpoint is tried before then. */
    backoffUntil: integer('backoff_until'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_owner_idx').on(t.ownerId)],
);

export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** The dispatch run that holds this delivery (claimed before sending) and until when. */
    leaseId: text('lease_id'),
    leaseUntil: integer('lease_until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);
