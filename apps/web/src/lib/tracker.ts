/**
 * The page-view tracker of spec sections 3, 4 and 9. Plain TypeScript (no React, no zod) so
 * the root route stays small; the record type comes from the API's schema, types only.
 */
import type { PageViewRecord } from '@app/api/schemas';

export const TRACK_URL = '/api/analytics/track';
export const TRACK_TIMEOUT_MS = 5000;
const SESSION_KEY = 'analytics_session_id';

export function detectBrowser(ua: string): string {
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/MSIE |Trident\//.test(ua)) return 'Internet Explorer';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua)) return 'Safari';
  return 'Other';
}

/** iPadOS reports itself as a Mac; touch points tell them apart. */
export function detectOs(ua: string, touchPoints = 0): string {
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1)) return 'iOS';
  if (/Android/.test(ua)) return 'Android';
  if (/Windows/.test(ua)) return 'Windows';
  if (/Mac OS X|Macintosh/.test(ua)) return 'MacOS';
  if (/Linux|X11|CrOS/.test(ua)) return 'Linux';
  return 'Other';
}

export function detectDevice(ua: string, touchPoints = 0): 'Tablet' | 'Mobile' | 'Desktop' {
  if (/iPad|Tablet|PlayBook|Silk/i.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))) return 'Tablet';
  if (/Macintosh/.test(ua) && touchPoints > 1) return 'Tablet';
  if (/Mobi|iPhone|iPod|Windows Phone|Opera Mini/i.test(ua)) return 'Mobile';
  return 'Desktop';
}

export const newSessionId = (now: number) => `session_${now}_${Math.random().toString(36).slice(2, 11)}`;

/** One id per browser session, kept in session storage (a fresh one if storage is blocked). */
export function sessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | null, now: number): string {
  try {
    const existing = storage?.getItem(SESSION_KEY);
    if (existing) return existing;
    const id = newSessionId(now);
    storage?.setItem(SESSION_KEY, id);
    return id;
  } catch {
    return newSessionId(now);
  }
}

export interface TrackerEnv {
  fetch: typeof fetch;
  sendBeacon?: (url: string, body: string) => boolean;
  now: () => number;
  /** Runs `fn` once the browser is idle (after paint); answers a canceller. */
  later: (fn: () => void) => () => void;
  /** What the browser says about itself and the current page, read when a record is sent. */
  page: () => {
    url: string;
    title: string;
    documentReferrer: string;
    userAgent: string;
    touchPoints: number;
    screen: string;
    cookiesEnabled: boolean;
    sessionId: string;
  };
  /**
   * The session token, read when a view is sent: the server attributes the record to its user
   * (a record cannot name one). Beacons carry no header, so page exits go anonymous.
   */
  token: () => string | null;
  logError: (message: string, error: unknown) => void;
}

const CANCELLED = 'tracker stopped';
type Page = ReturnType<TrackerEnv['page']>;

