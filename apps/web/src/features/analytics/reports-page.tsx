import { isSuperAdmin } from '@app/api/access';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { StatCard } from '@app/ui/stat-card';
import { CircleCheck, Hourglass, IndianRupee, ReceiptText, TrendingDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { PageHeader, QueryState, Section } from '../../components/admin/page.tsx';
import { compactRupees, count, rupees } from '../../lib/format.ts';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { Rich } from '../../lib/i18n-rich.tsx';
import { formatDay } from '../../lib/relative-time.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import analytics from '../../locales/compiled/analytics.ts';
import { AreaChart, BarChart, DonutChart } from './charts.tsx';
import { DateRangeBar, useUrlRange } from './date-range.tsx';
import {
  CitySalesTable,
  PaymentMethodsTable,
  TopProductsTable,
  usePaymentMethodName,
} from './report-tables.tsx';

// Loaded apart: the month's message counts reach only the staff who open reports.
const MessageCounts = lazy(() => import('../channels/message-counts.tsx'));

export function ReportsPage() {
  const { t } = useT(analytics);
  const methodName = usePaymentMethodName();
  const user = session.user();
  const [range, setRange] = useUrlRange();
  const overview = trpc.analytics.sales.overview.useQuery(range);
  const daily = trpc.analytics.sales.daily.useQuery(range);
  const cities = trpc.analytics.sales.cityWise.useQuery(range);
  const products = trpc.analytics.sales.productWise.useQuery(range);
  const categories = trpc.analytics.sales.categoryWise.useQuery(range);
  const methods = trpc.analytics.sales.paymentMethods.useQuery(range);
  const o = overview.data;
  const days = o?.recent_days ?? 0;
  return (
    <>
      <PageHeader
        title={t('analytics.reports.title')}
        description={
          <>
            {user && !isSuperAdmin(user) && (
              <>{t('analytics.reports.cityOnly', { city: user.city_name ?? '' })} </>
            )}
            <Rich area={analytics} id="analytics.reports.about" components={[<strong key="0" />]} />
          </>
        }
      />
      <DateRangeBar value={range} onChange={setRange} />
      <QueryState query={overview} failed={t('analytics.failed')}>
        <div className="mb-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            label={t('analytics.reports.totalRevenue')}
            value={rupees(o?.total_revenue)}
            hint={t('analytics.reports.recentRevenue', { amount: rupees(o?.recent_revenue), days })}
            icon={IndianRupee}
          />
          <StatCard
            label={t('analytics.reports.totalOrders')}
            value={count(o?.total_orders)}
            hint={t('analytics.reports.recentOrders', { count: count(o?.recent_orders_count), days })}
            icon={ReceiptText}
          />
          <StatCard
            label={t('analytics.reports.paidOrders')}
            value={count(o?.paid_orders)}
            hint={t('analytics.reports.paymentReceived')}
            icon={CircleCheck}
          />
          <StatCard
            label={t('analytics.reports.pendingOrders')}
            value={count(o?.pending_orders)}
            hint={t('analytics.reports.awaiting')}
            icon={Hourglass}
          />
        </div>
        <div className="grid gap-4 lg:grid-cols-3 [&>*]:min-w-0">
          <Section title={t('analytics.reports.overTime')} className="lg:col-span-2">
            {daily.isPending ? (
              <Spinner />
            ) : daily.data?.length ? (
              <AreaChart
                label={t('analytics.reports.perDay')}
                data={daily.data}
                xKey="date"
                formatX={formatDay}
                series={[{ key: 'total_revenue', label: t('analytics.revenue') }]}
                format={compactRupees}
              />
            ) : (
              <EmptyState icon={TrendingDown} title={t('analytics.reports.noOrders')} />
            )}
          </Section>
          <Section title={t('analytics.reports.methods')}>
            {methods.data?.length ? (
              <>
                <DonutChart
                  label={t('analytics.reports.byMethod')}
                  data={methods.data.map((m) => ({
                    name: methodName(m.payment_method),
                    value: m.total_revenue,
                  }))}
                  format={rupees}
                />
                <div className="mt-3">
                  <PaymentMethodsTable rows={methods.data} />
                </div>
              </>
            ) : (
              <p className="text-sm text-stone-600">{t('analytics.reports.noPayments')}</p>
            )}
          </Section>
          <Section title={t('analytics.reports.citySales')} className="lg:col-span-3">
            {cities.data?.length ? (
              <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
                {/* Its bars are named by city, data as the table's are; its other text is sums. */}
                <div translate="no">
                  <BarChart
                    label={t('analytics.reports.byCity')}
                    data={cities.data}
                    categoryKey="city_name"
                    valueKey="total_revenue"
                    valueLabel={t('analytics.revenue')}
                    format={compactRupees}
                  />
                </div>
                <CitySalesTable rows={cities.data} />
              </div>
            ) : (
              <p className="text-sm text-stone-600">{t('analytics.reports.noSales')}</p>
            )}
          </Section>
          <Section title={t('analytics.reports.categorySales')} className="lg:col-span-3">
            {categories.data?.length ? (
              <>
                <BarChart
                  label={t('analytics.reports.byCategory')}
                  data={categories.data.map((c) => ({ ...c, category: translateSentence(c.category) }))}
                  categoryKey="category"
                  valueKey="total_revenue"
                  valueLabel={t('analytics.revenue')}
                  format={compactRupees}
                />
                <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  {categories.data.map((c) => (
                    <li key={c.category} className="rounded-lg border border-stone-200 p-3 text-sm">
                      <p className="font-semibold text-stone-900">{translateSentence(c.category)}</p>
                      <p className="text-lg font-bold tabular-nums">{rupees(c.total_revenue)}</p>
                      <p className="text-stone-600">
                        {t('analytics.reports.categoryLine', {
                          units: c.total_quantity,
                          products: c.unique_products,
                          orders: c.order_count,
                        })}
                      </p>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-sm text-stone-600">{t('analytics.reports.noSales')}</p>
            )}
          </Section>
          <Section title={t('analytics.reports.messages')} className="lg:col-span-3">
            <Suspense fallback={<Spinner />}>
              <MessageCounts />
            </Suspense>
          </Section>
          <Section title={t('analytics.reports.top')} className="lg:col-span-3">
            {products.data?.length ? (
              <TopProductsTable rows={products.data} />
            ) : (
              <p className="text-sm text-stone-600">{t('analytics.reports.noProducts')}</p>
            )}
          </Section>
        </div>
      </QueryState>
    </>
  );
}
