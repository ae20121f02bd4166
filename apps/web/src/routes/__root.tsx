import type { AppRouter } from '@app/api';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { createTRPCQueryUtils } from '@trpc/react-query';
import { Toaster } from 'sonner';

export interface RouterContext {
  queryClient: QueryClient;
  utils: ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

function Root() {
  return (
    <>
      <Outlet />
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}
