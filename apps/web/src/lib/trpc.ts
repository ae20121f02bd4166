import type { AppRouter } from '@app/api';
import { httpLink, splitLink, type TRPCLink } from '@trpc/client';
import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import { observable } from '@trpc/server/observable';
import { takeEarlyCatalogue } from './early-catalogue.ts';
import { activeLanguage } from './i18n.ts';
import { session } from './session.ts';
import { OUTLET_KEY } from './stored-token.ts';

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

// The API answers its sentences (errors) in the language showing, for the outlet chosen.
function headers() {
  const token = session.token();
  const outlet = localStorage.getItem(OUTLET_KEY);
  const language = { 'Accept-Language': activeLanguage(), ...(outlet && { 'X-Outlet': outlet }) };
  return token ? { ...language, Authorization: `Bearer ${token}` } : language;
}

/**
 * Fetch options for a PDF or an export: the API answers such work only outside a batch
 * (`heavy_in_batch`, its operations/heavy.ts), so these go on their own request.
 */
export const ALONE = { trpc: { context: { alone: true } } };

export const trpcClient = trpc.createClient({
  links: [
    earlyAnswerLink,
    splitLink({
      condition: (op) => op.context.alone === true,
      true: httpLink({ url: '/trpc', headers }),
      false: httpBatchLink({ url: '/trpc', maxURLLength: 2000, maxItems: 10, headers }),
    }),
  ],
});
