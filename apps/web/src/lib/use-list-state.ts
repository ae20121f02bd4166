import { useSearch } from '@tanstack/react-router';
import type { ColumnFiltersState, PaginationState, SortingState, Updater } from '@tanstack/react-table';
import { useSearchBox, useSetSearch } from './url-list.ts';

const apply = <T>(u: Updater<T>, old: T) => (typeof u === 'function' ? (u as (o: T) => T)(old) : u);

interface TableSearch {
  q?: string;
  page?: number;
  sort?: string;
  dir?: 'asc' | 'desc';
  status?: 'active' | 'inactive';
}

/**
 * State of a server-paged admin table, kept in the address (lib/list-search.ts `tableSearch`):
 * search, page, sort (column id = API sort key) and a status column filter; `input` is what the
 * list procedure takes.
 */
export function useListState<Sort extends string>(defaultSort: Sort, pageSize = 20) {
  const url = useSearch({ strict: false }) as TableSearch;
  const set = useSetSearch<TableSearch>();
  const box = useSearchBox(url.q, (q) => set({ q }, { replace: true }));
  const pagination: PaginationState = { pageIndex: (url.page ?? 1) - 1, pageSize };
  const sorting: SortingState = url.sort ? [{ id: url.sort, desc: url.dir === 'desc' }] : [];
  const columnFilters: ColumnFiltersState = url.status ? [{ id: 'is_active', value: url.status }] : [];
  return {
    search: box.value,
    setSearch: box.onChange,
    input: {
      search: box.term,
      page: pagination.pageIndex + 1,
      page_size: pageSize,
      sort: (url.sort ?? defaultSort) as Sort,
      dir: url.dir ?? 'asc',
      status: url.status ?? ('all' as const),
    },
    server: (total: number) => ({
      total,
      pagination,
      onPaginationChange: (u: Updater<PaginationState>) => set({ page: apply(u, pagination).pageIndex + 1 }),
      sorting,
      onSortingChange: (u: Updater<SortingState>) => {
        const s = apply(u, sorting)[0];
        set({ sort: s?.id, dir: s ? (s.desc ? 'desc' : 'asc') : undefined });
      },
      columnFilters,
      onColumnFiltersChange: (u: Updater<ColumnFiltersState>) => {
        const f = apply(u, columnFilters).find((c) => c.id === 'is_active');
        set({ status: f?.value as TableSearch['status'] });
      },
    }),
  };
}
