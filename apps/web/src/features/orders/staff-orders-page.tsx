import type { RouterOutputs } from '@app/api';
import { ORDER_STATUS_ORDER, type StaffSettable } from '@app/api/order-status';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { useWide } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { SelectField, TextField } from '@app/ui/field';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CityFilter } from '../../components/admin/city-filter.tsx';
import { ExportCsvButton } from '../../components/admin/export-csv-button.tsx';
import { PageHeader, QueryState } from '../../components/admin/page.tsx';
import { DateRangeFields, isReversed } from '../../components/date-range-fields.tsx';
import { Pager } from '../../components/pager.tsx';
import { errorMessage, errorStatus } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { oneOf, searchSchema } from '../../lib/list-search.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import { useSearchBox, useSetSearch } from '../../lib/url-list.ts';
import staffOps from '../../locales/compiled/staffOps.ts';
import statusText from '../../locales/compiled/status.ts';
import { OrderCard } from './staff-order-card.tsx';
import { OrdersBulk } from './staff-orders-bulk.tsx';
import { OrdersTable } from './staff-orders-table.tsx';

type Order = RouterOutputs['orders']['staff']['list']['items'][number];
type Settable = StaffSettable;
const PAGE_SIZE = 20;
// The queue filter (decision 0106) is read here rather than in the route's validateSearch: the route
// table loads with every page, the landing's included, and this screen's filter need not.
const queueSearch = searchSchema({ queue: oneOf(['unassigned', 'overdue']) });

export function OrdersPage() {
  const { t } = useT(staffOps, statusText);
  const utils = trpc.useUtils();
  const url = { ...useSearch({ from: '/admin/orders' }), ...queueSearch(useSearch({ strict: false })) };
  const set = useSetSearch<typeof url>();
  const box = useSearchBox(url.q, (q) => set({ q }, { replace: true }));
  const page = url.page ?? 1;
  const badRange = isReversed(url.from, url.to);
  const filters = {
    status: url.status,
    queue: url.queue,
    city_id: url.city,
    from: url.from,
    to: url.to,
    search: box.term,
  };
  const list = trpc.orders.staff.list.useQuery(
    { ...filters, page, page_size: PAGE_SIZE },
    { placeholderData: keepPreviousData, enabled: !badRange },
  );
  const wide = useWide();
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [picked, setPicked] = useState<ReadonlyMap<string, Order>>(new Map());
  const items = list.data?.items ?? [];
  const allPicked = items.length > 0 && items.every((o) => picked.has(o.id));
  const toggle = (o: Order, on: boolean) =>
    setPicked((old) => {
      const next = new Map(old);
      if (on) next.set(o.id, o);
      else next.delete(o.id);
      return next;
    });
  const setOrderStatus = trpc.orders.staff.setStatus.useMutation({
    onSuccess: (o) => {
      toast.success(t('staffOps.statusUpdated', { status: t(`orderStatus.${o.status}`) }));
      setCancelling(null);
      utils.orders.staff.list.invalidate();
    },
    onError: (e) => {
      toast.error(errorMessage(e, t('staffOps.statusFailed')));
      if (errorStatus(e) === 409) utils.orders.staff.list.invalidate();
    },
  });
  const change = (o: Order, next: Settable) => {
    if (next === o.status) return;
    if (next === 'cancelled') setCancelling(o);
    else setOrderStatus.mutate({ id: o.id, status: next, expected_version: o.version });
  };

  return (
    <>
      <PageHeader
        title={t('staffOps.ordersTitle')}
        description={t('staffOps.ordersIntro')}
        actions={
          <ExportCsvButton
            disabled={badRange}
            file={() => utils.orders.staff.exportCsv.fetch(filters, ALONE)}
          />
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        <TextField
          label={t('staffOps.searchOrders')}
          type="search"
          placeholder={t('staffOps.ordersPlaceholder')}
          value={box.value}
          onChange={(e) => box.onChange(e.target.value)}
        />
        <SelectField
          label={t('staffOps.status')}
          value={url.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as Order['status'] })}
        >
          <option value="">{t('staffOps.allStatuses')}</option>
          {ORDER_STATUS_ORDER.map((v) => (
            <option key={v} value={v}>
              {t(`orderStatus.${v}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('staffOps.queue')}
          value={url.queue ?? ''}
          onChange={(e) => set({ queue: (e.target.value || undefined) as typeof url.queue })}
        >
          <option value="">{t('staffOps.allOrders')}</option>
          <option value="unassigned">{t('staffOps.queueUnassigned')}</option>
          <option value="overdue">{t('staffOps.queueOverdue')}</option>
        </SelectField>
        <CityFilter value={url.city ?? ''} onChange={(city) => set({ city })} />
        <DateRangeFields from={url.from} to={url.to} onChange={set} />
      </div>
      <QueryState query={list} failed={t('staffOps.ordersFailed')}>
        {list.data?.items.length === 0 ? (
          <EmptyState icon={ReceiptText} title={t('staffOps.noOrders')} />
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={allPicked}
                  onChange={(e) => setPicked(new Map(e.target.checked ? items.map((o) => [o.id, o]) : []))}
                />
                {t('staffOps.selectAll')}
              </label>
              {picked.size > 0 && (
                <OrdersBulk
                  picked={[...picked.values()].map((o) => items.find((i) => i.id === o.id) ?? o)}
                  onClear={() => setPicked(new Map())}
                  onDone={(ids) => setPicked((old) => new Map([...old].filter(([id]) => !ids.includes(id))))}
                  onNarrow={(city) => {
                    setPicked((old) => new Map([...old].filter(([, o]) => o.city_id === city)));
                    set({ city });
                  }}
                />
              )}
            </div>
            {wide ? (
              <OrdersTable
                orders={items}
                stale={list.isPlaceholderData}
                busyId={setOrderStatus.isPending ? (setOrderStatus.variables?.id ?? null) : null}
                onChange={change}
                picked={picked}
                toggle={toggle}
              />
            ) : (
              <ul
                aria-busy={list.isPlaceholderData || undefined}
                className={`grid gap-4 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {items.map((o) => (
                  <li key={o.id}>
                    <OrderCard
                      order={o}
                      busy={setOrderStatus.isPending && setOrderStatus.variables?.id === o.id}
                      onChange={(s) => change(o, s)}
                      picked={picked.has(o.id)}
                      onPick={(on) => toggle(o, on)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={list.data?.total ?? 0}
          onPage={(p) => set({ page: p })}
        />
      </QueryState>
      <ConfirmDialog
        open={!!cancelling}
        title={t('staffOps.cancelQ')}
        message={t('staffOps.cancelWhat', { order: cancelling?.order_number ?? '' })}
        confirmLabel={t('staffOps.cancelOrder')}
        busy={setOrderStatus.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          setOrderStatus.mutate({
            id: cancelling.id,
            status: 'cancelled',
            expected_version: cancelling.version,
          })
        }
      />
    </>
  );
}
