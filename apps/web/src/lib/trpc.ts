import type { AppRouter } from '@app/api';
import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import { session } from './session.ts';

export const trpc = createTRPCReact<AppRouter>();

export const trpcClient = trpc.createClient({
  links: [
    httpBatchLink({
      url: '/trpc',
      maxURLLength: 2000,
      maxItems: 10,
      headers() {
        const token = session.token();
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
    }),
  ],
});
