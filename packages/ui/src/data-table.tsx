import { type ReactNode, useState } from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.tsx';
import { controlClass } from './field.tsx';

// A small table model in place of @tanstack/react-table: these screens need sort, one filter
// and paging only, and table-core alone weighed 14 KB gzip in every admin screen.

export interface PaginationState {
  pageIndex: number;
  pageSize: number;
}
export type SortingState = { id: string; desc: boolean }[];
export type ColumnFiltersState = { id: string; value: unknown }[];
export type OnChangeFn<S> = (updater: S | ((old: S) => S)) => void;

export interface ColumnMeta {
  /** A filter control under the header: free text or a choice. */
  filter?: { label: string; options?: { value: string; label: string }[] };
  /** Right-aligned numbers. */
  numeric?: boolean;
}

export interface CellContext<T, V> {
  getValue: () => V;
  row: { original: T };
}

export interface ColumnDef<T, V = unknown> {
  id: string;
  header?: ReactNode | (() => ReactNode);
  /** Absent for display columns (actions), which neither sort nor filter. */
  accessor?: (row: T) => V;
  // Method syntax keeps columns of different value types assignable to one array.
  cell?(c: CellContext<T, V>): ReactNode;
  enableSorting?: boolean;
  meta?: ColumnMeta;
}

type ColumnOptions<T, V> = Omit<ColumnDef<T, V>, 'id' | 'accessor'> & { id?: string };

/** Typed column definitions: `accessor('field', {...})` reads a field; `display({id, ...})` shows anything. */
export function createColumnHelper<T>() {
  return {
    accessor: <K extends keyof T & string>(
      key: K,
      options: ColumnOptions<T, T[K]> = {},
    ): ColumnDef<T, T[K]> => ({
      ...options,
      id: options.id ?? key,
      accessor: (row) => row[key],
    }),
    display: (options: ColumnOptions<T, unknown> & { id: string }): ColumnDef<T, unknown> => options,
  };
}

/** Page, sort and filters owned by the caller, who asks the server for one page at a time. */
export interface ServerSide {
  total: number;
  pagination: PaginationState;
  onPaginationChange: OnChangeFn<PaginationState>;
  sorting: SortingState;
  onSortingChange: OnChangeFn<SortingState>;
  columnFilters?: ColumnFiltersState;
  onColumnFiltersChange?: OnChangeFn<ColumnFiltersState>;
}

export interface DataTableProps<T> {
  data: T[];
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column
  columns: ColumnDef<T, any>[];
  /** Read by screen readers; describes what the rows are. */
  caption: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  getRowId?: (row: T) => string;
  /** Omit to sort, filter and page in the browser. */
  server?: ServerSide;
  pageSize?: number;
  /** Dims the rows while a new page loads. */
  stale?: boolean;
}

const apply = <S,>(updater: S | ((old: S) => S), old: S) =>
  typeof updater === 'function' ? (updater as (old: S) => S)(old) : updater;

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a == null || b == null) return a == null ? (b == null ? 0 : -1) : 1;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

const renderHeader = (h: ColumnDef<never>['header']) => (typeof h === 'function' ? h() : h);

