import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
import { Spinner } from '@app/ui/spinner';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { ResponsiveTable } from '../../components/responsive-table.tsx';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import spendText from '../../locales/compiled/spend.ts';

type Item = RouterOutputs['spend']['prices']['items'][number];

const col = createColumnHelper<Item>();

/** Each thing bought: this month's price per kg or litre, the change on last month, today's best and the savings. */
export function PriceTable({ range }: { range: { from: string; to: string; outlet_id?: string } }) {
  const { t } = useT(spendText);
  const prices = trpc.spend.prices.useQuery(range, { placeholderData: keepPreviousData });
  const per = (item: Item, price: number) => t(`spend.per.${item.per}`, { price: formatRupees(price) });
  const table = useReactTable({
    data: prices.data?.items ?? [],
    columns: [
      col.accessor('name', { header: t('spend.item') }),
      col.accessor('price', {
        header: t('spend.price'),
        cell: (c) => per(c.row.original, c.getValue()),
        meta: { numeric: true },
      }),
      col.accessor('change_pct', {
        header: t('spend.change'),
        cell: (c) => {
          const v = c.getValue();
          return v === null ? t('spend.noChange') : `${v > 0 ? '+' : ''}${v}%`;
        },
        meta: { numeric: true },
      }),
      col.accessor('cheapest_today', {
        header: t('spend.cheapest'),
        cell: (c) => {
          const best = c.getValue();
          return best ? (
            <span>
              {per(c.row.original, best.price)}
              <span className="block text-xs text-stone-600">
                {t('spend.from_supplier', { supplier: best.supplier_name })}
              </span>
            </span>
          ) : (
            t('spend.noChange')
          );
        },
        meta: { numeric: true },
      }),
      col.accessor('savings', {
        header: t('spend.savings'),
        cell: (c) => formatRupees(c.getValue()),
        meta: { numeric: true },
      }),
    ],
    getRowId: (r) => r.key,
    getCoreRowModel: getCoreRowModel(),
  });
  return (
    <section aria-labelledby="spend-prices-title" className="flex flex-col gap-2">
      <h3 id="spend-prices-title" className="text-base font-semibold">
        {t('spend.pricesTitle')}
      </h3>
      <p className="text-sm text-stone-600">{t('spend.pricesIntro')}</p>
      {prices.isPending ? (
        <Spinner label={t('spend.loading')} />
      ) : prices.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('spend.failed')}
        </p>
      ) : prices.data.items.length === 0 ? (
        <p className="text-sm text-stone-600">{t('spend.pricesEmpty')}</p>
      ) : (
        <>
          <p className="text-sm font-semibold">
            {t('spend.savingsTotal', { amount: formatRupees(prices.data.savings) })}
          </p>
          <ResponsiveTable
            table={table}
            caption={t('spend.pricesCaption')}
            listLabel={t('spend.pricesList')}
          />
        </>
      )}
    </section>
  );
}
