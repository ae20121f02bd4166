import { TRPCClientError } from '@trpc/client';

/** Server detail text when present, otherwise the screen's fallback (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.message && !/fetch|network/i.test(error.message))
    return error.message;
  return fallback;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof TRPCClientError
    ? (error.data as { httpStatus?: number } | undefined)?.httpStatus
    : undefined;
}

/**
 * Field errors from a server validation failure, keyed by field name, and a list's rows also by
 * their path (`price_breaks.1.price`), as `useSchemaForm` keys its own.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const issues =
    (error.data as { errors?: { path: (string | number)[]; message: string }[] } | undefined)?.errors ?? [];
  return Object.fromEntries(
    issues.flatMap((i) => [
      [String(i.path[0] ?? ''), i.message],
      [i.path.join('.'), i.message],
    ]),
  );
}

/** A server refusal's stable code (e.g. price_changed) and the figures it carries (`details`). */
export function refusal(error: unknown): { code?: string; details?: Record<string, unknown> } {
  if (!(error instanceof TRPCClientError)) return {};
  const data = error.data as { appCode?: string; details?: Record<string, unknown> } | undefined;
  return { code: data?.appCode, details: data?.details };
}
