/**
 * Search-param validation for route options. Route options stay in the initial bundle (only
 * components are split), so these are plain checks instead of a schema library.
 */
export const optionalString = (value: unknown, maxLength = 2000) =>
  typeof value === 'string' && value.length <= maxLength ? value : undefined;
