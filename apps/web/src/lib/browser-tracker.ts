import { storedToken } from './stored-token.ts';
import { createTracker, sessionId, type TrackerEnv } from './tracker.ts';

function browserEnv(): TrackerEnv {
  const storage = (() => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  })();
  return {
    fetch: (input, init) => fetch(input, init),
    sendBeacon: navigator.sendBeacon ? (url, body) => navigator.sendBeacon(url, body) : undefined,
    now: () => Date.now(),
    later(fn) {
      if (typeof requestIdleCallback === 'function') {
        const id = requestIdleCallback(fn, { timeout: 2000 });
        return () => cancelIdleCallback(id);
      }
      const id = setTimeout(fn, 50);
      return () => clearTimeout(id);
    },
    page: () => {
      return {
        // Path only: query strings can carry order ids or other personal details.
        url: `${location.origin}${location.pathname}`,
        title: document.title,
        documentReferrer: document.referrer,
        userAgent: navigator.userAgent,
        touchPoints: navigator.maxTouchPoints ?? 0,
        screen: `${screen.width}x${screen.height}`,
        cookiesEnabled: navigator.cookieEnabled,
        sessionId: sessionId(storage, Date.now()),
      };
    },
    token: () => {
      try {
        return storedToken();
      } catch {
        return null;
      }
    },
    logError: (message, error) => console.error(message, error),
  };
}

/** The page-view tracker on this browser's APIs; loaded with the tracker after the first paint. */
export const createBrowserTracker = () => createTracker(browserEnv());
