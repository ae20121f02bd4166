import { isSuperAdmin } from '@app/api/access';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { StatCard } from '@app/ui/stat-card';
import { CircleCheck, Hourglass, IndianRupee, ReceiptText, TrendingDown } from 'lucide-react';
import { PageHeader, QueryState, Section } from '../../components/admin/page.tsx';
import { compactRupees, count, rupees } from '../../lib/format.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { AreaChart, BarChart, DonutChart } from './charts.tsx';
import { DateRangeBar, useUrlRange } from './date-range.tsx';
import { CitySalesTable, PaymentMethodsTable, TopProductsTable } from './report-tables.tsx';

export function ReportsPage() {
  const user = session.user();
  const [range, setRange] = useUrlRange();
  const overview = trpc.analytics.sales.overview.useQuery(range);
  const daily = trpc.analytics.sales.daily.useQuery(range);
  const cities = trpc.analytics.sales.cityWise.useQuery(range);
  const products = trpc.analytics.sales.productWise.useQuery(range);
  const categories = trpc.analytics.sales.categoryWise.useQuery(range);
  const methods = trpc.analytics.sales.paymentMethods.useQuery(range);
  const o = overview.data;
  return (
    <>
      <PageHeader
        title="Reports & Analytics"
        description={
          <>
            {user && !isSuperAdmin(user) ? `${user.city_name} only. ` : ''}
            Revenue counts orders that are <strong>paid or delivered</strong>; cancelled and refunded orders
            are excluded. Product and category revenue is the goods value, before GST and fees.
          </>
        }
      />
      <DateRangeBar value={range} onChange={setRange} />
      <QueryState query={overview} failed="Failed to load analytics">
        <div className="mb-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            label="Total Revenue"
            value={rupees(o?.total_revenue)}
            hint={`${rupees(o?.recent_revenue)} in the last ${o?.recent_days} days`}
            icon={IndianRupee}
          />
          <StatCard
            label="Total Orders"
            value={count(o?.total_orders)}
            hint={`${count(o?.recent_orders_count)} in the last ${o?.recent_days} days`}
            icon={ReceiptText}
          />
          <StatCard
            label="Paid Orders"
            value={count(o?.paid_orders)}
            hint="Payment received"
            icon={CircleCheck}
          />
          <StatCard
            label="Pending Orders"
            value={count(o?.pending_orders)}
            hint="Awaiting confirmation"
            icon={Hourglass}
          />
        </div>
        <div className="grid gap-4 lg:grid-cols-3 [&>*]:min-w-0">
          <Section title="Revenue over time" className="lg:col-span-2">
            {daily.isPending ? (
              <Spinner />
            ) : daily.data?.length ? (
              <AreaChart
                label="Revenue per day"
                data={daily.data}
                xKey="date"
                series={[{ key: 'total_revenue', label: 'Revenue' }]}
                format={compactRupees}
              />
            ) : (
              <EmptyState icon={TrendingDown} title="No orders in this range" />
            )}
          </Section>
          <Section title="Payment methods">
            {methods.data?.length ? (
              <>
                <DonutChart
                  label="Revenue by payment method"
                  data={methods.data.map((m) => ({ name: m.payment_method, value: m.total_revenue }))}
                  format={rupees}
                />
                <div className="mt-3">
                  <PaymentMethodsTable rows={methods.data} />
                </div>
              </>
            ) : (
              <p className="text-sm text-stone-600">No payments in this range.</p>
            )}
          </Section>
          <Section title="City-wise sales" className="lg:col-span-3">
            {cities.data?.length ? (
              <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
                <BarChart
                  label="Revenue by city"
                  data={cities.data}
                  categoryKey="city_name"
                  valueKey="total_revenue"
                  valueLabel="Revenue"
                  format={compactRupees}
                />
                <CitySalesTable rows={cities.data} />
              </div>
            ) : (
              <p className="text-sm text-stone-600">No sales in this range.</p>
            )}
          </Section>
          <Section title="Category-wise sales" className="lg:col-span-3">
            {categories.data?.length ? (
              <>
                <BarChart
                  label="Revenue by category"
                  data={categories.data}
                  categoryKey="category"
                  valueKey="total_revenue"
                  valueLabel="Revenue"
                  format={compactRupees}
                />
                <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  {categories.data.map((c) => (
                    <li key={c.category} className="rounded-lg border border-stone-200 p-3 text-sm">
                      <p className="font-semibold text-stone-900">{c.category}</p>
                      <p className="text-lg font-bold tabular-nums">{rupees(c.total_revenue)}</p>
                      <p className="text-stone-600">
                        {count(c.total_quantity)} units · {count(c.unique_products)} products ·{' '}
                        {count(c.order_count)} orders
                      </p>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-sm text-stone-600">No sales in this range.</p>
            )}
          </Section>
          <Section title="Top 10 products" className="lg:col-span-3">
            {products.data?.length ? (
              <TopProductsTable rows={products.data} />
            ) : (
              <p className="text-sm text-stone-600">No products sold in this range.</p>
            )}
          </Section>
        </div>
      </QueryState>
    </>
  );
}
