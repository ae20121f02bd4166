import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { type Language, type Message, msg, render, translateValidation } from './messages/index.ts';

/**
 * An error a caller may see. `appCode` is stable (callers branch on it); `text` is the human
 * sentence sent as `detail`, in the caller's language (`message` holds it in English, for logs).
 */
export class AppError extends TRPCError {
  readonly appCode: string;
  readonly retryAfter?: number;
  readonly text: Message;
  /** The fields the refusal is about (answered as `errors`, each sentence in the caller's language). */
  fields?: { path: (string | number)[]; text: Message }[];
  /** Figures a program may act on (`details`), e.g. the new total of a price_changed refusal. */
  details?: Record<string, unknown>;
  constructor(code: TRPC_ERROR_CODE_KEY, appCode: string, text: Message, retryAfter?: number) {
    super({ code, message: render('en', text) });
    this.appCode = appCode;
    this.retryAfter = retryAfter;
    this.text = text;
  }

  with(extra: Pick<AppError, 'fields' | 'details'>): this {
    Object.assign(this, extra);
    return this;
  }
}

/** An error's sentence in `language` (any other tRPC error's own message, e.g. a parse failure's). */
export const detailIn = (error: TRPCError, language: Language) =>
  error instanceof AppError ? render(language, error.text) : error.message;

/** The `errors` of a refusal that names its fields, in `language`. */
export const refusedFields = (error: TRPCError, language: Language): FieldIssue[] | undefined =>
  error instanceof AppError
    ? error.fields?.map((f) => ({ path: f.path, message: render(language, f.text) }))
    : undefined;

/** The `details` of a refusal that carries figures. */
export const refusalDetails = (error: TRPCError) => (error instanceof AppError ? error.details : undefined);

/** Every sentence a caller reads is a catalogue message, answered in the caller's language. */
type Detail = Message;

export const fail = {
  unauthenticated: (detail: Detail = msg('error.unauthenticated')) =>
    new AppError('UNAUTHORIZED', 'unauthenticated', detail),
  forbidden: (detail: Detail = msg('error.forbidden')) => new AppError('FORBIDDEN', 'forbidden', detail),
  /** The whole sentence ("Order not found."): each language words it its own way. */
  notFound: (sentence: Detail) => new AppError('NOT_FOUND', 'not_found', sentence),
  conflict: (appCode: string, detail: Detail) => new AppError('CONFLICT', appCode, detail),
  badRequest: (appCode: string, detail: Detail) => new AppError('BAD_REQUEST', appCode, detail),
  tooLarge: (detail: Detail) => new AppError('PAYLOAD_TOO_LARGE', 'too_large', detail),
  unsupported: (detail: Detail) => new AppError('UNSUPPORTED_MEDIA_TYPE', 'unsupported_type', detail),
  /** 503 with Retry-After: a dependency (image store, payment provider) failed; nothing changed. */
  unavailable: (appCode: string, detail: Detail, retryAfter: number) =>
    new AppError('SERVICE_UNAVAILABLE', appCode, detail, retryAfter),
  tooMany: (retryAfter: number) =>
    new AppError(
      'TOO_MANY_REQUESTS',
      'rate_limited',
      msg('error.tooMany', { seconds: retryAfter }),
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

/**
 * Field errors from a schema failure (zod or any Standard Schema), else undefined; each message in
 * `language` when the validation area has it (decision 0081).
 */
export function fieldIssues(cause: unknown, language: Language = 'en'): FieldIssue[] | undefined {
  const issues = (cause as { issues?: unknown })?.issues;
  if (!Array.isArray(issues)) return undefined;
  return issues.map((i: { path?: unknown[]; message?: string }) => ({
    path: (i.path ?? []).map((p) =>
      typeof p === 'object' && p !== null && 'key' in p ? String(p.key) : (p as string | number),
    ),
    message: translateValidation(language, i.message ?? 'Invalid value'),
  }));
}

/** One sentence for a validation failure: the first issue, with its field name. */
export function validationDetail(issues: FieldIssue[], language: Language = 'en'): string {
  const first = issues[0];
  if (!first) return render(language, msg('error.invalidInput'));
  const field = first.path.join('.');
  return field ? `${field}: ${first.message}` : first.message;
}
