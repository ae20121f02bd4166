import type { AnyRouter } from '@trpc/server';
import { z } from 'zod';
import { exampleOf } from './examples.ts';
import type { RestRoute } from './route.ts';

type JsonSchema = Record<string, unknown>;

/** The document's opening: what every call shares (decision 0069). */
const API_GUIDE = [
  'REST calls for integrators: a restaurant chain’s purchasing system, a supplier’s ERP, a delivery partner. The same calls answer the web app through tRPC.',
  '**Authentication.** `Authorization: Bearer <token>`: the access_token of /api/auth/login, or an API key. A key acts as its account (role, ownership, city) and only within its scopes: `products:read`, `products:write`, `stock:write`, `orders:read`, `orders:write`, `invoices:read`. Each call below says the scope it needs; a call a key may not make answers 403 `key_scope`. Keys never manage accounts, keys or webhooks. Revoked or expired keys are 401 from the next request.',
  '**Money and ids.** Money is in rupees (2 decimals); ids are opaque strings; times are ISO 8601 (UTC); days are India’s (YYYY-MM-DD).',
  "**Errors.** Every refusal carries `detail` (a sentence for people, in English or Hindi: the first of `en`/`hi` the `Accept-Language` header asks for, else the account's `preferred_language`, else English) and `code` (stable, for programs; the same in every language): 400 invalid input (with `errors` per field), 401, 403, 404, 409 conflicts with the current state (some with `errors` naming the fields and `details` holding figures, e.g. price_changed), 413/415 for files, 429 rate limited, 503 busy (retry). Text fields refuse control characters (U+0000–U+001F, U+007F–U+009F); addresses, descriptions, notes and reasons also take line breaks and tabs.",
  '**Pagination.** Lists take `page` and `page_size` (answering `total`) or `limit` and `cursor` (answering `next_cursor`), as each call documents.',
  '**Rate limits.** 429 with `Retry-After` (seconds). An API key may make 600 calls a minute; logins, code tries and uploads have their own limits. PDFs, CSV exports and bulk uploads: 20 a minute per account (all its keys together), and 503 `heavy_busy` with `Retry-After` while the server is preparing too many at once.',
  '**Webhooks.** Each account subscribes to its own events (POST /api/webhooks). A delivery is a POST of JSON `{ id, type, created_at, data }` with `X-Webhook-Id`, `X-Webhook-Event` and `X-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint secret>`. Verify it over the raw body (the SDK has `verifyWebhook`) and refuse a timestamp more than 5 minutes old; deliveries are retried with backoff, so handle an `X-Webhook-Id` once.',
].join('\n\n');

/** Which API keys may make a call: the scope it needs, or none. */
function keyText(r: RestRoute) {
  if (r.access === 'public') return '';
  const scope = r.keyScope;
  if (!scope) return 'API keys cannot make this call.';
  return scope === 'any' ? 'Any API key of the account.' : `API keys need the \`${scope}\` scope.`;
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['detail', 'code'],
  properties: {
    detail: {
      type: 'string',
      description: 'A sentence for people, in the caller’s language (Accept-Language, else the account’s).',
    },
    code: {
      type: 'string',
      description: 'A stable code for programs (e.g. out_of_stock, email_taken, invalid_transition).',
    },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'array', items: {} }, message: { type: 'string' } },
      },
    },
    details: {
      type: 'object',
      description:
        'Figures a refusal carries for programs, e.g. price_changed: the new total and line prices.',
    },
  },
  example: { detail: 'email: Please enter a valid email address', code: 'invalid_input' },
};

type Io = 'input' | 'output';

/** The zod schema a procedure validates its input or its answer with (tRPC keeps both on `_def`). */
export function procedureSchema(router: AnyRouter, path: string, io: Io): z.ZodType | null {
  const procedures = router._def.procedures as Record<
    string,
    { _def: { inputs: unknown[]; output?: unknown } }
  >;
  const def = procedures[path]?._def;
  const parser = io === 'input' ? def?.inputs[0] : def?.output;
  // Procedures check with a function that carries its schema (operations/op.ts, shared/kept-answer.ts).
  const schema = (parser as { schema?: unknown } | undefined)?.schema ?? parser;
  return schema instanceof z.ZodType ? schema : null;
}

function jsonSchemaOf(router: AnyRouter, path: string, io: Io): JsonSchema | null {
  const parser = procedureSchema(router, path, io);
  if (!parser) return null;
  try {
    const schema = z.toJSONSchema(parser, { io, unrepresentable: 'any' }) as JsonSchema;
    delete schema.$schema;
    return schema;
  } catch {
    return { type: 'object' };
  }
}

/** The success answer's schema and example, from the procedure's output schema. */
function answerOf(router: AnyRouter, r: RestRoute) {
  const schema = jsonSchemaOf(router, r.procedure, 'output');
  if (!schema) throw new Error(`${r.procedure} declares no output schema`);
  return { schema, example: exampleOf(schema as Parameters<typeof exampleOf>[0]) };
}

