import { formatRupees } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { StatCard } from '@app/ui/stat-card';
import { Link } from '@tanstack/react-router';
import {
  Ban,
  CircleCheck,
  Handshake,
  Hourglass,
  IndianRupee,
  Landmark,
  Package,
  ReceiptText,
  Timer,
  TrendingUp,
  TriangleAlert,
} from 'lucide-react';
import { formatDay, IST_ZONE } from '../../lib/relative-time.ts';
import { session } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';

/** /supplier: real figures instead of the spec's static zeros; the approval notes stay. */
export function SupplierDashboardPage() {
  const user = session.user();
  const stats = trpc.catalog.supplier.dashboard.useQuery();
  const profile = trpc.accounts.supplierProfile.get.useQuery();
  const performance = trpc.orders.supplier.performance.useQuery();
  // One row is the least the list answers; the tile reads only the open week.
  const settlements = trpc.settlements.mine.useQuery({ page: 1, page_size: 1 });
  const next = settlements.data?.upcoming;
  const perf = performance.data;
  const rate = (r: number | null | undefined) => (r == null ? '—' : `${r}%`);
  const d = stats.data;
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 p-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-stone-600">Supplier Dashboard</p>
          <h1 className="text-2xl font-bold">Welcome, {user?.restaurant_name || user?.username}</h1>
        </div>
      </header>

      {profile.data && !profile.data.complete && (
        <Card className="flex flex-wrap items-center justify-between gap-3 bg-amber-50 p-4 text-sm text-amber-900">
          <p>
            Add your legal name, business address, state and invoice prefix: they are printed on your
            invoices.
          </p>
          <Link to="/supplier/profile" className="font-semibold underline">
            Complete your seller profile
          </Link>
        </Card>
      )}

      {stats.isPending ? (
        <Spinner label="Loading your figures…" />
      ) : stats.isError || !d ? (
        <EmptyState icon={TriangleAlert} title="Failed to load data">
          <Button variant="secondary" size="sm" onClick={() => stats.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : (
        <>
          <section aria-label="Products" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="Total Products" value={d.products.total} icon={Package} />
            <StatCard
              label="Approved"
              value={d.products.approved}
              icon={CircleCheck}
              hint="Live for customers"
            />
            <StatCard
              label="Pending"
              value={d.products.pending}
              icon={Hourglass}
              hint="Awaiting admin approval"
            />
            <StatCard
              label="Rejected"
              value={d.products.rejected}
              icon={Ban}
              hint="See the reason on each product"
            />
          </section>
          <section aria-label="Performance" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              label="Orders this week"
              value={perf ? perf.orders_this_week : '…'}
              icon={TrendingUp}
              hint="Since Monday"
            />
            <StatCard
              label="Acceptance rate"
              value={rate(perf?.acceptance_rate)}
              icon={Handshake}
              hint={`Parts you accepted, last ${perf?.window_days ?? 30} days`}
            />
            <StatCard
              label="On-time hand-over"
              value={rate(perf?.on_time_rate)}
              icon={Timer}
              hint="Handed to the rider by the promised day"
            />
            <StatCard
              label="Next settlement"
              value={next ? formatRupees(next.payable) : settlements.isError ? '—' : '…'}
              icon={Landmark}
              hint={next ? `Settled on ${formatDay(next.settles_on)}` : 'Payable for this week so far'}
            />
          </section>
          <section aria-label="Orders and stock" className="grid grid-cols-1 gap-3 lg:grid-cols-3">
            <StatCard
              label="Orders with my products"
              value={d.orders.total}
              icon={ReceiptText}
              hint={`${d.orders.open} in progress`}
            />
            <StatCard
              label="Revenue from my products"
              value={formatRupees(d.orders.revenue)}
              icon={IndianRupee}
              hint="Excluding cancelled and failed orders"
            />
            <Card className="p-4">
              <h2 className="text-sm text-stone-600">Stock alerts</h2>
              <p className="mt-1 text-sm">
                <span className="font-bold text-amber-800">{d.stock.low_stock}</span> low stock ·{' '}
                <span className="font-bold text-red-700">{d.stock.out_of_stock}</span> out of stock
              </p>
              {d.stock.alerts.length > 0 && (
                <ul className="mt-2 flex flex-col gap-1 text-sm">
                  {d.stock.alerts.map((a) => (
                    <li key={a.id} className="flex justify-between gap-2">
                      <span className="truncate">
                        {a.name} ({a.unit})
                      </span>
                      <Badge
                        tone={a.stock_quantity === 0 ? 'red' : 'amber'}
                        className="shrink-0 whitespace-nowrap"
                      >
                        {a.stock_quantity} left
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          </section>
        </>
      )}

      <nav aria-label="Supplier menu" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Link
          to="/supplier/orders"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:bg-brand-50"
        >
          <h2 className="text-lg font-semibold">My Orders</h2>
          <p className="mt-1 text-sm text-stone-600">
            Accept, pack and hand over what restaurants ordered from you.
          </p>
        </Link>
        <Link
          to="/supplier/products"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:bg-brand-50"
        >
          <h2 className="text-lg font-semibold">My Products</h2>
          <p className="mt-1 text-sm text-stone-600">Add, edit or delete products, or upload many at once.</p>
        </Link>
        <Link
          to="/supplier/profile"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:bg-brand-50"
        >
          <h2 className="text-lg font-semibold">Seller Profile</h2>
          <p className="mt-1 text-sm text-stone-600">
            Legal name, GSTIN, FSSAI licence and invoice prefix on your invoices.
          </p>
        </Link>
        <Link
          to="/supplier/invoices"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:bg-brand-50"
        >
          <h2 className="text-lg font-semibold">My Invoices</h2>
          <p className="mt-1 text-sm text-stone-600">
            Tax invoices and credit notes issued in your name, as PDF or e-invoice JSON.
          </p>
        </Link>
        <Link
          to="/supplier/settlements"
          className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:bg-brand-50"
        >
          <h2 className="text-lg font-semibold">My Settlements</h2>
          <p className="mt-1 text-sm text-stone-600">
            Weekly payouts for delivered orders, with a statement PDF for each.
          </p>
        </Link>
        <div
          aria-disabled="true"
          className="rounded-xl border border-dashed border-stone-300 bg-stone-100 p-5 text-stone-500"
        >
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            Analytics <Badge>Coming Soon</Badge>
          </h2>
          <p className="mt-1 text-sm">Sales trends for your products.</p>
        </div>
      </nav>

      {d && d.orders.recent.length > 0 && (
        <Card className="p-4">
          <h2 className="font-semibold">Recent orders with my products</h2>
          <ul className="mt-2 divide-y divide-stone-100 text-sm">
            {d.orders.recent.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="font-medium">{o.order_number}</span>
                <span className="text-stone-600">
                  {new Date(o.order_date).toLocaleDateString('en-IN', { timeZone: IST_ZONE })}
                </span>
                <Badge>{o.status.replaceAll('_', ' ')}</Badge>
                <span>
                  {o.items} item(s) · {formatRupees(o.amount)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}

      <Card className="bg-sky-50 p-4 text-sm text-sky-900">
        <h2 className="font-semibold">How approval works</h2>
        <ul className="mt-1 list-disc pl-5">
          <li>Every new product needs admin approval before customers can see it.</li>
          <li>Approved products go live at once.</li>
          <li>A new stock level or price applies at once and keeps a product on sale.</li>
          <li>Any other edit of a live product waits for review; customers see it as approved until then.</li>
        </ul>
      </Card>
    </main>
  );
}
