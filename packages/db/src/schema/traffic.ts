import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/*
 * Traffic rollups for the admin analytics, kept by a trigger on page_views (migration 0006):
 * every stored view or exit that is not a bot's updates them in the same statement. Days are
 * Indian (IST). city_id is the visitor's city when the view arrived ('' = anonymous or none).
 */

/**
 * Per day and city: page views and seconds spent ('total'), and views per page, browser,
 * device and referrer (dimension + value).
 */
export const trafficDaily = sqliteTable(
  'traffic_daily',
  {
    day: text('day').notNull(),
    cityId: text('city_id').notNull(),
    dimension: text('dimension', { enum: ['total', 'page', 'browser', 'device', 'referrer'] }).notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull().default(0),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.cityId, t.dimension, t.value] }),
    // value before day: top lists group in index order, with no sort of every row.
    index('traffic_daily_dimension_idx').on(t.dimension, t.value, t.day, t.cityId, t.views),
  ],
);

/** Per day and city, each session that viewed a page and its visitor (user id, else session). */
export const trafficDailySessions = sqliteTable(
  'traffic_daily_sessions',
  {
    day: text('day').notNull(),
    cityId: text('city_id').notNull(),
    sessionId: text('session_id').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.cityId, t.sessionId] }),
    // Distinct counts walk these in order instead of sorting every row in range.
    index('traffic_daily_sessions_session_idx').on(t.sessionId, t.day, t.cityId),
    index('traffic_daily_sessions_visitor_idx').on(t.visitor, t.day, t.cityId),
  ],
);
