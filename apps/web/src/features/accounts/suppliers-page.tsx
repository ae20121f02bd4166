import type { RouterOutputs } from '@app/api';
import type { SUPPLIER_SORTS } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useState } from 'react';
import { count } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import { useListState } from '../../lib/use-list-state.ts';
import people from '../../locales/compiled/people.ts';
import { StaffReliability } from '../reliability/staff-reliability.tsx';
import { AccountsScreen } from './accounts-screen.tsx';

// A supplier's terms and their form load when staff first open them.
const StaffTermsDialog = lazy(() => import('../terms/staff-terms-dialog.tsx'));
// Its prices for customers, and the price form, likewise.
const StaffPricesDialog = lazy(() => import('../contracts/staff-prices-dialog.tsx'));

type Row = RouterOutputs['accounts']['suppliers']['list']['items'][number];
const col = createColumnHelper<Row>();

export function SuppliersPage() {
  const { t } = useT(people);
  const [terms, setTerms] = useState<Row | null>(null);
  const [prices, setPrices] = useState<Row | null>(null);
  const extraColumns = [
    col.accessor('gstin', {
      header: t('people.seller'),
      enableSorting: false,
      cell: (c) => {
        const r = c.row.original;
        return (
          <div className="flex min-w-40 flex-col text-xs">
            <span className="font-medium text-stone-900">{r.legal_name || '—'}</span>
            <span className="font-mono">{r.gstin ?? t('people.noGstin')}</span>
            <span className="text-stone-600">{r.state || t('people.stateNotSet')}</span>
          </div>
        );
      },
    }),
    col.accessor('total_products', {
      header: t('people.total'),
      meta: { numeric: true },
      cell: (c) => count(c.getValue()),
    }),
    col.accessor('approved_products', {
      header: t('people.approved'),
      meta: { numeric: true },
      cell: (c) => count(c.getValue()),
    }),
    col.accessor('pending_products', {
      header: t('people.pending'),
      meta: { numeric: true },
      cell: (c) => count(c.getValue()),
    }),
  ];
  const state = useListState<(typeof SUPPLIER_SORTS)[number]>('restaurant_name');
  const utils = trpc.useUtils();
  const list = trpc.accounts.suppliers.list.useQuery(state.input, { placeholderData: keepPreviousData });
  const done = () => utils.accounts.suppliers.list.invalidate();
  const update = trpc.accounts.suppliers.update.useMutation({ onSuccess: done });
  const status = trpc.accounts.suppliers.setStatus.useMutation({ onSuccess: done });
  const remove = trpc.accounts.suppliers.remove.useMutation({ onSuccess: done });
  const totals = list.data?.totals;
  return (
    <>
      <AccountsScreen
        kind="supplier"
        companyLabel={t('people.companyName')}
        list={list}
        state={state}
        stats={[
          { label: t('people.totalSuppliers'), value: count(totals?.suppliers) },
          { label: t('people.totalProducts'), value: count(totals?.products) },
          { label: t('people.approvedProducts'), value: count(totals?.approved_products) },
          { label: t('people.pendingApproval'), value: count(totals?.pending_products) },
        ]}
        extraColumns={extraColumns}
        update={(id, values) => update.mutateAsync({ id, ...values })}
        setStatus={(id, is_active) => status.mutateAsync({ id, is_active })}
        remove={(id) => remove.mutateAsync({ id })}
        exportCsv={() => utils.accounts.suppliers.exportCsv.fetch(state.input, ALONE)}
        busy={{ update: update.isPending, status: status.isPending, remove: remove.isPending }}
        rowAction={(r) => {
          const name = { name: r.restaurant_name || r.name };
          return (
            <>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setTerms(r)}
                aria-label={t('people.termsFor', name)}
              >
                {t('people.terms')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setPrices(r)}
                aria-label={t('people.pricesFor', name)}
              >
                {t('people.prices')}
              </Button>
            </>
          );
        }}
      />
      {terms && (
        <Suspense fallback={null}>
          <StaffTermsDialog supplier={terms} onClose={() => setTerms(null)} />
        </Suspense>
      )}
      {prices && (
        <Suspense fallback={null}>
          <StaffPricesDialog supplier={prices} onClose={() => setPrices(null)} />
        </Suspense>
      )}
      <StaffReliability />
    </>
  );
}
