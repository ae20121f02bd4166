import {
  type ColumnDef,
  type ColumnFiltersState,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type OnChangeFn,
  type PaginationState,
  type RowData,
  type SortingState,
  type Table,
  useReactTable,
} from '@tanstack/react-table';
import { ChevronDown, ChevronsUpDown, ChevronUp } from 'lucide-react';
import { type ReactNode, useState, useSyncExternalStore } from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.tsx';
import { controlClass } from './field.tsx';
import { useWords } from './words.tsx';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** A filter control under the header: free text or a choice. */
    filter?: { label: string; options?: { value: string; label: string }[] };
    /** Right-aligned numbers. */
    numeric?: boolean;
    /** In the phone cards: `title` heads the card without a label, `plain` drops the label. */
    card?: 'title' | 'plain';
  }
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
  /** A `data-testid` for each row (or card). */
  rowTestId?: string;
  /** Under 640 px, a card per row (labelled fields, nothing cut) instead of a sideways scroll. */
  cards?: boolean;
}

const WIDE = '(min-width: 640px)';
const subscribeWide = (change: () => void) => {
  const q = window.matchMedia(WIDE);
  q.addEventListener('change', change);
  return () => q.removeEventListener('change', change);
};

/**
 * Whether the window is at least 640 px wide (Tailwind's `sm`), following resizes; true when
 * rendered on a server. Screens with a table on wide windows show cards below it.
 */
export const useWide = () =>
  useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );

/**
 * Sortable, filterable, paged table on @tanstack/react-table; on small screens it scrolls sideways,
 * or with `cards` shows a card per row.
 */
