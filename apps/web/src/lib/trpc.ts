import type { AppRouter } from '@app/api';
import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import { activeLanguage } from './i18n.ts';
import { session } from './session.ts';

export const trpc = createTRPCReact<AppRouter>();

export const trpcClient = trpc.createClient({
  links: [
    httpBatchLink({
      url: '/trpc',
      maxURLLength: 2000,
      maxItems: 10,
      // The API answers its sentences (errors) in the language showing.
      headers() {
        const token = session.token();
        const language = { 'Accept-Language': activeLanguage() };
        return token ? { ...language, Authorization: `Bearer ${token}` } : language;
      },
    }),
  ],
});
