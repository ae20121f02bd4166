import type { RouterOutputs } from '@app/api';
import {
  ORDER_STATUS_TABLE,
  PART_STATUS_TABLE,
  type StaffSettable,
  staffChoices,
} from '@app/api/order-status';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { controlClass } from '@app/ui/field';
import { type CellContext, createColumnHelper } from '@tanstack/react-table';
import { createContext, use } from 'react';
import { OrderOutlet } from '../../components/order-outlet.tsx';
import { rupees, slotText, when } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import staffOps from '../../locales/compiled/staffOps.ts';
import statusText from '../../locales/compiled/status.ts';
import { MessagesFold } from '../channels/messages-fold.tsx';

type Order = RouterOutputs['orders']['staff']['list']['items'][number];
const col = createColumnHelper<Order>();

/** What the row does: the status change, which order is being saved, and the bulk selection. */
const Actions = createContext<{
  busyId: string | null;
  change: (o: Order, s: StaffSettable) => void;
  picked: ReadonlyMap<string, Order>;
  toggle: (o: Order, on: boolean) => void;
}>({ busyId: null, change: () => {}, picked: new Map(), toggle: () => {} });

/** Lines shown in the row; the rest are counted. */
const LINES_SHOWN = 3;

/**
 * The staff orders list on a wide window (decision 0108): a row per order, each supplier part's
 * status in it, the status changed in the row. Phones keep the order cards.
 */
export function OrdersTable({
  orders,
  stale,
  busyId,
  onChange,
  picked,
  toggle,
}: {
  orders: Order[];
  stale: boolean;
  busyId: string | null;
  onChange: (o: Order, s: StaffSettable) => void;
  picked: ReadonlyMap<string, Order>;
  toggle: (o: Order, on: boolean) => void;
}) {
  const { t } = useT(staffOps, statusText);
  const columns = [
    col.display({
      id: 'select',
      header: () => <span className="sr-only">{t('staffOps.select')}</span>,
      cell: SelectCell,
    }),
    col.accessor('order_number', {
      header: t('staffOps.order'),
      enableSorting: false,
      cell: (c) => (
        <span className="whitespace-nowrap">
          <span className="font-semibold text-stone-900" data-testid="order-number">
            {c.getValue()}
          </span>
          <span className="block text-xs text-stone-500">{when(c.row.original.order_date)}</span>
          <MessagesFold orderId={c.row.original.id} />
        </span>
      ),
    }),
    col.accessor('restaurant_name', {
      header: t('staffOps.customer'),
      enableSorting: false,
      cell: CustomerCell,
    }),
    col.accessor('items', { header: t('staffOps.items'), enableSorting: false, cell: LinesCell }),
    col.accessor('parts', { header: t('staffOps.parts'), enableSorting: false, cell: PartsCell }),
    col.accessor('delivery_info', { header: t('staffOps.rider'), enableSorting: false, cell: RiderCell }),
    col.accessor('total_amount', {
      header: t('staffOps.total'),
      enableSorting: false,
      meta: { numeric: true },
      cell: TotalCell,
    }),
    col.accessor('status', { header: t('staffOps.status'), enableSorting: false, cell: StatusCell }),
  ];
  return (
    <Actions value={{ busyId, change: onChange, picked, toggle }}>
      <DataTable
        caption={t('staffOps.ordersTitle')}
        data={orders}
        columns={columns}
        getRowId={(o) => o.id}
        pageSize={orders.length || 1}
        stale={stale}
        rowTestId="staff-order-row"
        empty={null}
      />
    </Actions>
  );
}

function SelectCell({ row: { original: o } }: CellContext<Order, unknown>) {
  const { t } = useT(staffOps);
  const { picked, toggle } = use(Actions);
  return (
    <input
      type="checkbox"
      className="size-5 accent-brand-700"
      aria-label={t('staffOps.selectOrder', { order: o.order_number })}
      checked={picked.has(o.id)}
      onChange={(e) => toggle(o, e.target.checked)}
    />
  );
}

