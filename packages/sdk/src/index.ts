import type { AppRouter, RouterInputs, RouterOutputs } from '@app/api';
import { createTRPCClient, httpBatchLink, type TRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { MarketplaceError } from './errors.ts';

export type { AppRouter, RouterInputs, RouterOutputs };
export { MarketplaceError };

export interface ClientOptions {
  /** Where the marketplace runs, e.g. https://supply.example.in */
  baseUrl: string;
  /** The access_token from login; omit for public calls. */
  token?: string;
  /** Custom fetch (tests, proxies). */
  fetch?: typeof fetch;
}

/** Rethrows every failure as a MarketplaceError with status, stable code and detail. */
const typedErrors: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (v) => observer.next(v),
        error: (e) => observer.error(MarketplaceError.from(e) as never),
        complete: () => observer.complete(),
      }),
    );

/**
 * A fully typed client: every procedure of the marketplace with its input and output types.
 *
 * @example
 * const m = createMarketplaceClient({ baseUrl, token });
 * const page = await m.catalog.list.query({ search: 'basmati' });
 */
export type MarketplaceClient = TRPCClient<AppRouter>;

export function createMarketplaceClient(options: ClientOptions): MarketplaceClient {
  const base = options.baseUrl.replace(/\/$/, '');
  return createTRPCClient<AppRouter>({
    links: [
      typedErrors,
      httpBatchLink({
        url: `${base}/trpc`,
        maxItems: 10,
        fetch: options.fetch,
        headers: () => (options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      }),
    ],
  });
}

/** Logs in and answers a client carrying the token, plus the user and token. */
export async function loginMarketplace(
  options: Omit<ClientOptions, 'token'> & { email: string; password: string },
): Promise<{ client: MarketplaceClient; token: string; user: RouterOutputs['auth']['login']['user'] }> {
  const { email, password, ...rest } = options;
  const session = await createMarketplaceClient(rest).auth.login.mutate({ email, password });
  return {
    client: createMarketplaceClient({ ...rest, token: session.access_token }),
    token: session.access_token,
    user: session.user,
  };
}
