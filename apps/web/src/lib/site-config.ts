import { trpc } from './trpc.ts';

/** Phone, e-mail, address, map links and images from the server's configuration; fetched once. */
export const useSiteConfig = () =>
  trpc.site.config.useQuery(undefined, {
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