/** Page views on route changes, an exit beacon on leaving; `stop` cancels everything in flight. */
export function createTracker(env: TrackerEnv) {
  let stopped = false;
  let current: { url: string; since: number; referrer: string; snapshot: Page; titled: boolean } | null =
    null;
  /** The page the visitor navigated to last (what the address bar shows), viewed or not yet. */
  let shown: { snapshot: Page; since: number } | null = null;
  let exitSent = false;
  const inFlight = new Set<AbortController>();
  /** Views waiting for an idle moment: cancel, or send now (when the page is being left). */
  const pending = new Map<() => void, { send: () => void; record: () => PageViewRecord }>();

  /**
   * `snapshot`: the page as it was when viewed; its title is taken later only if still on it.
   * `titled` false: the page never rendered, so the document title is still the previous page's.
   */
  function record(timeSpent: number, referrer: string, snapshot?: Page, titled = true): PageViewRecord {
    const live = env.page();
    const p = snapshot
      ? {
          ...snapshot,
          title: !titled ? '' : live.url === snapshot.url ? live.title : snapshot.title,
        }
      : live;
    return {
      session_id: p.sessionId,
      ip_address: '',
      browser: detectBrowser(p.userAgent),
      device_type: detectDevice(p.userAgent, p.touchPoints),
      operating_system: detectOs(p.userAgent, p.touchPoints),
      page_url: p.url,
      page_title: p.title,
      referrer: referrer || 'Direct',
      time_spent: timeSpent,
      user_agent: p.userAgent,
      screen_resolution: p.screen,
      cookies_enabled: p.cookiesEnabled,
    };
  }

  async function post(body: PageViewRecord) {
    const controller = new AbortController();
    inFlight.add(controller);
    const timer = setTimeout(
      () => controller.abort(new Error('Analytics request timed out')),
      TRACK_TIMEOUT_MS,
    );
    const token = env.token();
    try {
      await env.fetch(TRACK_URL, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: controller.signal,
        keepalive: true,
        credentials: 'omit',
      });
    } catch (e) {
      // Spec section 8: analytics failures go to the console only, cancelled requests not even there.
      if (controller.signal.reason !== CANCELLED) env.logError('Analytics tracking failed', e);
    } finally {
      clearTimeout(timer);
      inFlight.delete(controller);
    }
  }

  function view(viewed: Page, since: number, titled: boolean) {
    const snapshot = { ...viewed };
    const previous = current;
    // Inside the app the previous page is the referrer, as a full page load would report it.
    const referrer = previous ? previous.url : snapshot.documentReferrer;
    current = { url: snapshot.url, since, referrer, snapshot, titled };
    exitSent = false;
    const timeSpent = previous ? Math.max(0, Math.floor((since - previous.since) / 1000)) : 0;
    const build = () => record(timeSpent, referrer, snapshot, titled);
    // Title and paint first: the record is built and sent once the browser is idle.
    const send = () => {
      pending.delete(cancel);
      if (!stopped) void post(build());
    };
    const cancel = env.later(send);
    pending.set(cancel, { send, record: build });
  }

  /**
   * The shown page was left before the router ever reported it (its code or data still loading
   * on a busy device, a quick visitor): still a view, or slow pages would lose exactly the visits
   * they cost. It never rendered, so it carries no title.
   */
  function viewLeftUnrendered() {
    if (shown && shown.snapshot.url !== current?.url) view(shown.snapshot, shown.since, false);
  }

  return {
    /**
     * Call when the address bar changes: `push` for the visitor's own navigation (a link, back,
     * forward, the first page), `replace` for a redirect, which replaces the page unseen. `url`:
     * the new address when the browser's location has not caught up yet.
     */
    navigated(how: 'push' | 'replace', url?: string) {
      if (stopped) return;
      const page = env.page();
      const snapshot = { ...page, url: url ?? page.url };
      if (shown?.snapshot.url === snapshot.url) return;
      // The next page has not rendered yet: the document still carries the title of the page left.
      if (current && current.url === shown?.snapshot.url) current.snapshot.title = snapshot.title;
      if (how === 'push') viewLeftUnrendered();
      shown = { snapshot, since: env.now() };
    },
    /** Call once a navigation has resolved or rendered; a repeat of the current page is ignored. */
    pageView() {
      if (stopped) return;
      const snapshot = env.page();
      if (current?.url === snapshot.url) return;
      view(snapshot, shown?.snapshot.url === snapshot.url ? shown.since : env.now(), true);
    },
    /** The page-exit record (no ip_address), sent as a beacon so it survives the unload. */
    exit() {
      if (stopped) return;
      viewLeftUnrendered();
      // A view still waiting for idle time goes now, as a beacon: a fetch started while the
      // document unloads may be dropped, a beacon is queued by the browser itself.
      for (const [cancel, view] of [...pending]) {
        cancel();
        pending.delete(cancel);
        if (!env.sendBeacon?.(TRACK_URL, JSON.stringify(view.record()))) view.send();
      }
      if (!current || exitSent) return;
      exitSent = true;
      const { ip_address: _, ...exitRecord } = record(
        Math.floor((env.now() - current.since) / 1000),
        current.referrer,
        current.snapshot,
        current.titled,
      );
      const body = JSON.stringify(exitRecord);
      try {
        if (env.sendBeacon?.(TRACK_URL, body)) return;
        void env
          .fetch(TRACK_URL, { method: 'POST', body, keepalive: true, credentials: 'omit' })
          .catch(() => {});
      } catch (e) {
        env.logError('Analytics tracking failed', e);
      }
    },
    /** The page became visible again: a later hide sends another exit. */
    resume() {
      exitSent = false;
    },
    stop() {
      stopped = true;
      for (const cancel of pending.keys()) cancel();
      pending.clear();
      for (const c of inFlight) c.abort(CANCELLED);
      inFlight.clear();
    },
  };
}