export function DataTable<T>({
  data,
  columns,
  caption,
  empty,
  getRowId,
  server,
  pageSize = 20,
  stale,
  cards,
  rowTestId,
}: DataTableProps<T>) {
  const words = useWords();
  const wide = useWide();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: {
      sorting: server?.sorting ?? sorting,
      columnFilters: server?.columnFilters ?? columnFilters,
      pagination: server?.pagination ?? pagination,
    },
    onSortingChange: server?.onSortingChange ?? setSorting,
    onColumnFiltersChange: server?.onColumnFiltersChange ?? setColumnFilters,
    onPaginationChange: server?.onPaginationChange ?? setPagination,
    manualPagination: !!server,
    manualSorting: !!server,
    manualFiltering: !!server,
    rowCount: server?.total,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: server ? undefined : getSortedRowModel(),
    getFilteredRowModel: server ? undefined : getFilteredRowModel(),
    getPaginationRowModel: server ? undefined : getPaginationRowModel(),
  });
  const rows = table.getRowModel().rows;
  const total = server?.total ?? table.getFilteredRowModel().rows.length;
  const { pageIndex, pageSize: size } = table.getState().pagination;
  const filters = table.getAllLeafColumns().filter((c) => c.columnDef.meta?.filter);
  return (
    <div className="flex flex-col gap-3">
      {filters.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {filters.map((c) => {
            const f = c.columnDef.meta!.filter!;
            const value = (c.getFilterValue() as string | undefined) ?? '';
            return (
              <div key={c.id} className="flex min-w-40 flex-col gap-1 text-sm font-medium text-stone-800">
                <label htmlFor={`filter-${c.id}`}>{f.label}</label>
                {f.options ? (
                  <select
                    id={`filter-${c.id}`}
                    className={cn(controlClass, 'h-10')}
                    value={value}
                    onChange={(e) => c.setFilterValue(e.target.value || undefined)}
                  >
                    <option value="">{words('All')}</option>
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
                    onChange={(e) => c.setFilterValue(e.target.value || undefined)}
                  />
                )}
              </div>
            );
          })}
        </div>
      )}
      {rows.length === 0 ? (
        empty
      ) : cards && !wide ? (
        <CardList table={table} caption={caption} stale={stale} rowTestId={rowTestId} />
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
          {/* Dimmed while the next rows load, and said so to assistive technology. */}
          <table
            aria-busy={stale || undefined}
            className={cn('w-full text-left text-sm', stale && 'opacity-60')}
          >
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
              {table.getHeaderGroups().map((hg) => (
                <tr key={hg.id}>
                  {hg.headers.map((h) => {
                    const sorted = h.column.getIsSorted();
                    const SortIcon =
                      sorted === 'asc' ? ChevronUp : sorted === 'desc' ? ChevronDown : ChevronsUpDown;
                    const numeric = h.column.columnDef.meta?.numeric;
                    return (
                      <th
                        key={h.id}
                        scope="col"
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                        className={cn('whitespace-nowrap px-3 py-2.5 font-semibold', numeric && 'text-right')}
                      >
                        {h.isPlaceholder ? null : h.column.getCanSort() ? (
                          <button
                            type="button"
                            onClick={h.column.getToggleSortingHandler()}
                            className="inline-flex items-center gap-1 rounded uppercase hover:text-stone-900"
                          >
                            {flexRender(h.column.columnDef.header, h.getContext())}
                            <SortIcon aria-hidden className="size-3.5 text-stone-400" />
                          </button>
                        ) : (
                          flexRender(h.column.columnDef.header, h.getContext())
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((r) => (
                <tr key={r.id} className="hover:bg-stone-50" data-testid={rowTestId}>
                  {r.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn(
                        'px-3 py-2.5 align-middle',
                        cell.column.columnDef.meta?.numeric && 'text-right tabular-nums',
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
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
          aria-label={words('Pages')}
        >
          <span>
            {words(`${pageIndex * size + 1}–${Math.min(total, (pageIndex + 1) * size)} of ${total}`)}
          </span>
          <span className="flex items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={!table.getCanPreviousPage()}
              onClick={() => table.previousPage()}
            >
              {words('Previous')}
            </Button>
            <span>{words(`Page ${pageIndex + 1} of ${Math.max(1, table.getPageCount())}`)}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={!table.getCanNextPage()}
              onClick={() => table.nextPage()}
            >
              {words('Next')}
            </Button>
          </span>
        </nav>
      )}
    </div>
  );
}

/** The rows as cards: each cell under its column's header, numbers beside each other. */
function CardList<T>({
  table,
  caption,
  stale,
  rowTestId,
}: {
  table: Table<T>;
  caption: string;
  stale?: boolean;
  rowTestId?: string;
}) {
  const headers = table.getFlatHeaders();
  return (
    <ul
      aria-label={caption}
      aria-busy={stale || undefined}
      className={cn('flex flex-col gap-3', stale && 'opacity-60')}
    >
      {table.getRowModel().rows.map((r) => (
        <li
          key={r.id}
          className="rounded-xl border border-stone-200 bg-white p-3 text-sm shadow-sm"
          data-testid={rowTestId}
        >
          <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
            {r.getVisibleCells().map((cell) => {
              const meta = cell.column.columnDef.meta;
              const header = headers.find((h) => h.column.id === cell.column.id);
              const value = flexRender(cell.column.columnDef.cell, cell.getContext());
              if (meta?.card === 'title' || meta?.card === 'plain')
                return (
                  <div
                    key={cell.id}
                    className={cn('col-span-2 min-w-0 break-words', meta.card === 'title' && 'order-first')}
                  >
                    <dt className="sr-only">
                      {header && flexRender(cell.column.columnDef.header, header.getContext())}
                    </dt>
                    <dd>{value}</dd>
                  </div>
                );
              return (
                <div key={cell.id} className={cn('min-w-0', !meta?.numeric && 'col-span-2')}>
                  <dt className="text-xs font-medium text-stone-500">
                    {header && flexRender(cell.column.columnDef.header, header.getContext())}
                  </dt>
                  <dd className={cn('break-words', meta?.numeric && 'tabular-nums')}>{value}</dd>
                </div>
              );
            })}
          </dl>
        </li>
      ))}
    </ul>
  );
}
