import type { RouterOutputs } from '@app/api';
import type { SUPPLIER_SORTS } from '@app/api/schemas';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { count } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { useListState } from '../../lib/use-list-state.ts';
import { AccountsScreen } from './accounts-screen.tsx';

type Row = RouterOutputs['accounts']['suppliers']['list']['items'][number];
const col = createColumnHelper<Row>();
const extraColumns = [
  col.accessor('gstin', {
    header: 'Seller',
    enableSorting: false,
    cell: (c) => {
      const r = c.row.original;
      return (
        <div className="flex min-w-40 flex-col text-xs">
          <span className="font-medium text-stone-900">{r.legal_name || '—'}</span>
          <span className="font-mono">{r.gstin ?? 'No GSTIN (bill of supply)'}</span>
          <span className="text-stone-600">{r.state || 'State not set'}</span>
        </div>
      );
    },
  }),
  col.accessor('total_products', {
    header: 'Total',
    meta: { numeric: true },
    cell: (c) => count(c.getValue()),
  }),
  col.accessor('approved_products', {
    header: 'Approved',
    meta: { numeric: true },
    cell: (c) => count(c.getValue()),
  }),
  col.accessor('pending_products', {
    header: 'Pending',
    meta: { numeric: true },
    cell: (c) => count(c.getValue()),
  }),
];

export function SuppliersPage() {
  const state = useListState<(typeof SUPPLIER_SORTS)[number]>('restaurant_name');
  const utils = trpc.useUtils();
  const list = trpc.accounts.suppliers.list.useQuery(state.input, { placeholderData: keepPreviousData });
  const done = () => utils.accounts.suppliers.list.invalidate();
  const update = trpc.accounts.suppliers.update.useMutation({ onSuccess: done });
  const status = trpc.accounts.suppliers.setStatus.useMutation({ onSuccess: done });
  const remove = trpc.accounts.suppliers.remove.useMutation({ onSuccess: done });
  const totals = list.data?.totals;
  return (
    <AccountsScreen
      noun="Supplier"
      companyLabel="Company name"
      list={list}
      state={state}
      stats={[
        { label: 'Total Suppliers', value: count(totals?.suppliers) },
        { label: 'Total Products', value: count(totals?.products) },
        { label: 'Approved Products', value: count(totals?.approved_products) },
        { label: 'Pending Approval', value: count(totals?.pending_products) },
      ]}
      extraColumns={extraColumns}
      update={(id, values) => update.mutateAsync({ id, ...values })}
      setStatus={(id, is_active) => status.mutateAsync({ id, is_active })}
      remove={(id) => remove.mutateAsync({ id })}
      exportCsv={() => utils.accounts.suppliers.exportCsv.fetch(state.input)}
      busy={{ update: update.isPending, status: status.isPending, remove: remove.isPending }}
    />
  );
}
