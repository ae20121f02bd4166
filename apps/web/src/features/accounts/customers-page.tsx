import type { RouterOutputs } from '@app/api';
import type { CUSTOMER_SORTS } from '@app/api/schemas';
import { Button } from '@app/ui/button';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useState } from 'react';
import { count, rupees } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import { useListState } from '../../lib/use-list-state.ts';
import people from '../../locales/compiled/people.ts';
import { AccountsScreen } from './accounts-screen.tsx';

type Row = RouterOutputs['accounts']['customers']['list']['items'][number];
const col = createColumnHelper<Row>();

const CreditDialog = lazy(() => import('../credit/credit-dialog.tsx'));

export function CustomersPage() {
  const { t } = useT(people);
  const extraColumns = [
    col.accessor('order_count', {
      header: t('people.orders'),
      meta: { numeric: true },
      cell: (c) => count(c.getValue()),
    }),
    col.accessor('total_spent', {
      header: t('people.totalSpent'),
      meta: { numeric: true },
      cell: (c) => rupees(c.getValue()),
    }),
  ];
  const [credit, setCredit] = useState<Row | null>(null);
  const state = useListState<(typeof CUSTOMER_SORTS)[number]>('restaurant_name');
  const utils = trpc.useUtils();
  const list = trpc.accounts.customers.list.useQuery(state.input, { placeholderData: keepPreviousData });
  const done = () => utils.accounts.customers.list.invalidate();
  const update = trpc.accounts.customers.update.useMutation({ onSuccess: done });
  const status = trpc.accounts.customers.setStatus.useMutation({ onSuccess: done });
  const remove = trpc.accounts.customers.remove.useMutation({ onSuccess: done });
  const totals = list.data?.totals;
  return (
    <>
      <AccountsScreen
        kind="customer"
        companyLabel={t('people.restaurantName')}
        list={list}
        state={state}
        stats={[
          { label: t('people.totalCustomers'), value: count(totals?.customers) },
          { label: t('people.totalOrders'), value: count(totals?.orders) },
          {
            label: t('people.totalRevenue'),
            value: rupees(totals?.revenue),
            hint: t('people.paidOrDelivered'),
          },
        ]}
        extraColumns={extraColumns}
        update={(id, values) => update.mutateAsync({ id, ...values })}
        setStatus={(id, is_active) => status.mutateAsync({ id, is_active })}
        remove={(id) => remove.mutateAsync({ id })}
        exportCsv={() => utils.accounts.customers.exportCsv.fetch(state.input, ALONE)}
        busy={{ update: update.isPending, status: status.isPending, remove: remove.isPending }}
        rowAction={(r) => (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setCredit(r)}
            aria-label={t('people.creditFor', { name: r.name })}
          >
            {t('people.credit')}
          </Button>
        )}
      />
      {credit && (
        <Suspense fallback={null}>
          <CreditDialog customer={credit} onClose={() => setCredit(null)} />
        </Suspense>
      )}
    </>
  );
}
