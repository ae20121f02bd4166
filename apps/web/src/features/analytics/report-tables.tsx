import type { RouterOutputs } from '@app/api';
import { DataTable } from '@app/ui/data-table';
import { createColumnHelper } from '@tanstack/react-table';
import { count, rupees } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import analytics from '../../locales/compiled/analytics.ts';

type Sales = RouterOutputs['analytics']['sales'];
type Method = Sales['paymentMethods'][number];
type City = Sales['cityWise'][number];
type Product = Sales['productWise'][number];

/** A payment method's name as the reports show it (table and chart). */
export function usePaymentMethodName() {
  const { t } = useT(analytics);
  return (m: Method['payment_method']) =>
    m === 'COD'
      ? t('analytics.table.cod')
      : m === 'CREDIT'
        ? t('analytics.table.credit')
        : t('analytics.table.online');
}

const method = createColumnHelper<Method>();

export function PaymentMethodsTable({ rows }: { rows: Method[] }) {
  const { t } = useT(analytics);
  const name = usePaymentMethodName();
  const columns = [
    method.accessor('payment_method', {
      header: t('analytics.table.method'),
      cell: (c) => name(c.getValue()),
    }),
    method.accessor('order_count', {
      header: t('analytics.table.orders'),
      meta: { numeric: true },
      cell: (c) => count(c.getValue()),
    }),
    // Cash on delivery is revenue once delivered: the orders the revenue beside it is made of.
    method.accessor('revenue_orders', {
      header: t('analytics.table.revenueOrders'),
      meta: { numeric: true },
      cell: (c) => count(c.getValue()),
    }),
    method.accessor('total_revenue', {
      header: t('analytics.revenue'),
      meta: { numeric: true },
      cell: (c) => rupees(c.getValue()),
    }),
  ];
  return (
    <DataTable cards caption={t('analytics.reports.methods')} data={rows} columns={columns} empty={null} />
  );
}

const city = createColumnHelper<City>();

export function CitySalesTable({ rows }: { rows: City[] }) {
  const { t } = useT(analytics);
  const columns = [
    city.accessor('city_name', {
      header: t('analytics.table.city'),
      cell: (c) => (
        <span translate="no" className="font-medium">
          {c.getValue()}
        </span>
      ),
    }),
    city.accessor('state', {
      header: t('analytics.table.state'),
      cell: (c) => <span translate="no">{c.getValue()}</span>,
    }),
    city.accessor('total_orders', {
      header: t('analytics.table.orders'),
      meta: { numeric: true },
      cell: (c) => count(c.getValue()),
    }),
    city.accessor('total_revenue', {
      header: t('analytics.revenue'),
      meta: { numeric: true },
      cell: (c) => rupees(c.getValue()),
    }),
  ];
  return (
    <DataTable
      caption={t('analytics.reports.citySales')}
      cards
      data={rows}
      columns={columns}
      empty={null}
      pageSize={50}
    />
  );
}

const product = createColumnHelper<Product>();

export function TopProductsTable({ rows }: { rows: Product[] }) {
  const { t } = useT(analytics);
  const columns = [
    product.display({
      id: 'rank',
      header: '#',
      cell: (c) => <span className="text-stone-500">{c.row.index + 1}</span>,
    }),
    product.accessor('product_name', {
      header: t('analytics.table.product'),
      cell: (c) => (
        <span translate="no">
          <span className="font-medium">{c.getValue()}</span>
          <span className="block text-xs text-stone-500">
            {[c.row.original.brand, c.row.original.unit].filter(Boolean).join(' · ')}
          </span>
        </span>
      ),
    }),
    product.accessor('total_quantity', {
      header: t('analytics.table.quantity'),
      meta: { numeric: true },
      cell: (c) => quantityText(c.getValue(), c.row.original.sold_by),
    }),
    product.accessor('order_count', {
      header: t('analytics.table.orders'),
      meta: { numeric: true },
      cell: (c) => count(c.getValue()),
    }),
    product.accessor('total_revenue', {
      header: t('analytics.revenue'),
      meta: { numeric: true },
      cell: (c) => rupees(c.getValue()),
    }),
  ];
  return (
    <DataTable cards caption={t('analytics.table.topCaption')} data={rows} columns={columns} empty={null} />
  );
}
