import { flexRender, type Table } from '@tanstack/react-table';

/** A table on wide screens and a card per row under 640 px, so nothing scrolls sideways on a phone. */
export function ResponsiveTable<T>({
  table,
  caption,
  listLabel,
}: {
  table: Table<T>;
  caption: string;
  listLabel: string;
}) {
  const rows = table.getRowModel().rows;
  const right = (numeric?: boolean) => (numeric ? 'text-right tabular-nums' : '');
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-stone-200 sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase text-stone-600">
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => (
                  <th
                    key={h.id}
                    scope="col"
                    className={`px-3 py-2 ${right(h.column.columnDef.meta?.numeric)}`}
                  >
                    {flexRender(h.column.columnDef.header, h.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((r) => (
              <tr key={r.id}>
                {r.getVisibleCells().map((c) => (
                  <td key={c.id} className={`px-3 py-2 ${right(c.column.columnDef.meta?.numeric)}`}>
                    {flexRender(c.column.columnDef.cell, c.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={listLabel} className="flex flex-col gap-3 sm:hidden">
        {rows.map((r) => (
          <li key={r.id} className="rounded-lg border border-stone-200 p-3 text-sm">
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
              {r.getVisibleCells().map((c) => (
                <div key={c.id} className={c.column.columnDef.meta?.numeric ? '' : 'col-span-2'}>
                  <dt className="text-xs text-stone-500">{c.column.columnDef.header as string}</dt>
                  <dd className="min-w-0 break-words">
                    {flexRender(c.column.columnDef.cell, c.getContext())}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
