import type { RouterOutputs } from '@app/api';
import { PART_STATUS_ORDER, type PartStatus } from '@app/api/order-status';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { ReceiptText, SearchX, TriangleAlert } from 'lucide-react';
import { DateRangeFields, isReversed } from '../../components/date-range-fields.tsx';
import { Pager } from '../../components/pager.tsx';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSetSearch } from '../../lib/url-list.ts';
import statusText from '../../locales/compiled/status.ts';
import supplierOrders from '../../locales/compiled/supplierOrders.ts';
import { SupplierOrderCard } from './supplier-order-card.tsx';

type Search = { status?: PartStatus; from?: string; to?: string; page?: number };
export type SupplierOrder = RouterOutputs['orders']['supplier']['list']['items'][number];

const PAGE_SIZE = 20;

/** /supplier/orders: every order holding the supplier's products, its part to accept, pack and hand over. */
export function SupplierOrdersPage() {
  const { t } = useT(supplierOrders, statusText);
  const search: Search = useSearch({ from: '/_authed/supplier/orders' });
  const set = useSetSearch<Search>();
  const { page = 1 } = search;
  const reversed = isReversed(search.from, search.to);
  const orders = trpc.orders.supplier.list.useQuery(
    { status: search.status, from: search.from, to: search.to, page, page_size: PAGE_SIZE },
    { placeholderData: keepPreviousData, enabled: !reversed },
  );
  const filtered = Boolean(search.status || search.from || search.to);
  const counts = orders.data?.counts;
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-4">
      <header>
        <h1 className="text-2xl font-bold">{t('supplierOrders.title')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('supplierOrders.intro')}</p>
      </header>

      <section aria-label={t('supplierOrders.filters')} className="flex flex-col gap-3">
        <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
          <legend className="sr-only">{t('supplierOrders.statusLegend')}</legend>
          <FilterChip active={!search.status} onClick={() => set({ status: undefined })}>
            {t('supplierOrders.all')}
          </FilterChip>
          {PART_STATUS_ORDER.map((s) => (
            <FilterChip key={s} active={search.status === s} onClick={() => set({ status: s })}>
              {t(`partStatus.${s}`)}
              {counts ? <span className="ml-1 tabular-nums opacity-75">{counts[s]}</span> : null}
            </FilterChip>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-end gap-3">
          <DateRangeFields
            from={search.from}
            to={search.to}
            labels={[t('supplierOrders.orderedFrom'), t('supplierOrders.to')]}
            onChange={(patch) => set(patch, { replace: true })}
          />
          {filtered && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => set({ status: undefined, from: undefined, to: undefined })}
            >
              {t('supplierOrders.clear')}
            </Button>
          )}
        </div>
      </section>

      {reversed ? null : orders.isPending ? (
        <Spinner label={t('supplierOrders.loading')} />
      ) : orders.isError ? (
        <EmptyState icon={TriangleAlert} title={t('supplierOrders.failed')}>
          <Button variant="secondary" size="sm" onClick={() => orders.refetch()}>
            {t('supplierOrders.tryAgain')}
          </Button>
        </EmptyState>
      ) : orders.data.items.length === 0 ? (
        filtered ? (
          <EmptyState icon={SearchX} title={t('supplierOrders.noMatch')}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => set({ status: undefined, from: undefined, to: undefined })}
            >
              {t('supplierOrders.showAll')}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState icon={ReceiptText} title={t('supplierOrders.noneYet')}>
            {t('supplierOrders.noneYetText')}
          </EmptyState>
        )
      ) : (
        <>
          <ul
            className="flex flex-col gap-3"
            aria-label={t('supplierOrders.list')}
            aria-busy={orders.isPlaceholderData}
          >
            {orders.data.items.map((o) => (
              <SupplierOrderCard key={o.order_id} order={o} />
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={orders.data.total}
            onPage={(p) => set({ ...search, page: p > 1 ? p : undefined })}
          />
        </>
      )}
    </main>
  );
}

function FilterChip({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className="shrink-0 rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
    >
      {children}
    </button>
  );
}
