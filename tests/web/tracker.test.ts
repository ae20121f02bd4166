import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTracker,
  detectBrowser,
  detectDevice,
  detectOs,
  sessionId,
  TRACK_URL,
  type TrackerEnv,
} from '../../apps/web/src/lib/tracker.ts';

const UA = {
  chromeWin:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

describe('browser, OS and device detection (spec section 9)', () => {
  it.each([
    [UA.chromeWin, 'Chrome', 'Windows', 'Desktop'],
    [UA.edge, 'Edge', 'Windows', 'Desktop'],
    [UA.firefoxLinux, 'Firefox', 'Linux', 'Desktop'],
    [UA.safariMac, 'Safari', 'MacOS', 'Desktop'],
    [UA.ie11, 'Internet Explorer', 'Windows', 'Desktop'],
    [UA.iphoneChrome, 'Chrome', 'iOS', 'Mobile'],
    [UA.androidPhone, 'Chrome', 'Android', 'Mobile'],
    [UA.androidTablet, 'Chrome', 'Android', 'Tablet'],
    [UA.ipad, 'Safari', 'iOS', 'Tablet'],
  ])('%s', (ua, browser, os, device) => {
    expect([detectBrowser(ua), detectOs(ua), detectDevice(ua)]).toEqual([browser, os, device]);
  });

  it('tells an iPad in desktop mode from a Mac by its touch points', () => {
    expect([detectOs(UA.safariMac, 5), detectDevice(UA.safariMac, 5)]).toEqual(['iOS', 'Tablet']);
  });
});

describe('session id', () => {
  it('is session_{timestamp}_{random}, made once and kept in session storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    const id = sessionId(storage, 1730000000000);
    expect(id).toMatch(/^session_1730000000000_[a-z0-9]+$/);
    expect(sessionId(storage, 1730000009999)).toBe(id);
  });

  it('still answers an id when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(sessionId(blocked, 5)).toMatch(/^session_5_/);
  });
});

