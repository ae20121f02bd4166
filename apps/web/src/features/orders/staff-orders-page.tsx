import type { RouterOutputs } from '@app/api';
import {
  ORDER_STATUS_ORDER,
  ORDER_STATUS_TABLE,
  PART_STATUS_TABLE,
  type StaffSettable,
  staffChoices,
} from '@app/api/order-status';
import { formatPhone, lineAmount, toPaise, toRupees, toStored } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { useWide } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { controlClass, SelectField, TextField } from '@app/ui/field';
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
import { SoldBy } from '../../components/sold-by.tsx';
import { errorMessage, errorStatus } from '../../lib/errors.ts';
import { rupees, slotText, when } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { oneOf, searchSchema } from '../../lib/list-search.ts';
import { quantityText } from '../../lib/quantity.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import { useSearchBox, useSetSearch } from '../../lib/url-list.ts';
import staffOps from '../../locales/compiled/staffOps.ts';
import statusText from '../../locales/compiled/status.ts';
import { MessagesFold } from '../channels/messages-fold.tsx';
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
        ) : wide ? (
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
                />
              )}
            </div>
            <OrdersTable
              orders={items}
              stale={list.isPlaceholderData}
              busyId={setOrderStatus.isPending ? (setOrderStatus.variables?.id ?? null) : null}
              onChange={change}
              picked={picked}
              toggle={toggle}
            />
          </div>
        ) : (
          <ul className={`grid gap-4 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            {list.data?.items.map((o) => (
              <li key={o.id}>
                <OrderCard
                  order={o}
                  busy={setOrderStatus.isPending && setOrderStatus.variables?.id === o.id}
                  onChange={(s) => change(o, s)}
                />
              </li>
            ))}
          </ul>
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

function OrderCard({
  order: o,
  busy,
  onChange,
}: {
  order: Order;
  busy: boolean;
  onChange: (s: Settable) => void;
}) {
  const { t } = useT(staffOps, statusText);
  const choices = staffChoices(o.status);
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold text-stone-900" data-testid="order-number">
            {o.order_number}
          </h2>
          <p className="text-sm text-stone-600">{when(o.order_date)}</p>
        </div>
        <Badge tone={ORDER_STATUS_TABLE[o.status].tone}>{t(`orderStatus.${o.status}`)}</Badge>
      </div>
      <div className="text-sm text-stone-700">
        <p className="font-medium">
          {o.restaurant_name} · {o.customer_name}
        </p>
        <p>
          {o.delivery_address}
          {o.city_name ? `, ${o.city_name}` : ''} · {formatPhone(o.phone)}
        </p>
        {o.delivery_slot && (
          <p className="font-medium">{t('staffOps.slot', { slot: slotText(o.delivery_slot) })}</p>
        )}
      </div>
      <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200 text-sm">
        {o.items.map((i, n) => (
          <li key={`${i.product_name}-${n}`} className="flex justify-between gap-2 px-3 py-1.5">
            {i.kind === 'charge' ? (
              <span>{t('staffOps.supplierCharge', { supplier: i.supplier_name })}</span>
            ) : (
              <span>
                {i.product_name}{' '}
                <span className="text-stone-500">× {quantityText(i.quantity, i.sold_by)}</span>
                <SoldBy brand={i.brand} supplier={i.supplier_name} />
              </span>
            )}
            <span className="tabular-nums">
              {rupees(toRupees(lineAmount(toPaise(i.price), toStored(i.quantity, i.sold_by)!, i.sold_by)))}
            </span>
          </li>
        ))}
      </ul>
      {o.parts.length > 0 && (
        <ul aria-label={t('staffOps.partsOf', { order: o.order_number })} className="flex flex-wrap gap-1.5">
          {o.parts.map((p) => (
            <li key={p.supplier_id}>
              <Badge tone={PART_STATUS_TABLE[p.status].tone} wrap>
                {t('staffOps.part', { supplier: p.supplier_name, status: t(`partStatus.${p.status}`) })}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {o.confirm_deadline && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3">
          <p className="text-sm text-amber-900">
            {t('staffOps.awaitsConfirm', { time: when(o.confirm_deadline) })}
          </p>
          <Button
            size="sm"
            busy={busy}
            aria-label={t('staffOps.confirmOrderOf', { order: o.order_number })}
            onClick={() => onChange('confirmed')}
          >
            {t('staffOps.confirmOrder')}
          </Button>
        </div>
      )}
      {o.delivery_info && (
        <p className="text-sm text-stone-600">
          {t('staffOps.deliveryBy', {
            rider: o.delivery_info.delivery_person_name,
            status: t(`deliveryStatus.${o.delivery_info.delivery_status}`),
          })}
        </p>
      )}
      <MessagesFold orderId={o.id} />
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm">
          <span className="text-stone-600">
            {t('staffOps.payment', { method: o.payment_method, status: o.payment_status })}
          </span>
          <br />
          <span className="text-lg font-bold tabular-nums" data-testid="order-total">
            {rupees(o.total_amount)}
          </span>
        </p>
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
          {t('staffOps.status')}
          <select
            className={`${controlClass} h-10 w-44`}
            value={o.status}
            disabled={busy || choices.length === 0}
            aria-label={t('staffOps.statusOf', { order: o.order_number })}
            onChange={(e) => onChange(e.target.value as Settable)}
          >
            {[o.status, ...choices].map((s) => (
              <option key={s} value={s}>
                {t(`orderStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </Card>
  );
}
