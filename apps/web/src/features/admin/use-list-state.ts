import type { ColumnFiltersState, PaginationState, SortingState } from '@tanstack/react-table';
import { useEffect, useState } from 'react';

/** Text that settles 300 ms after the last keystroke, so a search does not query per letter. */
export function useDebounced(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * State of a server-paged admin table: search, page, sort (column id = API sort key) and a
 * status column filter; `input` is what the list procedure takes.
 */
export function useListState<Sort extends string>(defaultSort: Sort, pageSize = 20) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  // A new search, filter or sort starts at page 1.
  useEffect(() => setPagination((p) => ({ ...p, pageIndex: 0 })), [term, columnFilters, sorting]);
  const status = columnFilters.find((f) => f.id === 'is_active')?.value as 'active' | 'inactive' | undefined;
  const sort = sorting[0];
  return {
    search,
    setSearch,
    input: {
      search: term,
      page: pagination.pageIndex + 1,
      page_size: pagination.pageSize,
      sort: (sort?.id ?? defaultSort) as Sort,
      dir: (sort?.desc ? 'desc' : 'asc') as 'asc' | 'desc',
      status: status ?? ('all' as const),
    },
    server: (total: number) => ({
      total,
      pagination,
      onPaginationChange: setPagination,
      sorting,
      onSortingChange: setSorting,
      columnFilters,
      onColumnFiltersChange: setColumnFilters,
    }),
  };
}
