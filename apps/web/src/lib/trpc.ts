import type { AppRouter } from '@app/api';
import type { TRPCLink } from '@trpc/client';
import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import { observable } from '@trpc/server/observable';
import { takeEarlyCatalogue } from './early-catalogue.ts';
import { activeLanguage } from './i18n.ts';
import { session } from './session.ts';

export const trpc = createTRPCReact<AppRouter>();

/** Answers the catalogue's first page from the request the HTML started (lib/early-catalogue.ts). */
const earlyAnswerLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) => {
    const early = op.type === 'query' ? takeEarlyCatalogue(op.path, op.input, activeLanguage()) : undefined;
    if (!early) return next(op);
    return observable((observer) => {
      let forwarded: { unsubscribe(): void } | undefined;
      let closed = false;
      void early.then((data) => {
        if (closed) return;
        if (data === undefined) forwarded = next(op).subscribe(observer);
        else {
          observer.next({ result: { type: 'data', data } });
          observer.complete();
        }
      });
      return () => {
        closed = true;
        forwarded?.unsubscribe();
      };
    });
  };

export const trpcClient = trpc.createClient({
  links: [
    earlyAnswerLink,
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
