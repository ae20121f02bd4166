import { createRootRoute, lazyRouteComponent, Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { ErrorFallback } from '../components/error-fallback.tsx';
import { useDocumentHead } from '../lib/document-head.ts';
import { loadDataLayer } from '../lib/load-data-layer.ts';
import { useSiteConfig } from '../lib/site-config.ts';
import { usePageTracker } from '../lib/use-page-tracker.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route reads no tRPC data (lib/public-data.ts only), so it paints before the data layer loads. */
    withoutDataLayer?: boolean;
  }
}

// Loaded only when the server says this is the demo: a live shop never fetches it.
const DemoRibbon = lazy(() =>
  import('../components/demo-ribbon.tsx').then((m) => ({ default: m.DemoRibbon })),
);
const DataLayer = lazy(() => loadDataLayer().then((m) => ({ default: m.DataLayer })));

export const Route = createRootRoute({
  component: Root,
  errorComponent: ErrorFallback,
  notFoundComponent: lazyRouteComponent(() => import('../components/not-found-page.tsx'), 'NotFoundPage'),
});

function Root() {
  useDocumentHead();
  usePageTracker();
  const demo = useSiteConfig().data?.demo;
  const bare = useMatches({ select: (ms) => ms.some((m) => m.staticData?.withoutDataLayer) });
  useEffect(() => {
    if (!bare) return;
    // Fetched at the visitor's first sign of intent (as the router preloads a link's screen), so
    // the next screen opens without waiting for it and the first paint does not pay for it.
    const events = ['pointerover', 'touchstart', 'focusin', 'keydown'] as const;
    const load = () => {
      for (const e of events) window.removeEventListener(e, load);
      void loadDataLayer();
    };
    for (const e of events) window.addEventListener(e, load, { passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, load);
    };
  }, [bare]);
  return (
    <>
      {bare ? (
        <Outlet />
      ) : (
        <Suspense fallback={null}>
          <DataLayer>
            <Outlet />
          </DataLayer>
        </Suspense>
      )}
      {demo && (
        <Suspense fallback={null}>
          <DemoRibbon />
        </Suspense>
      )}
    </>
  );
}
