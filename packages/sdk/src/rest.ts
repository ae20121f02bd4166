import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './rest-types.gen.ts';

export type {
  components as RestComponents,
  operations as RestOperations,
  paths as RestPaths,
} from './rest-types.gen.ts';

export type RestClientOptions = {
  /** Where the marketplace runs, e.g. https://supply.example.in (paths start with /api). */
  baseUrl: string;
  /** Custom fetch (tests, proxies). */
  fetch?: (request: Request) => Promise<Response>;
} & (
  | {
      /** An API key (`sk_sup_…`, `sk_cus_…`, `sk_stf_…`) made in the portal or with POST /api/keys. */
      apiKey: string;
      token?: never;
    }
  | {
      /** The access_token from login; omit both for public calls. */
      token?: string;
      apiKey?: never;
    }
);

/** openapi-fetch over the marketplace's OpenAPI document: `{ data, error, response }` per call. */
export type RestClient = Client<paths>;

/**
 * A REST client typed from GET /api/openapi.json: the same paths, bodies and answers a caller
 * reads in /api/docs. Calls never throw for HTTP errors: check `error` (`{ detail, code }`).
 *
 * @example
 * const api = createRestClient({ baseUrl, apiKey: process.env.MARKETPLACE_API_KEY });
 * const { data, error } = await api.PUT('/api/supplier/products/{id}/stock', {
 *   params: { path: { id } },
 *   body: { stock_quantity: 120 },
 * });
 */
export function createRestClient(options: RestClientOptions): RestClient {
  const bearer = options.apiKey ?? options.token;
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    fetch: options.fetch,
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
  });
}
