import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './components/app-error-boundary.tsx';
import { ErrorFallback } from './components/error-fallback.tsx';
import { loadDataLayer } from './lib/load-data-layer.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: ErrorFallback,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// A first screen that needs the API starts loading the data layer now, alongside its own code.
if (!router.matchRoutes(router.latestLocation).some((m) => m.staticData?.withoutDataLayer)) loadDataLayer();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  </StrictMode>,
);
