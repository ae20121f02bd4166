import { TRPCClientError } from '@trpc/client';

/** An error answered by the marketplace: branch on `code` (stable), show `detail` (a sentence). */
export class MarketplaceError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly fieldErrors: { path: (string | number)[]; message: string }[];
  /** Figures a refusal carries, e.g. the new total and line prices of `price_changed`. */
  readonly details?: Record<string, unknown>;
  constructor(
    status: number,
    code: string,
    detail: string,
    fieldErrors: MarketplaceError['fieldErrors'] = [],
    details?: Record<string, unknown>,
  ) {
    super(detail);
    this.name = 'MarketplaceError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.fieldErrors = fieldErrors;
    this.details = details;
  }

  static from(error: unknown): MarketplaceError {
    if (error instanceof MarketplaceError) return error;
    if (error instanceof TRPCClientError) {
      const data = (error.data ?? {}) as {
        httpStatus?: number;
        appCode?: string;
        errors?: MarketplaceError['fieldErrors'];
        details?: Record<string, unknown>;
      };
      return new MarketplaceError(
        data.httpStatus ?? 0,
        data.appCode ?? 'error',
        error.message,
        data.errors ?? [],
        data.details,
      );
    }
    return new MarketplaceError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
}