/** Sortable, filterable, paged table; scrolls sideways on small screens. */
export function DataTable<T>({
  data,
  columns,
  caption,
  empty,
  getRowId,
  server,
  pageSize = 20,
  stale,
}: DataTableProps<T>) {
  const [localSorting, setLocalSorting] = useState<SortingState>([]);
  const [localFilters, setLocalFilters] = useState<ColumnFiltersState>([]);
  const [localPagination, setLocalPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const sorting = server?.sorting ?? localSorting;
  const columnFilters = server?.columnFilters ?? localFilters;
  const pagination = server?.pagination ?? localPagination;
  const setSorting = (s: SortingState) => (server ? server.onSortingChange(s) : setLocalSorting(s));
  const setFilters = (f: ColumnFiltersState) =>
    server ? server.onColumnFiltersChange?.(f) : setLocalFilters(f);
  const setPagination = (p: PaginationState) =>
    server ? server.onPaginationChange(p) : setLocalPagination(p);

  const byId = new Map(columns.map((c) => [c.id, c]));
  let visible = data;
  if (!server) {
    for (const f of columnFilters) {
      const read = byId.get(f.id)?.accessor;
      const wanted = String(f.value ?? '').toLowerCase();
      if (read && wanted)
        visible = visible.filter((r) =>
          String(read(r) ?? '')
            .toLowerCase()
            .includes(wanted),
        );
    }
    const sort = sorting[0];
    const read = sort && byId.get(sort.id)?.accessor;
    if (sort && read) {
      visible = [...visible].sort((a, b) => compare(read(a), read(b)) * (sort.desc ? -1 : 1));
    }
  }
  const total = server?.total ?? visible.length;
  const { pageIndex, pageSize: size } = pagination;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const rows = server ? visible : visible.slice(pageIndex * size, (pageIndex + 1) * size);
  const filters = columns.filter((c) => c.meta?.filter);
  const filterValue = (id: string) =>
    (columnFilters.find((f) => f.id === id)?.value as string | undefined) ?? '';
  const setFilterValue = (id: string, value: string) => {
    setFilters([...columnFilters.filter((f) => f.id !== id), ...(value ? [{ id, value }] : [])]);
    if (!server) setPagination({ ...pagination, pageIndex: 0 });
  };
  const canSort = (c: ColumnDef<T>) => !!c.accessor && c.enableSorting !== false;
  // Text columns sort A→Z first, numbers high→low first; a third click removes the sort.
  const toggleSort = (c: ColumnDef<T>) => {
    const current = sorting[0]?.id === c.id ? sorting[0] : undefined;
    const sample = data.length ? c.accessor?.(data[0]!) : undefined;
    const descFirst = typeof sample !== 'string';
    if (!current) setSorting([{ id: c.id, desc: descFirst }]);
    else if (current.desc === descFirst) setSorting([{ id: c.id, desc: !descFirst }]);
    else setSorting([]);
  };
  const cellOf = (c: ColumnDef<T>, row: T): ReactNode => {
    const getValue = () => c.accessor?.(row);
    if (c.cell) return c.cell({ getValue, row: { original: row } });
    const value = getValue();
    return value == null ? null : String(value);
  };
  return (
    <div className="flex flex-col gap-3">
      {filters.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {filters.map((c) => {
            const f = c.meta!.filter!;
            const value = filterValue(c.id);
            return (
              <div key={c.id} className="flex min-w-40 flex-col gap-1 text-sm font-medium text-stone-800">
                <label htmlFor={`filter-${c.id}`}>{f.label}</label>
                {f.options ? (
                  <select
                    id={`filter-${c.id}`}
                    className={cn(controlClass, 'h-10')}
                    value={value}
                    onChange={(e) => setFilterValue(c.id, e.target.value)}
                  >
                    <option value="">All</option>
                    {f.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={`filter-${c.id}`}
                    className={cn(controlClass, 'h-10')}
                    value={value}
                    onChange={(e) => setFilterValue(c.id, e.target.value)}
                  />
                )}
              </div>
            );
          })}
        </div>
      )}
      {rows.length === 0 ? (
        empty
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
          <table className={cn('w-full text-left text-sm', stale && 'opacity-60')}>
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
              <tr>
                {columns.map((c) => {
                  const sorted = sorting[0]?.id === c.id ? (sorting[0].desc ? 'desc' : 'asc') : false;
                  const numeric = c.meta?.numeric;
                  return (
                    <th
                      key={c.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                      className={cn('whitespace-nowrap px-3 py-2.5 font-semibold', numeric && 'text-right')}
                    >
                      {canSort(c) ? (
                        <button
                          type="button"
                          onClick={() => toggleSort(c)}
                          className="inline-flex items-center gap-1 rounded uppercase hover:text-stone-900"
                        >
                          {renderHeader(c.header)}
                          <span aria-hidden className="text-stone-400">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        renderHeader(c.header)
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((r, i) => (
                <tr key={getRowId?.(r) ?? i} className="hover:bg-stone-50">
                  {columns.map((c) => (
                    <td
                      key={c.id}
                      className={cn('px-3 py-2.5 align-middle', c.meta?.numeric && 'text-right tabular-nums')}
                    >
                      {cellOf(c, r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > size && (
        <nav
          className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600"
          aria-label="Pages"
        >
          <span>
            {pageIndex * size + 1}–{Math.min(total, (pageIndex + 1) * size)} of {total}
          </span>
          <span className="flex items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={pageIndex === 0}
              onClick={() => setPagination({ ...pagination, pageIndex: pageIndex - 1 })}
            >
              Previous
            </Button>
            <span>
              Page {pageIndex + 1} of {pageCount}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={pageIndex + 1 >= pageCount}
              onClick={() => setPagination({ ...pagination, pageIndex: pageIndex + 1 })}
            >
              Next
            </Button>
          </span>
        </nav>
      )}
    </div>
  );
}
