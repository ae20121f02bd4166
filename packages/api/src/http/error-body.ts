import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import {
  AppError,
  DEFAULT_APP_CODES,
  detailIn,
  fieldIssues,
  refusalDetails,
  refusedFields,
  validationDetail,
} from '../errors.ts';
import { type Language, msg, render } from '../messages/index.ts';

export interface ErrorBody {
  detail: string;
  code: string;
  errors?: { path: (string | number)[]; message: string }[];
  details?: Record<string, unknown>;
}

/**
 * Turns anything thrown into the public error shape, its sentence in `language`. Unknown errors
 * never leak their text.
 */
export function toErrorResponse(
  error: unknown,
  language: Language = 'en',
): { status: number; body: ErrorBody; retryAfter?: number } {
  if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    const issues = error.code === 'BAD_REQUEST' ? fieldIssues(error.cause, language) : undefined;
    const fields = issues ?? refusedFields(error, language);
    const details = refusalDetails(error);
    if (status >= 500 && !(error instanceof AppError)) return internal(language);
    return {
      status,
      body: {
        detail: issues ? validationDetail(issues, language) : detailIn(error, language),
        code: error instanceof AppError ? error.appCode : (DEFAULT_APP_CODES[error.code] ?? 'error'),
        ...(fields ? { errors: fields } : {}),
        ...(details ? { details } : {}),
      },
      retryAfter: error instanceof AppError ? error.retryAfter : undefined,
    };
  }
  return internal(language);
}

const internal = (language: Language) => ({
  status: 500,
  body: { detail: render(language, msg('error.internal')), code: 'internal' },
});

/** SQLite busy/locked anywhere in the cause chain (tRPC and drizzle both wrap it): the caller may retry shortly. */
export function isBusy(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 6;
    depth++
  ) {
    if (/SQLITE_BUSY|SQLITE_LOCKED|database is locked/i.test(`${e.code ?? ''} ${e.message ?? ''}`))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}
