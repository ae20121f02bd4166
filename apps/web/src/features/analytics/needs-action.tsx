import type { RouterOutputs } from '@app/api';
import { Card } from '@app/ui/card';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { count, rupees } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { formatDay } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import analytics from '../../locales/compiled/analytics.ts';

type Topic = RouterOutputs['analytics']['dashboard']['needsAction']['topics'][number];
type Name = Topic['topic'];

/** Where each topic's queue is, filtered to what the topic counts (decision 0106). */
const QUEUES = {
  unassigned_orders: { to: '/admin/orders', search: { queue: 'unassigned' } },
  overdue_parts: { to: '/admin/orders', search: { queue: 'overdue' } },
  open_claims: { to: '/admin/claims', search: { status: 'open' } },
  cash_to_count: { to: '/admin/cash', search: { status: 'awaiting' } },
  pending_products: { to: '/admin/product-approval', search: {} },
} as const satisfies Record<Name, { to: string; search: Record<string, string> }>;

const TITLES = {
  unassigned_orders: 'analytics.needs.unassignedOrders',
  overdue_parts: 'analytics.needs.overdueParts',
  open_claims: 'analytics.needs.openClaims',
  cash_to_count: 'analytics.needs.cashToCount',
  pending_products: 'analytics.needs.pendingProducts',
} as const satisfies Record<Name, string>;

/** The dashboard's "needs action today": each topic the caller reads, its count and oldest items. */
export function NeedsAction() {
  const { t } = useT(analytics);
  const needs = trpc.analytics.dashboard.needsAction.useQuery();
  const topics = needs.data?.topics.filter((x) => x.count > 0) ?? [];
  if (!needs.data || needs.data.topics.length === 0) return null;
  return (
    <section aria-labelledby="needs-action" className="mb-6">
      <h2 id="needs-action" className="mb-3 text-lg font-semibold text-stone-900">
        {t('analytics.needs.title')}
      </h2>
      {topics.length === 0 ? (
        <p className="text-sm text-stone-600">{t('analytics.needs.none')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {topics.map((topic) => (
            <li key={topic.topic}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TopicCard({ topic }: { topic: Topic }) {
  const { t } = useT(analytics);
  const queue = QUEUES[topic.topic];
  const orders = queue.to === '/admin/orders';
  // Cash to count names the day it was collected (YYYY-MM-DD from the server): read as a date.
  const detail = (item: Topic['items'][number]) =>
    topic.topic === 'cash_to_count' ? formatDay(item.detail) : item.detail;
  return (
    <Card className="p-4">
      <Link
        to={queue.to}
        search={queue.search as never}
        className="flex items-center justify-between gap-3 rounded font-medium text-stone-900 hover:underline focus-visible:outline-2"
        data-testid={`needs-${topic.topic}`}
      >
        <span>{t(TITLES[topic.topic])}</span>
        <span className="flex shrink-0 items-center gap-1">
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm tabular-nums text-amber-900">
            {count(topic.count)}
          </span>
          <ChevronRight aria-hidden className="size-4" />
        </span>
      </Link>
      {/* Order numbers, restaurants, suppliers and products: data, not words to translate. */}
      <ul translate="no" className="mt-2 divide-y divide-stone-100 text-sm">
        {topic.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
            <Link
              to={queue.to}
              search={(orders ? { ...queue.search, q: item.title } : queue.search) as never}
              className="min-w-0 break-words text-brand-800 hover:underline"
            >
              {item.title}
            </Link>
            <span className="min-w-0 break-words text-stone-600">{detail(item)}</span>
            {item.amount !== null && (
              <span className="whitespace-nowrap font-medium tabular-nums text-stone-900">
                {rupees(item.amount)}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
