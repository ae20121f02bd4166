import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs, TRPCBuiltRouter } from '@trpc/server';
import { MarketplaceError } from './errors.ts';
import type { errorShape, record } from './router-shape.ts';

/**
 * The server's AppRouter as a client sees it: every procedure with its input and output types,
 * the same error shape, and no server context.
 */
export type AppRouter = TRPCBuiltRouter<
  { ctx: object; meta: object; errorShape: typeof errorShape; transformer: false },
  typeof record
>;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export {
  createRestClient,
  type RestClient,
  type RestClientOptions,
  type RestComponents,
  type RestOperations,
  type RestPaths,
} from './rest.ts';
export { type VerifyWebhookOptions, verifyWebhook, type WebhookHeaders } from './webhooks.ts';
export { MarketplaceError };

export interface ClientOptions {
  /** Where the marketplace runs, e.g. https://supply.example.in */
  baseUrl: string;
  /** The access_token from login; omit for public calls. */
  token?: string;
  /** Custom fetch (tests, proxies). */
  fetch?: typeof fetch;
}

/** Wraps every query and mutation so any failure is thrown as a MarketplaceError. */
function withTypedErrors<T extends object>(target: T): T {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver);
      if (prop === 'query' || prop === 'mutate') {
        return (...args: unknown[]) =>
          (value as (...a: unknown[]) => Promise<unknown>)(...args).catch((e: unknown) => {
            throw MarketplaceError.from(e);
          });
      }
      return typeof value === 'object' || typeof value === 'function'
        ? withTypedErrors(value as object)
        : value;
    },
  });
}

export type MarketplaceClient = TRPCClient<AppRouter>;

/**
 * A fully typed client: every procedure of the marketplace with its input and output types.
 *
 * @example
 * const m = createMarketplaceClient({ baseUrl, token });
 * const page = await m.catalog.list.query({ search: 'basmati' });
 */
export function createMarketplaceClient(options: ClientOptions): MarketplaceClient {
  const base = options.baseUrl.replace(/\/$/, '');
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${base}/trpc`,
        maxItems: 10,
        fetch: options.fetch,
        headers: () => (options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      }),
    ],
  });
  return withTypedErrors(client);
}

/** Logs in and answers a client carrying the token, plus the user and token. */
export async function loginMarketplace(
  options: Omit<ClientOptions, 'token'> & { email: string; password: string },
): Promise<{ client: MarketplaceClient; token: string; user: RouterOutputs['accounts']['login']['user'] }> {
  const { email, password, ...rest } = options;
  const session = await createMarketplaceClient(rest).accounts.login.mutate({ email, password });
  return {
    client: createMarketplaceClient({ ...rest, token: session.access_token }),
    token: session.access_token,
    user: session.user,
  };
}
