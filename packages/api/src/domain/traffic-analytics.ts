import { type Database, pageViews, users } from '@app/db';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { iso, type StaffScope, withinRange } from './admin-query.ts';

export interface TrafficFilter {
  scope: StaffScope;
  from?: string;
  to?: string;
}

/**
 * Page views carry no city. A sub-admin sees the visits of logged-in users of its city only;
 * anonymous traffic cannot be attributed to a city and is the super admin's. Bots never count.
 */
function scoped(f: TrafficFilter): SQL | undefined {
  return and(
    eq(pageViews.isBot, false),
    withinRange(pageViews.createdAt, f),
    f.scope.cityId
      ? sql`${pageViews.userId} in (select ${users.id} from ${users} where ${users.cityId} = ${f.scope.cityId})`
      : undefined,
  );
}

/** Page views (not exit records) in scope. */
export const pageViewsWhere = (f: TrafficFilter) => and(scoped(f), eq(pageViews.kind, 'view'));
const views = pageViewsWhere;

/** Top values of a column over page views, spec-shaped as {_id, count}. */
async function top(db: Database, where: SQL | undefined, column: SQLiteColumn, limit: number) {
  const n = sql<number>`count(*)`;
  const rows = await db
    .select({ id: sql<string>`${column}`, count: n })
    .from(pageViews)
    .where(where)
    .groupBy(column)
    .orderBy(desc(n), sql`${column}`)
    .limit(limit);
  return rows.map((r) => ({ _id: r.id || 'Unknown', count: r.count }));
}

export async function trafficOverview(db: Database, f: TrafficFilter) {
  const [[totals], [time], topPages, browsers, devices, referrers] = await Promise.all([
    db
      .select({
        views: sql<number>`count(*)`,
        sessions: sql<number>`count(distinct ${pageViews.sessionId})`,
        // A logged-in visitor is one person across sessions; an anonymous one is a session.
        visitors: sql<number>`count(distinct coalesce(nullif(${pageViews.userId}, ''), ${pageViews.sessionId}))`,
      })
      .from(pageViews)
      .where(views(f)),
    // Time on a page arrives with the next view or with the exit record: both count.
    db
      .select({ seconds: sql<number>`coalesce(sum(${pageViews.timeSpent}), 0)` })
      .from(pageViews)
      .where(scoped(f)),
    top(db, views(f), pageViews.pageUrl, 10),
    top(db, views(f), pageViews.browser, 10),
    top(db, views(f), pageViews.deviceType, 10),
    top(db, and(views(f), sql`${pageViews.referrer} not in ('', 'Direct')`), pageViews.referrer, 10),
  ]);
  const total = totals?.views ?? 0;
  return {
    total_views: total,
    unique_visitors: totals?.visitors ?? 0,
    session_count: totals?.sessions ?? 0,
    avg_time_spent: total ? Math.round((time?.seconds ?? 0) / total) : 0,
    top_pages: topPages,
    browsers,
    devices,
    top_referrers: referrers,
  };
}

/** The most recent page views (spec: sessions table, limit 50). */
export async function trafficSessions(db: Database, f: TrafficFilter & { limit: number }) {
  const rows = await db
    .select()
    .from(pageViews)
    .where(views(f))
    .orderBy(desc(pageViews.createdAt), desc(pageViews.id))
    .limit(f.limit);
  return rows.map((r) => ({
    id: r.id,
    session_id: r.sessionId,
    timestamp: iso(r.createdAt),
    page_url: r.pageUrl,
    page_title: r.pageTitle,
    browser: r.browser,
    device_type: r.deviceType,
    operating_system: r.operatingSystem,
    ip_address: r.ipAddress,
    screen_resolution: r.screenResolution,
    time_spent: r.timeSpent,
    referrer: r.referrer && r.referrer !== '' ? r.referrer : 'Direct',
  }));
}
