import { useNavigate } from '@tanstack/react-router';
import type { PaginationState, SortingState, Updater } from '@tanstack/react-table';
import { useCallback, useEffect, useRef, useState } from 'react';

type Patch<S> = { [K in keyof S]?: S[K] | undefined };

/**
 * A setter that merges a patch into the current route's search params (read them with the
 * route's typed `useSearch`). Any change that does not name `page` goes back to page 1 (a new
 * filter starts at the top). Empty values leave the address, so the default view has a clean URL.
 */
export function useSetSearch<S extends object>() {
  const navigate = useNavigate();
  return useCallback(
    (patch: Patch<S>, opts?: { replace?: boolean }) =>
      navigate({
        to: '.',
        replace: opts?.replace,
        search: ((prev: Record<string, unknown>) => {
          const next: Record<string, unknown> = { ...prev, page: undefined, ...patch };
          for (const k of Object.keys(next)) if (next[k] === undefined || next[k] === '') delete next[k];
          if (next.page === 1) delete next.page;
          return next;
        }) as never,
      }),
    [navigate],
  );
}

/**
 * A search box over the `q` param: the box follows keystrokes at once, the address 300 ms after
 * the last one, replacing the entry so typing adds no history; back/forward refill the box.
 */
export function useSearchBox(q: string | undefined, commit: (q: string | undefined) => void, ms = 300) {
  const [value, setValue] = useState(q ?? '');
  const typed = useRef(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    if ((q ?? '') !== typed.current.trim()) {
      typed.current = q ?? '';
      setValue(q ?? '');
    }
  }, [q]);
  useEffect(() => {
    const term = value.trim();
    if (term === (q ?? '')) return;
    const t = setTimeout(() => commitRef.current(term || undefined), ms);
    return () => clearTimeout(t);
  }, [value, q, ms]);
  const onChange = useCallback((next: string) => {
    typed.current = next;
    setValue(next);
  }, []);
  return { value, onChange, term: q ?? '' };
}

/**
 * A DataTable's `server` prop for a list the server pages in its own order: page `page` (from 1)
 * of `total` rows, `pageSize` a page; the table's page buttons call `setPage`.
 */
export function serverPages(total: number, page: number, pageSize: number, setPage: (page: number) => void) {
  const pagination = { pageIndex: page - 1, pageSize };
  return {
    total,
    pagination,
    onPaginationChange: (u: Updater<PaginationState>) =>
      setPage((typeof u === 'function' ? u(pagination) : u).pageIndex + 1),
    sorting: [] as SortingState,
    onSortingChange: () => undefined,
  };
}
