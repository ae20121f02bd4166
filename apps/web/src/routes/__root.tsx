import { createRootRoute, Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { ErrorFallback } from '../components/error-fallback.tsx';
import { useDocumentHead } from '../lib/document-head.ts';
import { loadDataLayer } from '../lib/load-data-layer.ts';
import { usePageTracker } from '../lib/use-page-tracker.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route reads no tRPC data (lib/public-data.ts only), so it paints before the data layer loads. */
    withoutDataLayer?: boolean;
  }
}

const DataLayer = lazy(() => loadDataLayer().then((m) => ({ default: m.DataLayer })));

export const Route = createRootRoute({
  component: Root,
  errorComponent: ErrorFallback,
});

function Root() {
  useDocumentHead();
  usePageTracker();
  const bare = useMatches({ select: (ms) => ms.some((m) => m.staticData?.withoutDataLayer) });
  useEffect(() => {
    if (!bare) return;
    // Fetched once the page is idle, so the next screen opens without waiting for it.
    const later = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1000));
    later(() => void loadDataLayer());
  }, [bare]);
  if (bare) return <Outlet />;
  return (
    <Suspense fallback={null}>
      <DataLayer>
        <Outlet />
      </DataLayer>
    </Suspense>
  );
}