function CustomerCell({ row: { original: o } }: CellContext<Order, string>) {
  const { t } = useT(staffOps);
  return (
    <span className="block min-w-48">
      <span className="font-medium text-stone-900" translate="no">
        {o.restaurant_name}
      </span>
      <span className="block text-xs text-stone-600">
        {o.customer_name}
        {o.city_name ? ` · ${o.city_name}` : ''}
      </span>
      <OrderOutlet order={o} />
      {o.delivery_slot && (
        <span className="block text-xs font-medium text-stone-700">
          {t('staffOps.slot', { slot: slotText(o.delivery_slot) })}
        </span>
      )}
    </span>
  );
}

function LinesCell({ row: { original: o } }: CellContext<Order, Order['items']>) {
  const { t } = useT(staffOps);
  const goods = o.items.filter((i) => i.kind !== 'charge');
  const more = goods.length - LINES_SHOWN;
  return (
    <ul className="min-w-48 text-xs text-stone-700">
      {goods.slice(0, LINES_SHOWN).map((i, n) => (
        <li key={`${i.product_name}-${n}`}>
          {i.product_name} <span className="text-stone-500">× {quantityText(i.quantity, i.sold_by)}</span>
        </li>
      ))}
      {more > 0 && <li className="text-stone-500">{t('staffOps.moreLines', { count: more })}</li>}
    </ul>
  );
}

function PartsCell({ row: { original: o } }: CellContext<Order, Order['parts']>) {
  const { t } = useT(staffOps, statusText);
  return (
    <ul
      aria-label={t('staffOps.partsOf', { order: o.order_number })}
      className="flex min-w-40 flex-col gap-1"
    >
      {o.parts.map((p) => (
        <li key={p.supplier_id}>
          <Badge tone={PART_STATUS_TABLE[p.status].tone} wrap>
            {t('staffOps.part', { supplier: p.supplier_name, status: t(`partStatus.${p.status}`) })}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function RiderCell({ row: { original: o } }: CellContext<Order, Order['delivery_info']>) {
  const { t } = useT(staffOps, statusText);
  const d = o.delivery_info;
  if (!d) return <span className="text-xs text-stone-500">{t('staffOps.noRider')}</span>;
  return (
    <span className="text-xs">
      <span className="block font-medium text-stone-900">{d.delivery_person_name}</span>
      {t(`deliveryStatus.${d.delivery_status}`)}
    </span>
  );
}

function TotalCell({ row: { original: o } }: CellContext<Order, number>) {
  const { t } = useT(staffOps);
  return (
    <span className="whitespace-nowrap">
      <span className="font-semibold" data-testid="order-total">
        {rupees(o.total_amount)}
      </span>
      <span className="block text-xs text-stone-600">
        {t('staffOps.payment', { method: o.payment_method, status: o.payment_status })}
      </span>
    </span>
  );
}

/** The status, changed in the row; an order awaiting staff's confirmation has its button here. */
function StatusCell({ row: { original: o } }: CellContext<Order, Order['status']>) {
  const { t } = useT(staffOps, statusText);
  const { busyId, change } = use(Actions);
  const busy = busyId === o.id;
  const choices = staffChoices(o.status);
  return (
    <div className="flex min-w-44 flex-col items-start gap-1.5">
      <Badge tone={ORDER_STATUS_TABLE[o.status].tone}>{t(`orderStatus.${o.status}`)}</Badge>
      <select
        className={`${controlClass} h-9 w-44`}
        value={o.status}
        disabled={busy || choices.length === 0}
        aria-label={t('staffOps.statusOf', { order: o.order_number })}
        onChange={(e) => change(o, e.target.value as StaffSettable)}
      >
        {[o.status, ...choices].map((s) => (
          <option key={s} value={s}>
            {t(`orderStatus.${s}`)}
          </option>
        ))}
      </select>
      {o.confirm_deadline && (
        <p className="max-w-56 text-xs text-amber-900">
          {t('staffOps.awaitsConfirm', { time: when(o.confirm_deadline) })}
        </p>
      )}
      {o.confirm_deadline && (
        <Button
          size="sm"
          busy={busy}
          aria-label={t('staffOps.confirmOrderOf', { order: o.order_number })}
          onClick={() => change(o, 'confirmed')}
        >
          {t('staffOps.confirmOrder')}
        </Button>
      )}
    </div>
  );
}
