import type { AppRouter } from '@app/api';
import { createTRPCUntypedClient, httpLink, type TRPCLink } from '@trpc/client';
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

// The API answers its sentences (errors) in the language showing.
function headers() {
  const token = session.token();
  const language = { 'Accept-Language': activeLanguage() };
  return token ? { ...language, Authorization: `Bearer ${token}` } : language;
}

const alone = createTRPCUntypedClient<AppRouter>({ links: [httpLink({ url: '/trpc', headers })] });

/**
 * A PDF or export that happened to share a batch with other reads is refused there
 * (`heavy_in_batch`, the API's operations/heavy.ts): it is asked for again, alone.
 */
const heavyAloneLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      const forwarded = next(op).subscribe({
        next: (answer) => observer.next(answer),
        complete: () => observer.complete(),
        error(e) {
          if (op.type !== 'query' || e.data?.appCode !== 'heavy_in_batch') return observer.error(e);
          alone.query(op.path, op.input, { signal: op.signal ?? undefined }).then(
            (data) => {
              observer.next({ result: { type: 'data', data } });
              observer.complete();
            },
            (again) => observer.error(again),
          );
        },
      });
      return () => forwarded.unsubscribe();
    });

export const trpcClient = trpc.createClient({
  links: [
    earlyAnswerLink,
    heavyAloneLink,
    httpBatchLink({ url: '/trpc', maxURLLength: 2000, maxItems: 10, headers }),
  ],
});