/** The JSON body's schema: the input without its path parameters (the path's value wins). */
function bodySchema(schema: JsonSchema, pathParams: string[]): JsonSchema {
  const { properties, required } = schema as { properties?: Record<string, unknown>; required?: string[] };
  if (!properties || !pathParams.length) return schema;
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([k]) => !pathParams.includes(k))),
    ...(required ? { required: required.filter((k) => !pathParams.includes(k)) } : {}),
  };
}

/** OpenAPI 3.1, generated from the operations' REST rows and the zod schemas that check each call. */
export function buildOpenApi(router: AnyRouter, routes: RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const oaPath = `/api${r.path.replace(/:(\w+)/g, '{$1}')}`;
    const pathParams = [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const schema = jsonSchemaOf(router, r.procedure, 'input');
    const parameters = [
      ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...Object.entries(r.headers ?? {}).map(([name, h]) => ({
        name,
        in: 'header',
        required: false,
        description: h.description,
        schema: { type: 'string' },
      })),
      ...Object.entries(r.query ?? {}).map(([name, q]) => ({
        name,
        in: 'query',
        required: q.required ?? false,
        description: q.description,
        schema: { type: q.type },
      })),
    ];
    const hasBody = (r.method === 'POST' || r.method === 'PUT') && (!r.input || r.body);
    const body = hasBody && schema ? bodySchema(schema, pathParams) : null;
    const responses: Record<string, unknown> = {
      [String(r.status ?? 200)]:
        r.respond === 'file'
          ? {
              description: 'A file download',
              content: {
                [r.fileType ?? 'application/pdf']: { schema: { type: 'string', format: 'binary' } },
              },
            }
          : {
              description: 'OK',
              content: { 'application/json': answerOf(router, r) },
            },
      ...(r.etag ? { '304': { description: 'Not modified: the If-None-Match ETag still matches' } } : {}),
      '400': { $ref: '#/components/responses/BadRequest' },
      '429': { $ref: '#/components/responses/TooMany' },
    };
    if (r.access !== 'public') {
      responses['401'] = { $ref: '#/components/responses/Unauthorized' };
      responses['403'] = { $ref: '#/components/responses/Forbidden' };
    }
    if (pathParams.length) responses['404'] = { $ref: '#/components/responses/NotFound' };
    if (r.method !== 'GET') responses['409'] = { $ref: '#/components/responses/Conflict' };
    paths[oaPath] ??= {};
    paths[oaPath][r.method.toLowerCase()] = {
      operationId: r.procedure.replace('.', '_') + (r.method === 'GET' ? '' : `_${r.method.toLowerCase()}`),
      summary: r.summary,
      description: `${r.accessText} ${keyText(r)} Answered by the tRPC procedure \`${r.procedure}\`.`,
      tags: [r.tag],
      ...(r.access === 'public' ? { security: [] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(r.multipart
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    type: 'object',
                    required: [
                      'file',
                      ...Object.entries(r.formFields ?? {})
                        .filter(([, f]) => !f.optional)
                        .map(([k]) => k),
                    ],
                    properties: {
                      file: { type: 'string', format: 'binary' },
                      ...Object.fromEntries(
                        Object.entries(r.formFields ?? {}).map(([k, f]) => [
                          k,
                          { type: 'string', description: f.description },
                        ]),
                      ),
                    },
                  },
                },
              },
            },
          }
        : body
          ? {
              requestBody: {
                required: true,
                content: {
                  'application/json': {
                    schema: body,
                    example: exampleOf(body as Parameters<typeof exampleOf>[0]),
                  },
                },
              },
            }
          : {}),
      responses,
    };
  }
  const errorResponse = (description: string, code: string, detail: string) => ({
    description,
    content: {
      'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { detail, code } },
    },
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Supply & Beyond marketplace API',
      version: '1.0.0',
      description: API_GUIDE,
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The access_token from /api/auth/login, or an API key (`sk_cus_…`, `sk_sup_…`, `sk_stf_…`) made under API keys in your portal or with POST /api/keys.',
        },
      },
      schemas: { Error: ERROR_SCHEMA },
      responses: {
        BadRequest: errorResponse(
          'Invalid input',
          'invalid_input',
          'email: Please enter a valid email address',
        ),
        Unauthorized: errorResponse(
          'No token, or an expired one',
          'unauthenticated',
          'Please log in to continue.',
        ),
        Forbidden: errorResponse('Wrong role, or not yours', 'forbidden', 'You do not have access to this.'),
        NotFound: errorResponse('No such resource', 'not_found', 'Product not found.'),
        Conflict: errorResponse(
          'Conflicts with the current state (stock, duplicate, invalid transition)',
          'out_of_stock',
          'Basmati Rice is out of stock.',
        ),
        TooMany: errorResponse(
          'Rate limited; see Retry-After',
          'rate_limited',
          'Too many attempts. Try again in 60 seconds.',
        ),
      },
    },
  };
}
