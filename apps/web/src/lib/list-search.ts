import * as v from 'valibot';

/**
 * Search-param schemas for lists kept in the URL. Every field falls back to "absent" when the
 * address holds something invalid, so a hand-edited or stale link shows the defaults instead of
 * an error screen.
 */
export const text = (maxLength = 100) =>
  v.fallback(v.optional(v.pipe(v.string(), v.maxLength(maxLength))), undefined);
export const pageNumber = v.fallback(
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
  undefined,
);
export const oneOf = <const T extends string>(options: readonly T[]) =>
  v.fallback(v.optional(v.picklist(options)), undefined);
export const isoDate = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);

/** A route's `validateSearch` from fields built above; parses any input without throwing. */
export function searchSchema<E extends v.ObjectEntries>(entries: E) {
  const schema = v.object(entries);
  return (search: Record<string, unknown>) => v.parse(schema, search);
}

/** `q` (search text) and `page` plus the list's own filters. */
export const listSearch = <E extends v.ObjectEntries>(entries: E) =>
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
