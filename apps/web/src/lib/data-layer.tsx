import { Words } from '@app/ui/words';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import { errorStatus } from './errors.ts';
import { activeLanguage, subscribe, translateSentence } from './i18n.ts';
import { session } from './session.ts';
import { trpc, trpcClient } from './trpc.ts';

let onUnauthorized = () => {};

export const queryClient = new QueryClient({
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
        onUnauthorized();
      }
    },
  }),
});

/** The same queries outside React: route loaders start a screen's data with its code (load-data-layer.ts). */
export const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });

/**
 * tRPC, React Query and the toaster around every screen that reads or writes through the API, and
 * the UI kit's own words (Close, Page 2 of 5, optional) in the language showing.
 * Loaded on demand (lib/load-data-layer.ts) so the landing page paints without them.
 */
export function DataLayer({ children }: { children: ReactNode }) {
  const router = useRouter();
  useSyncExternalStore(subscribe, activeLanguage, activeLanguage);
  useEffect(() => {
    onUnauthorized = () => router.navigate({ to: '/login' });
  }, [router]);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <Words.Provider value={translateSentence}>{children}</Words.Provider>
        {/* On a phone, below the header: never over the title, the bell or Logout. */}
        <Toaster position="top-center" richColors closeButton mobileOffset={{ top: 76 }} />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
