import type { KeyScope } from '../keys/scopes.ts';
import type { Repeatable } from '../shared/account-answers.ts';

/** The reference's sections, in the order it lists them. */
export const REST_TAGS = [
  'Auth',
  'Reference',
  'Notifications',
  'Catalogue',
  'Admin: products',
  'Cart',
  'Par lists',
  'Business',
  'Orders',
  'Payments',
  'Credit',
  'Invoices',
  'Delivery',
  'Supplier',
  'Settlements',
  'API keys',
  'Webhooks',
  'Product approval',
  'Site',
  'Admin',
  'Admin: customers',
  'Admin: suppliers',
  'Admin: sub-admins',
  'Admin: inventory',
  'Admin: orders',
  'Analytics',
  'Approvals',
] as const;
export type RestTag = (typeof REST_TAGS)[number];

/** Who may make a REST call, as the table and the contract tests name it. */
export type RestAccess =
  | 'public'
  | 'customer'
  | 'supplier'
  | 'delivery'
  | 'staff'
  | 'super_admin'
  | 'authenticated'
  | 'supplier_or_staff';

/** One REST call of spec section 7, as its operation declares it (operations/op.ts). */
export interface RestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api, Hono style (`/cart/:id`). */
  path: string;
  summary: string;
  tag: RestTag;
  /** Builds the procedure input from the request; default: JSON body merged with path params. */
  input?: (req: RestRequest) => unknown;
  /** How to send the procedure's answer when it is not JSON (files). */
  respond?: 'json' | 'file';
  /** MIME type of the file answer, for the document (default application/pdf). */
  fileType?: string;
  status?: number;
  /** Query parameters the call reads (documented). */
  query?: Record<
    string,
    { type: 'string' | 'integer' | 'number' | 'boolean'; description: string; required?: boolean }
  >;
  /** The body is multipart with a `file` field (its other text fields become `body`). */
  multipart?: boolean;
  /** Text fields sent next to the multipart file (documented; required unless optional). */
  formFields?: Record<string, { description: string; optional?: true }>;
  /** The JSON body is documented even though `input` maps the request (e.g. to add a header). */
  body?: boolean;
  /** Request headers the call reads (documented). */
  headers?: Record<string, { description: string }>;
  /** Answers a weak ETag and 304 to a matching If-None-Match (large lists polled by clients). */
  etag?: boolean;
}

/** A REST call with what its operation says of it: derived from the router (rest/routes.ts). */
export interface RestRoute extends RestSpec {
  /** Dotted procedure path in the app router (`cart.update`). */
  procedure: string;
  /** Who may call it, for the document and the contract test. */
  access: RestAccess;
  /** The document's sentence for `access`. */
  accessText: string;
  /** The scope an API key needs (`any`: any key); absent: keys may not make the call. */
  keyScope?: KeyScope | 'any';
  /** Buys for an outlet: its reach is read with the session (operations/meta.ts). */
  buys?: true;
  /** For which inputs an account's repeat is answered as before (shared/account-answers.ts). */
  repeatable?: Repeatable;
}

export interface RestRequest {
  headers: Headers;
  params: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, unknown>;
  file?: File;
}

/** What a procedure answers for `respond: 'file'` (its output schema: `fileAnswer`). */
export interface FileAnswer {
  filename: string;
  contentType: string;
  base64: string;
}

export const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
export const bool = (v: string | undefined) => (v === undefined ? undefined : v === 'true' || v === '1');
export const opt = (v: string | undefined) => (v === undefined || v === '' ? undefined : v);
export const range = (r: RestRequest) => ({ from: opt(r.query.from), to: opt(r.query.to) });
export const rangeDocs = {
  from: { type: 'string', description: 'First day, YYYY-MM-DD (India time)' },
  to: { type: 'string', description: 'Last day, YYYY-MM-DD (India time), inclusive' },
} as const;
/** A list's page and page size, as its REST call's query gives them. */
export const paging = (r: RestRequest) => ({ page: num(r.query.page), page_size: num(r.query.page_size) });
export const page = {
  page: { type: 'integer', description: 'Page number, from 1' },
  page_size: { type: 'integer', description: 'Rows per page (1-100)' },
} as const;
