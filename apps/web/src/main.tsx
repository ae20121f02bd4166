import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './components/app-error-boundary.tsx';
import { ErrorFallback } from './components/error-fallback.tsx';
import { errorStatus } from './lib/errors.ts';
import { session } from './lib/session.ts';
import { trpc, trpcClient } from './lib/trpc.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      retry: (count, error) => count < 2 && (errorStatus(error) ?? 500) >= 500,
      refetchOnWindowFocus: false,
    },
  },
  queryCache: new QueryCache({
    onError(error) {
      // A revoked or expired session (logout elsewhere, deactivation, reset) sends the user to log in.
      if (errorStatus(error) === 401 && session.token()) {
        session.clear();
        router.navigate({ to: '/login' });
      }
    },
  }),
});
const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });

const router = createRouter({
  routeTree,
  context: { queryClient, utils },
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppErrorBoundary>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </trpc.Provider>
    </AppErrorBoundary>
  </StrictMode>,
);
