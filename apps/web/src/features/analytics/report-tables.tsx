import type { RouterOutputs } from '@app/api';
import { DataTable } from '@app/ui/data-table';
import { createColumnHelper } from '@tanstack/react-table';
import { count, rupees } from '../../lib/format.ts';

type Sales = RouterOutputs['analytics']['sales'];
type Method = Sales['paymentMethods'][number];
type City = Sales['cityWise'][number];
type Product = Sales['productWise'][number];

const method = createColumnHelper<Method>();
const methodColumns = [
  method.accessor('payment_method', {
    header: 'Method',
    cell: (c) => (c.getValue() === 'COD' ? 'Cash on delivery' : 'Online'),
  }),
  method.accessor('order_count', {
    header: 'Orders',
    meta: { numeric: true },
    cell: (c) => count(c.getValue()),
  }),
  method.accessor('total_revenue', {
    header: 'Revenue',
    meta: { numeric: true },
    cell: (c) => rupees(c.getValue()),
  }),
];

export const PaymentMethodsTable = ({ rows }: { rows: Method[] }) => (
  <DataTable caption="Payment methods" data={rows} columns={methodColumns} empty={null} />
);

const city = createColumnHelper<City>();
const cityColumns = [
  city.accessor('city_name', {
    header: 'City',
    cell: (c) => <span className="font-medium">{c.getValue()}</span>,
  }),
  city.accessor('state', { header: 'State' }),
  city.accessor('total_orders', {
    header: 'Orders',
    meta: { numeric: true },
    cell: (c) => count(c.getValue()),
  }),
  city.accessor('total_revenue', {
    header: 'Revenue',
    meta: { numeric: true },
    cell: (c) => rupees(c.getValue()),
  }),
];

export const CitySalesTable = ({ rows }: { rows: City[] }) => (
  <DataTable caption="City-wise sales" data={rows} columns={cityColumns} empty={null} pageSize={50} />
);

const product = createColumnHelper<Product>();
const productColumns = [
  product.display({
    id: 'rank',
    header: '#',
    cell: (c) => <span className="text-stone-500">{c.row.index + 1}</span>,
  }),
  product.accessor('product_name', {
    header: 'Product',
    cell: (c) => (
      <span>
        <span className="font-medium">{c.getValue()}</span>
        <span className="block text-xs text-stone-500">
          {[c.row.original.brand, c.row.original.unit].filter(Boolean).join(' · ')}
        </span>
      </span>
    ),
  }),
  product.accessor('total_quantity', {
    header: 'Quantity',
    meta: { numeric: true },
    cell: (c) => count(c.getValue()),
  }),
  product.accessor('order_count', {
    header: 'Orders',
    meta: { numeric: true },
    cell: (c) => count(c.getValue()),
  }),
  product.accessor('total_revenue', {
    header: 'Revenue',
    meta: { numeric: true },
    cell: (c) => rupees(c.getValue()),
  }),
];

export const TopProductsTable = ({ rows }: { rows: Product[] }) => (
  <DataTable caption="Top 10 products by revenue" data={rows} columns={productColumns} empty={null} />
);
