import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppErrorBoundary } from './components/app-error-boundary.tsx';
import { ErrorFallback } from './components/error-fallback.tsx';
import { activate } from './lib/i18n.ts';
import { initialLanguage } from './lib/language-choice.ts';
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

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={router} />
    </AppErrorBoundary>
  </StrictMode>
);
// A prerendered page (the landing, scripts/prerender.ts) keeps its DOM: React hydrates it once
// the route's code is in, so what is already painted is neither repainted nor moved. Marking
// the router as server-rendered gives it the Suspense boundaries the prerender had (as
// TanStack Start's own hydration does).
// Both as a transition: React renders in slices and yields to the browser in between, so the
// first render is no single long task (input stays responsive; total blocking time stays low).
// The prerender is English: in another language the page renders anew over it (the English stays
// painted until then), after that language's catalogue has loaded. A placeholder (the catalogue's
// frame) is never hydrated: the page renders over it.
const language = initialLanguage();
const prerendered = container.firstElementChild;
if (prerendered && !prerendered.hasAttribute('data-placeholder') && language === 'en') {
  router.ssr = { manifest: undefined };
  void router.load().then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  const root = createRoot(container);
  // Its chunk unreachable (offline), the page shows in English rather than not at all.
  void activate(language)
    .catch(() => activate('en'))
    .then(() => startTransition(() => root.render(app)));
}