describe('tracker', () => {
  let now: number;
  let url: string;
  let queued: (() => void)[];
  let fetchCalls: { url: string; init: RequestInit }[];
  let fetchImpl: (url: string, init: RequestInit) => Promise<Response>;
  let beacons: { url: string; body: string }[];
  let errors: unknown[][];
  let env: TrackerEnv;
  let token: string | null;

  beforeEach(() => {
    now = 1_000_000;
    token = null;
    url = 'http://shop.test/';
    queued = [];
    fetchCalls = [];
    beacons = [];
    errors = [];
    fetchImpl = async () => new Response(null, { status: 202 });
    env = {
      fetch: ((u: string, init: RequestInit) => {
        fetchCalls.push({ url: u, init });
        return fetchImpl(u, init);
      }) as typeof fetch,
      sendBeacon: (u, body) => {
        beacons.push({ url: u, body });
        return true;
      },
      now: () => now,
      later: (fn) => {
        queued.push(fn);
        return () => {
          queued = queued.filter((f) => f !== fn);
        };
      },
      page: () => ({
        url,
        title: `Title of ${url}`,
        documentReferrer: '',
        userAgent: UA.androidPhone,
        touchPoints: 5,
        screen: '412x915',
        cookiesEnabled: true,
        sessionId: 'session_1_abc',
      }),
      token: () => token,
      logError: (...args) => errors.push(args),
    };
  });
  afterEach(() => vi.useRealTimers());

  const flush = async () => {
    const run = queued;
    queued = [];
    for (const fn of run) fn();
    await new Promise((r) => setTimeout(r, 0));
  };
  const sent = (i: number) => JSON.parse(String(fetchCalls[i]!.init.body));

  it('records each page as it was viewed even when idle time comes only after the next navigation', async () => {
    const tracker = createTracker(env);
    tracker.pageView();
    url = 'http://shop.test/terms';
    tracker.pageView();
    url = 'http://shop.test/contact';
    tracker.pageView();
    await flush();
    expect(fetchCalls.map((_, i) => sent(i).page_url)).toEqual([
      'http://shop.test/',
      'http://shop.test/terms',
      'http://shop.test/contact',
    ]);
    expect(sent(1).page_title).toBe('Title of http://shop.test/terms');
  });

  it('sends nothing until the browser is idle, then the full record as JSON', async () => {
    const t = createTracker(env);
    t.pageView();
    expect(fetchCalls).toHaveLength(0);
    await flush();
    expect(fetchCalls[0]!.url).toBe(TRACK_URL);
    expect(fetchCalls[0]!.init.method).toBe('POST');
    expect(new Headers(fetchCalls[0]!.init.headers).get('content-type')).toBe('application/json');
    expect(sent(0)).toEqual({
      session_id: 'session_1_abc',
      ip_address: '',
      browser: 'Chrome',
      device_type: 'Mobile',
      operating_system: 'Android',
      page_url: 'http://shop.test/',
      page_title: 'Title of http://shop.test/',
      referrer: 'Direct',
      time_spent: 0,
      user_agent: UA.androidPhone,
      screen_resolution: '412x915',
      cookies_enabled: true,
    });
    expect(new Headers(fetchCalls[0]!.init.headers).has('authorization')).toBe(false);
  });

  // Issue 34, item 6: the server takes the viewer from the session, so a signed-in view sends it.
  it('sends the session token of a signed-in visitor as a bearer header, and names no user', async () => {
    token = 'abcdefghijklmnopqrstuvwxyz234567';
    const t = createTracker(env);
    t.pageView();
    await flush();
    expect(new Headers(fetchCalls[0]!.init.headers).get('authorization')).toBe(`Bearer ${token}`);
    expect(sent(0)).not.toHaveProperty('user_id');
  });

  it('reports whole seconds on the previous page and the previous page as referrer', async () => {
    const t = createTracker(env);
    t.pageView();
    now += 12_900;
    url = 'http://shop.test/login';
    t.pageView();
    t.pageView(); // the same page again (a search-param change): not a new view
    await flush();
    expect(fetchCalls).toHaveLength(2);
    expect(sent(1)).toMatchObject({
      page_url: 'http://shop.test/login',
      time_spent: 12,
      referrer: 'http://shop.test/',
    });
  });

  it('sends one exit beacon per hide, without ip_address', async () => {
    const t = createTracker(env);
    t.pageView();
    await flush();
    now += 45_000;
    t.exit();
    t.exit();
    expect(beacons).toHaveLength(1);
    const body = JSON.parse(beacons[0]!.body);
    expect(body).not.toHaveProperty('ip_address');
    expect(body).toMatchObject({ time_spent: 45, page_url: 'http://shop.test/', referrer: 'Direct' });
    t.resume();
    t.exit();
    expect(beacons).toHaveLength(2);
  });

  it('sends a view still waiting for idle time when the page is left', async () => {
    const t = createTracker(env);
    t.pageView();
    t.exit();
    expect(queued).toHaveLength(0);
    expect(fetchCalls).toHaveLength(0);
    // The waiting view goes as a beacon (it keeps ip_address, so the server stores a view), then the exit.
    expect(beacons).toHaveLength(2);
    expect(JSON.parse(beacons[0]!.body)).toMatchObject({ ip_address: '', page_url: 'http://shop.test/' });
    expect(JSON.parse(beacons[1]!.body)).not.toHaveProperty('ip_address');
  });

  it('counts a page the visitor left before the router reported it, with no stale title', async () => {
    const t = createTracker(env);
    t.navigated('push');
    t.pageView();
    await flush();
    // A slow page: the address bar moves on twice before /terms ever resolves or renders.
    url = 'http://shop.test/terms';
    now += 1500;
    t.navigated('push');
    url = 'http://shop.test/contact';
    now += 700;
    t.navigated('push');
    now += 300;
    t.pageView();
    await flush();
    expect(fetchCalls.map((_, i) => [sent(i).page_url, sent(i).page_title])).toEqual([
      ['http://shop.test/', 'Title of http://shop.test/'],
      ['http://shop.test/terms', ''],
      ['http://shop.test/contact', 'Title of http://shop.test/contact'],
    ]);
    expect(sent(1)).toMatchObject({ referrer: 'http://shop.test/', time_spent: 1 });
    expect(sent(2)).toMatchObject({ referrer: 'http://shop.test/terms', time_spent: 0 });
  });

  it('keeps the title a page showed when it is left before idle time', async () => {
    let title = 'Home';
    const page = env.page;
    env.page = () => ({ ...page(), title });
    const t = createTracker(env);
    t.navigated('push');
    t.pageView();
    await flush();
    url = 'http://shop.test/terms';
    t.navigated('push');
    t.pageView(); // resolved: the document title is still the previous page's
    title = 'Terms';
    url = 'http://shop.test/contact';
    t.navigated('push');
    t.pageView();
    title = 'Contact';
    await flush();
    expect(fetchCalls.map((_, i) => sent(i).page_title)).toEqual(['Home', 'Terms', 'Contact']);
  });

  it('does not count a page a redirect replaced before it was shown', async () => {
    url = 'http://shop.test/admin';
    const t = createTracker(env);
    t.navigated('push');
    url = 'http://shop.test/login';
    t.navigated('replace');
    t.pageView();
    await flush();
    expect(fetchCalls.map((_, i) => sent(i).page_url)).toEqual(['http://shop.test/login']);
    expect(sent(0).referrer).toBe('Direct');
  });

  it('sends a page left by unloading before it rendered as a beacon, then its exit', async () => {
    const t = createTracker(env);
    t.navigated('push');
    t.pageView();
    await flush();
    url = 'http://shop.test/contact';
    t.navigated('push');
    t.exit();
    expect(beacons.map((b) => JSON.parse(b.body))).toMatchObject([
      { page_url: 'http://shop.test/contact', page_title: '', ip_address: '', referrer: 'http://shop.test/' },
      { page_url: 'http://shop.test/contact', page_title: '', referrer: 'http://shop.test/' },
    ]);
    expect(JSON.parse(beacons[1]!.body)).not.toHaveProperty('ip_address');
    // Its late render is the same page, not a second view.
    t.resume();
    t.pageView();
    await flush();
    expect(fetchCalls).toHaveLength(1);
  });

  it('falls back to a keepalive fetch for a waiting view when beacons are unavailable', () => {
    env.sendBeacon = undefined;
    const t = createTracker(env);
    t.pageView();
    t.exit();
    expect(fetchCalls.length).toBeGreaterThanOrEqual(1);
    expect(fetchCalls[0]!.init.keepalive).toBe(true);
  });

  it('on clean-up cancels what is scheduled, aborts what is in flight silently, and stops', async () => {
    let signal: AbortSignal | undefined;
    fetchImpl = (_u, init) =>
      new Promise((_, reject) => {
        signal = init.signal ?? undefined;
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const t = createTracker(env);
    t.pageView();
    await flush();
    url = 'http://shop.test/terms';
    t.pageView();
    t.stop();
    expect(signal?.aborted).toBe(true);
    await flush();
    expect(fetchCalls).toHaveLength(1);
    t.pageView();
    t.exit();
    await flush();
    expect(fetchCalls).toHaveLength(1);
    expect(beacons).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  it('gives up after 5 seconds and logs failures to the console only', async () => {
    vi.useFakeTimers();
    fetchImpl = (_u, init) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const t = createTracker(env);
    t.pageView();
    for (const fn of queued.splice(0)) fn();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(errors).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2);
    expect(errors).toHaveLength(1);
    expect(errors[0]![0]).toBe('Analytics tracking failed');
    fetchImpl = () => Promise.reject(new TypeError('Failed to fetch'));
    url = 'http://shop.test/contact';
    t.pageView();
    for (const fn of queued.splice(0)) fn();
    await vi.advanceTimersByTimeAsync(1);
    expect(errors).toHaveLength(2);
  });
});
