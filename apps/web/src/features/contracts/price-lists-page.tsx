import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { createColumnHelper } from '@tanstack/react-table';
import { Tags, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { formatDay } from '../../lib/relative-time.ts';
import priceLists from '../../locales/compiled/priceLists.ts';
import { listingPrice } from '../catalog/listing-price.ts';
import { GivePriceDialog } from './give-price-dialog.tsx';
import { listingOf, named, type Price, STATUS_TONE, usePrices } from './prices.ts';
import { WithdrawPrice } from './withdraw-price.tsx';

const col = createColumnHelper<Price>();
const STATUSES = ['current', 'upcoming', 'ended'] as const;

/**
 * /supplier/price-lists: the prices the supplier agreed with its customers (decision 0094), each
 * with its days and whether it applies today; a new one from the dialog, withdrawn after a question.
 */
export function PriceListsPage() {
  const { t } = useT(priceLists);
  const prices = usePrices();
  const [giving, setGiving] = useState(false);
  const [withdrawing, setWithdrawing] = useState<Price | null>(null);
  const statusWord = (status: string) => t('priceLists.statusWord', { status });
  const columns = [
    col.accessor('customer_name', {
      header: t('priceLists.customer'),
      meta: { card: 'title' },
      cell: (c) => (
        <>
          <span className="block font-medium text-stone-900">{c.getValue()}</span>
          <span className="block text-xs text-stone-500">{c.row.original.customer_email}</span>
        </>
      ),
    }),
    col.accessor(listingOf, { id: 'listing', header: t('priceLists.listing') }),
    col.accessor('price', {
      header: t('priceLists.price'),
      meta: { numeric: true },
      cell: (c) => (
        <span className="whitespace-nowrap font-semibold">
          {listingPrice({ ...c.row.original, price: c.getValue() })}
        </span>
      ),
    }),
    col.accessor('list_price', {
      header: t('priceLists.listPrice'),
      meta: { numeric: true },
      cell: (c) => (
        <span className="whitespace-nowrap">{listingPrice({ ...c.row.original, price: c.getValue() })}</span>
      ),
    }),
    col.accessor('valid_from', {
      header: t('priceLists.days'),
      cell: (c) => (
        <span className="whitespace-nowrap">
          {t('priceLists.daysRange', {
            from: formatDay(c.getValue()),
            to: formatDay(c.row.original.valid_to),
          })}
        </span>
      ),
    }),
    col.accessor('weekly_quantity', {
      header: t('priceLists.weekly'),
      meta: { numeric: true },
      cell: (c) => {
        const q = c.getValue();
        return q === null ? '—' : quantityText(q, c.row.original.sold_by);
      },
    }),
    col.accessor('status', {
      header: t('priceLists.status'),
      filterFn: 'equalsString',
      meta: {
        filter: {
          label: t('priceLists.status'),
          options: STATUSES.map((s) => ({ value: s, label: statusWord(s) })),
        },
      },
      cell: (c) => <Badge tone={STATUS_TONE[c.getValue()]}>{statusWord(c.getValue())}</Badge>,
    }),
    col.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('priceLists.actions')}</span>,
      cell: (c) =>
        c.row.original.status !== 'ended' && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            aria-label={t('priceLists.withdrawOf', named(c.row.original))}
            onClick={() => setWithdrawing(c.row.original)}
          >
            {t('priceLists.withdraw')}
          </Button>
        ),
    }),
  ];
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-4 p-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        {/* On a phone the intro keeps a readable width and the button goes below it. */}
        <div className="min-w-0 flex-1 basis-72">
          <h1 className="text-2xl font-bold">{t('priceLists.title')}</h1>
          <p className="mt-1 text-sm text-stone-600">{t('priceLists.intro')}</p>
        </div>
        <Button onClick={() => setGiving(true)}>{t('priceLists.give')}</Button>
      </header>
      {prices.isPending ? (
        <Spinner label={t('priceLists.loading')} />
      ) : prices.isError ? (
        <EmptyState icon={TriangleAlert} title={t('priceLists.failed')}>
          <Button variant="secondary" size="sm" onClick={() => prices.refetch()}>
            {t('priceLists.tryAgain')}
          </Button>
        </EmptyState>
      ) : (
        <DataTable
          caption={t('priceLists.caption')}
          cards
          data={prices.data.items}
          columns={columns}
          getRowId={(p) => p.id}
          empty={
            <EmptyState icon={Tags} title={t('priceLists.none')}>
              {t('priceLists.noneText')}
            </EmptyState>
          }
        />
      )}
      {giving && <GivePriceDialog onClose={() => setGiving(false)} />}
      <WithdrawPrice price={withdrawing} onClose={() => setWithdrawing(null)} />
    </main>
  );
}
