import type { AppRouter } from '@app/api';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { createTRPCQueryUtils } from '@trpc/react-query';
import { Toaster } from 'sonner';
import { ErrorFallback } from '../components/error-fallback.tsx';
import { useDocumentHead } from '../lib/document-head.ts';
import { usePageTracker } from '../lib/use-page-tracker.ts';

export interface RouterContext {
  queryClient: QueryClient;
  utils: ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: ErrorFallback,
});

function Root() {
  useDocumentHead();
  usePageTracker();
  return (
    <>
      <Outlet />
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
