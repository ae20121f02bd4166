import { newId, pageViews } from '@app/db';
import type { Hono, Context as HonoContext } from 'hono';
import { z } from 'zod';
import { validateSessionToken } from '../accounts/index.ts';
import { pageViewRecord } from '../analytics/index.ts';
import type { Services } from '../trpc.ts';
import { sizeLimit } from './body-limit.ts';
import { groupCommit } from './group-commit.ts';

export const TRACK_PATH = '/api/analytics/track';
export const TRACK_BODY_LIMIT = 8 * 1024;
/** Per visit (address + session id), and per address for everyone behind it (an office, a NAT). */
export const TRACK_PER_MINUTE = 60;

const BOT_UA =
  /bot|crawl|spider|slurp|mediapartners|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|facebookexternalhit|whatsapp|preview|curl\/|wget\/|python-|httpclient|okhttp|go-http-client|java\/|node-fetch|axios\/|undici|libwww/i;

/** Crawlers, link previews, scripts and headless browsers; a missing user agent counts too. */
export const isBotUserAgent = (ua: string) => ua.trim() === '' || BOT_UA.test(ua);

/** Keeps the network, not the visitor: the last IPv4 octet becomes 0, IPv6 keeps its /48. */
export function truncateIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip.trim());
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  const [address = ''] = ip.trim().split('%');
  if (!address.includes(':')) return '';
  const [head = '', tail] = address.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? h : [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return '';
  return `${groups
    .slice(0, 3)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::`;
}

/**
 * The signed-in user behind a record: the session of its bearer token, or nobody (no token, an
 * expired one, an API key). Anonymous records are still stored: a view is never refused for it.
 */
async function viewer(c: HonoContext, services: Services) {
  const auth = c.req.header('authorization') ?? '';
  const token = auth.toLowerCase().startsWith('bearer ') ? auth.slice(7).trim() : '';
  if (!token) return null;
  // A busy database must not cost the view: it is stored without its user.
  return validateSessionToken(services.db, token, services.clock.now()).catch(() => null);
}

// The tracker never reads the answer: anything refused is dropped quietly, never a 4xx/5xx storm.
const dropped = (c: HonoContext) => c.body(null, 204);

/**
 * POST /api/analytics/track: page views (JSON, 5 s fetch) and exit beacons (sendBeacon's
 * text/plain body). No login; 8 KB at most; 60 a minute per visit and 300 per client address; stored with
 * the address truncated and bots flagged. Answers 202 when stored, 204 when dropped.
 */
export function mountTracking(
  app: Hono,
  services: Services,
  clientIp: (c: HonoContext) => string,
  lingerMs: number,
) {
  const store = groupCommit<typeof pageViews.$inferInsert>(
    (rows) =>
      services.db.write(async (tx) => {
        await tx.insert(pageViews).values(rows);
      }),
    { lingerMs },
  );
  app.post(TRACK_PATH, sizeLimit(TRACK_BODY_LIMIT, dropped), async (c) => {
    const ip = clientIp(c);
    if (await services.limiter.hit(`track:${ip}`, services.config.trackPerAddressPerMinute, 60))
      return dropped(c);
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json' && type !== 'text/plain') return dropped(c);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return dropped(c);
    }
    const parsed = pageViewRecord.safeParse(body);
    if (!parsed.success) return dropped(c);
    const r = parsed.data;
    if (await services.limiter.hit(`track:${ip}:${r.session_id}`, TRACK_PER_MINUTE, 60)) return dropped(c);
    const headerUa = c.req.header('user-agent') ?? '';
    // Who viewed the page is the session's word, never the record's: its user_id is ignored.
    const session = await viewer(c, services);
    const row = {
      id: newId('pv'),
      kind: 'ip_address' in (body as object) ? ('view' as const) : ('exit' as const),
      sessionId: r.session_id,
      userId: session?.user.id ?? null,
      ipAddress: truncateIp(ip),
      browser: r.browser,
      deviceType: r.device_type,
      operatingSystem: r.operating_system,
      pageUrl: r.page_url,
      pageTitle: r.page_title,
      referrer: r.referrer.trim() || 'Direct',
      timeSpent: r.time_spent,
      userAgent: r.user_agent || headerUa.slice(0, 1024),
      screenResolution: r.screen_resolution,
      cookiesEnabled: r.cookies_enabled,
      isBot: isBotUserAgent(headerUa) || BOT_UA.test(r.user_agent),
      createdAt: services.clock.now(),
    };
    try {
      await store(row);
    } catch (e) {
      // A busy database must not turn analytics into errors for visitors.
      console.warn('Page view not stored:', e instanceof Error ? e.message : e);
      return dropped(c);
    }
    return c.body(null, 202);
  });
}

/** Adds this plain Hono route to the generated OpenAPI document. */
export function withTrackingDoc<T extends { paths: Record<string, unknown> }>(doc: T): T {
  const schema = z.toJSONSchema(pageViewRecord, { io: 'input' }) as Record<string, unknown>;
  delete schema.$schema;
  doc.paths[TRACK_PATH] = {
    post: {
      operationId: 'analytics_track_post',
      summary: 'Record a page view (JSON) or a page exit (sendBeacon, text/plain)',
      description:
        "No token needed: with a session bearer token the record is the signed-in user's, without one it is anonymous (user_id in the body is ignored, kept only so older clients still validate). At most 8 KB, 60 records a minute per session and 300 per client address. The server fills ip_address from the connection (truncated) and flags bots; a record without ip_address is a page exit. Refused or malformed records are dropped quietly (204).",
      tags: ['Analytics'],
      security: [],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema },
          'text/plain': { schema: { type: 'string', description: 'The same record as JSON text' } },
        },
      },
      responses: { '202': { description: 'Stored' }, '204': { description: 'Dropped' } },
    },
  };
  return doc;
}
