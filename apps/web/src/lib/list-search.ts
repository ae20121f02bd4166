/**
 * Search-param checks for lists kept in the URL. Every field falls back to "absent" when the
 * address holds something invalid, so a hand-edited or stale link shows the defaults instead of
 * an error screen. Hand-written rather than valibot: route options load with the entry, which
 * every page (the landing included) pays for (decision 0078).
 */
export type Field<T> = (value: unknown) => T | undefined;
type Output<E> = { [K in keyof E]?: E[K] extends Field<infer T> ? T : never };

export const text =
  (maxLength = 100): Field<string> =>
  (value) =>
    typeof value === 'string' && value.length <= maxLength ? value : undefined;
export const pageNumber: Field<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : undefined;
export const oneOf =
  <const T extends string>(options: readonly T[]): Field<T> =>
  (value) =>
    options.includes(value as T) ? (value as T) : undefined;
/** A string the whole of which matches `pattern`. */
export const matching =
  (pattern: RegExp): Field<string> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;
export const isoDate = matching(/^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])$/);

/** A route's `validateSearch` from fields built above; parses any input without throwing. */
export function searchSchema<E extends Record<string, Field<unknown>>>(entries: E) {
  return (search: Record<string, unknown>): Output<E> => {
    // Every field is answered, undefined included: the router lays a route's answer over the raw
    // address, so a field left out would keep its invalid value.
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(entries)) out[key] = field(search[key]);
    return out as Output<E>;
  };
}

/** `q` (search text) and `page` plus the list's own filters. */
export const listSearch = <E extends Record<string, Field<unknown>>>(entries: E) =>
  searchSchema({ q: text(), page: pageNumber, ...entries });

/** A server-sorted table's params: search, page, a sort key of `sorts`, direction, active/inactive. */
export function tableSearch<const S extends string>(sorts: readonly S[]) {
  return listSearch({
    sort: oneOf(sorts),
    dir: oneOf(['asc', 'desc']),
    status: oneOf(['active', 'inactive']),
  });
}

/** A report's date range: `from`/`to` days, or `span=all`; neither means the default range. */
export const rangeSearch = () => searchSchema({ from: isoDate, to: isoDate, span: oneOf(['all']) });
