import { type Database, pageViews, trafficDaily, trafficDailySessions, users } from '@app/db';
import { and, desc, eq, gte, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { StaffScope } from '../access/rules.ts';
import { inScope } from '../access/scope.ts';
import { iso, withinRange } from '../shared/query.ts';

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
  const city = inScope(users.cityId, f.scope);
  return and(
    eq(pageViews.isBot, false),
    withinRange(pageViews.createdAt, f),
    city && sql`${pageViews.userId} in (select ${users.id} from ${users} where ${city})`,
  );
}

/** Page views (not exit records) in scope. */
export const pageViewsWhere = (f: TrafficFilter) => and(scoped(f), eq(pageViews.kind, 'view'));
const views = pageViewsWhere;

/** Rollup rows (migration 0006) of one dimension in scope and range. */
function daily(
  f: TrafficFilter,
  dimension: (typeof trafficDaily.$inferSelect)['dimension'],
): SQL | undefined {
  return and(
    eq(trafficDaily.dimension, dimension),
    f.from ? gte(trafficDaily.day, f.from) : undefined,
    f.to ? lte(trafficDaily.day, f.to) : undefined,
    inScope(trafficDaily.cityId, f.scope),
  );
}

/** Top values of one dimension by views, spec-shaped as {_id, count}. */
async function top(db: Database, where: SQL | undefined, limit: number) {
  const n = sql<number>`sum(${trafficDaily.views})`;
  const rows = await db
    .select({ id: trafficDaily.value, count: n })
    .from(trafficDaily)
    .where(where)
    .groupBy(trafficDaily.value)
    .having(sql`${n} > 0`)
    .orderBy(desc(n), trafficDaily.value)
    .limit(limit);
  return rows.map((r) => ({ _id: r.id || 'Unknown', count: r.count }));
}

/**
 * Sessions, and visitors (a logged-in visitor is one person across sessions; an anonymous one is
 * a session), in scope and range. Each count walks an index ordered by what it counts, so no
 * row is sorted however long the range.
 */
async function distinctPeople(db: Database, f: TrafficFilter) {
  const s = trafficDailySessions;
  const where = and(
    f.from ? gte(s.day, f.from) : undefined,
    f.to ? lte(s.day, f.to) : undefined,
    inScope(s.cityId, f.scope),
  );
  const count = async (column: SQLiteColumn, index: string) => {
    const [row] = await db.all<{ n: number }>(
      sql`select count(*) as n from (select ${column} from ${s} indexed by ${sql.identifier(index)}
        ${where ? sql`where ${where}` : sql``} group by ${column})`,
    );
    return row?.n ?? 0;
  };
  const [sessions, visitors] = await Promise.all([
    count(s.sessionId, 'traffic_daily_sessions_session_idx'),
    count(s.visitor, 'traffic_daily_sessions_visitor_idx'),
  ]);
  return { sessions, visitors };
}

/**
 * The overview reads the traffic rollups, so it costs the same over a year of views as over a
 * day. The city of a view is the visitor's city when it arrived (see docs/decisions/0040-traffic-rollups.md).
 */
export async function trafficOverview(db: Database, f: TrafficFilter) {
  const [[totals], people, topPages, browsers, devices, referrers] = await Promise.all([
    db
      .select({
        views: sql<number>`coalesce(sum(${trafficDaily.views}), 0)`,
        // Time on a page arrives with the next view or with the exit record: both count.
        seconds: sql<number>`coalesce(sum(${trafficDaily.seconds}), 0)`,
      })
      .from(trafficDaily)
      .where(daily(f, 'total')),
    distinctPeople(db, f),
    top(db, daily(f, 'page'), 10),
    top(db, daily(f, 'browser'), 10),
    top(db, daily(f, 'device'), 10),
    top(db, and(daily(f, 'referrer'), notInArray(trafficDaily.value, ['', 'Direct'])), 10),
  ]);
  const total = totals?.views ?? 0;
  return {
    total_views: total,
    unique_visitors: people.visitors,
    session_count: people.sessions,
    avg_time_spent: total ? Math.round((totals?.seconds ?? 0) / total) : 0,
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
