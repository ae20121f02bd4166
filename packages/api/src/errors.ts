import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';

/**
 * An error a caller may see. `appCode` is stable (callers branch on it); `message` is the
 * human sentence sent as `detail`.
 */
export class AppError extends TRPCError {
  readonly appCode: string;
  readonly retryAfter?: number;
  constructor(code: TRPC_ERROR_CODE_KEY, appCode: string, detail: string, retryAfter?: number) {
    super({ code, message: detail });
    this.appCode = appCode;
    this.retryAfter = retryAfter;
  }
}

export const fail = {
  unauthenticated: (detail = 'Please log in to continue.') =>
    new AppError('UNAUTHORIZED', 'unauthenticated', detail),
  forbidden: (detail = 'You do not have access to this.') => new AppError('FORBIDDEN', 'forbidden', detail),
  notFound: (what: string) => new AppError('NOT_FOUND', 'not_found', `${what} not found.`),
  conflict: (appCode: string, detail: string) => new AppError('CONFLICT', appCode, detail),
  badRequest: (appCode: string, detail: string) => new AppError('BAD_REQUEST', appCode, detail),
  tooLarge: (detail: string) => new AppError('PAYLOAD_TOO_LARGE', 'too_large', detail),
  unsupported: (detail: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', 'unsupported_type', detail),
  /** 503 with Retry-After: a dependency (image store, payment provider) failed; nothing changed. */
  unavailable: (appCode: string, detail: string, retryAfter: number) =>
    new AppError('SERVICE_UNAVAILABLE', appCode, detail, retryAfter),
  tooMany: (retryAfter: number) =>
    new AppError(
      'TOO_MANY_REQUESTS',
      'rate_limited',
      `Too many attempts. Try again in ${retryAfter} seconds.`,
      retryAfter,
    ),
};

/** Default stable code per tRPC code, for errors not raised through `fail`. */
export const DEFAULT_APP_CODES: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  BAD_REQUEST: 'invalid_input',
  UNAUTHORIZED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  CONFLICT: 'conflict',
  PAYLOAD_TOO_LARGE: 'too_large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported_type',
  TOO_MANY_REQUESTS: 'rate_limited',
  INTERNAL_SERVER_ERROR: 'internal',
};

export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

/** Field errors from a schema failure (zod or any Standard Schema), else undefined. */
export function fieldIssues(cause: unknown): FieldIssue[] | undefined {
  const issues = (cause as { issues?: unknown })?.issues;
  if (!Array.isArray(issues)) return undefined;
  return issues.map((i: { path?: unknown[]; message?: string }) => ({
    path: (i.path ?? []).map((p) =>
      typeof p === 'object' && p !== null && 'key' in p ? String(p.key) : (p as string | number),
    ),
    message: i.message ?? 'Invalid value',
  }));
}

/** One sentence for a validation failure: the first issue, with its field name. */
export function validationDetail(issues: FieldIssue[]): string {
  const first = issues[0];
  if (!first) return 'Invalid input.';
  const field = first.path.join('.');
  return field ? `${field}: ${first.message}` : first.message;
}
