import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { StatCard } from '@app/ui/stat-card';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { requireAccess } from '../../features/admin/access.ts';
import { AreaChart, BarChart, DonutChart } from '../../features/admin/charts.tsx';
import { DateRangeBar, defaultRange } from '../../features/admin/date-range.tsx';
import { count, rupees } from '../../features/admin/format.ts';
import { PageHeader, QueryState, Section } from '../../features/admin/page.tsx';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';

export const Route = createFileRoute('/admin/reports')({
  beforeLoad: requireAccess('view_analytics'),
  component: ReportsPage,
});

const compactRupees = (v: number) =>
  v >= 100_000 ? `₹${(v / 100_000).toFixed(1)}L` : v >= 1000 ? `₹${(v / 1000).toFixed(1)}k` : `₹${v}`;

function ReportsPage() {
  const user = session.user();
  const [range, setRange] = useState(defaultRange);
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
            {user?.user_type === 'sub_admin' ? `${user.city_name} only. ` : ''}
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
            icon="💰"
          />
          <StatCard
            label="Total Orders"
            value={count(o?.total_orders)}
            hint={`${count(o?.recent_orders_count)} in the last ${o?.recent_days} days`}
            icon="🧾"
          />
          <StatCard label="Paid Orders" value={count(o?.paid_orders)} hint="Payment received" icon="✅" />
          <StatCard
            label="Pending Orders"
            value={count(o?.pending_orders)}
            hint="Awaiting confirmation"
            icon="⏳"
          />
        </div>
        <div className="grid gap-4 lg:grid-cols-3">
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
              <EmptyState icon="📉" title="No orders in this range" />
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
                <table className="mt-3 w-full text-sm">
                  <caption className="sr-only">Payment methods</caption>
                  <thead className="text-left text-xs uppercase text-stone-500">
                    <tr>
                      <th scope="col">Method</th>
                      <th scope="col" className="text-right">
                        Orders
                      </th>
                      <th scope="col" className="text-right">
                        Revenue
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {methods.data.map((m) => (
                      <tr key={m.payment_method}>
                        <td>{m.payment_method === 'COD' ? 'Cash on delivery' : 'Online'}</td>
                        <td className="text-right tabular-nums">{count(m.order_count)}</td>
                        <td className="text-right tabular-nums">{rupees(m.total_revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : (
              <p className="text-sm text-stone-600">No payments in this range.</p>
            )}
          </Section>
          <Section title="City-wise sales" className="lg:col-span-3">
            {cities.data?.length ? (
              <div className="grid gap-4 lg:grid-cols-2">
                <BarChart
                  label="Revenue by city"
                  data={cities.data}
                  categoryKey="city_name"
                  valueKey="total_revenue"
                  valueLabel="Revenue"
                  format={compactRupees}
                />
                <div className="relative overflow-x-auto">
                  <table className="w-full text-sm">
                    <caption className="sr-only">City-wise sales</caption>
                    <thead className="text-left text-xs uppercase text-stone-500">
                      <tr>
                        <th scope="col" className="py-1">
                          City
                        </th>
                        <th scope="col">State</th>
                        <th scope="col" className="text-right">
                          Orders
                        </th>
                        <th scope="col" className="text-right">
                          Revenue
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-stone-100">
                      {cities.data.map((c) => (
                        <tr key={c.city_id ?? 'none'}>
                          <td className="py-1.5 font-medium">{c.city_name}</td>
                          <td>{c.state}</td>
                          <td className="text-right tabular-nums">{count(c.total_orders)}</td>
                          <td className="text-right tabular-nums">{rupees(c.total_revenue)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
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
              <div className="relative overflow-x-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">Top 10 products by revenue</caption>
                  <thead className="text-left text-xs uppercase text-stone-500">
                    <tr>
                      <th scope="col" className="py-1">
                        #
                      </th>
                      <th scope="col">Product</th>
                      <th scope="col" className="text-right">
                        Quantity
                      </th>
                      <th scope="col" className="text-right">
                        Orders
                      </th>
                      <th scope="col" className="text-right">
                        Revenue
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-100">
                    {products.data.map((p, i) => (
                      <tr key={p.product_id ?? p.product_name}>
                        <td className="py-1.5 text-stone-500">{i + 1}</td>
                        <td>
                          <span className="font-medium">{p.product_name}</span>
                          <span className="block text-xs text-stone-500">
                            {[p.brand, p.unit].filter(Boolean).join(' · ')}
                          </span>
                        </td>
                        <td className="text-right tabular-nums">{count(p.total_quantity)}</td>
                        <td className="text-right tabular-nums">{count(p.order_count)}</td>
                        <td className="text-right tabular-nums">{rupees(p.total_revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="text-sm text-stone-600">No products sold in this range.</p>
            )}
          </Section>
        </div>
      </QueryState>
    </>
  );
}
