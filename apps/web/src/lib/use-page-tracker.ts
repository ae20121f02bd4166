import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Spec section 4: a page view on every route change (admin included) and an exit beacon on leaving. */
export function usePageTracker() {
  const router = useRouter();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    type Move = ['push' | 'replace', string];
    let moved: ((...move: Move) => void) | undefined;
    // Until the tracker's code arrives, the address bar's moves are kept and replayed in order:
    // a page left before then still counts.
    const early: Move[] = [['push', `${window.location.origin}${window.location.pathname}`]];
    // The router writes the browser's history a microtask later: take the address from the event.
    const offHistory = router.history.subscribe(({ action, location }) => {
      const to = new URL(location.href, window.location.origin);
      const move: Move = [action.type === 'REPLACE' ? 'replace' : 'push', `${to.origin}${to.pathname}`];
      if (moved) moved(...move);
      else early.push(move);
    });
    // Loaded after the first paint: the tracker reports idly anyway, so it stays off the initial bundle.
    import('./browser-tracker.ts')
      .then(({ createBrowserTracker }) => {
        if (unmounted) return;
        const tracker = createBrowserTracker();
        // The address bar first, the router's report later: a page left while still loading counts too.
        moved = (how, url) => tracker.navigated(how, url);
        for (const move of early) moved(...move);
        // The first page may still be resolving (a guard redirect): then onResolved reports it.
        if (router.state.status === 'idle') tracker.pageView();
        // Both events, deduplicated by URL in the tracker: a navigation that resolves while the
        // first load is still settling can miss one of them on a busy device.
        const offResolved = router.subscribe('onResolved', () => tracker.pageView());
        const offRendered = router.subscribe('onRendered', () => tracker.pageView());
        const onHide = () => tracker.exit();
        const onVisibility = () =>
          document.visibilityState === 'hidden' ? tracker.exit() : tracker.resume();
        window.addEventListener('pagehide', onHide);
        document.addEventListener('visibilitychange', onVisibility);
        stop = () => {
          offResolved();
          offRendered();
          window.removeEventListener('pagehide', onHide);
          document.removeEventListener('visibilitychange', onVisibility);
          tracker.stop();
        };
      })
      // Spec section 8: analytics failures go to the console only.
      .catch((e) => console.error('Analytics tracking failed', e));
    return () => {
      unmounted = true;
      offHistory();
      stop?.();
    };
  }, [router]);
}
