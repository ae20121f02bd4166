import type { SoldBy } from '@app/api/enums';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { useT } from '../../lib/i18n.ts';
import { lineName } from '../../lib/lines.ts';
import { quantityText } from '../../lib/quantity.ts';
import { formatDay } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import yourPrices from '../../locales/compiled/yourPrices.ts';
import { listingPrice } from '../catalog/listing-price.ts';

/**
 * "Your prices" on My Lists: the prices suppliers agreed with this customer that apply today or
 * later (decision 0094), ending soonest first. Nothing shows while there are none.
 */
export function YourPrices() {
  const { t } = useT(yourPrices);
  const prices = trpc.contracts.mine.useQuery();
  const weekly = (quantity: number, soldBy: SoldBy) =>
    soldBy === 'pack'
      ? t('yourPrices.weeklyPacks', { count: quantity })
      : t('yourPrices.weekly', { quantity: quantityText(quantity, soldBy) });
  if (prices.isPending || prices.data?.items.length === 0) return null;
  return (
    <section aria-labelledby="your-prices" className="mt-8">
      <h2 id="your-prices" className="text-lg font-bold text-stone-900">
        {t('yourPrices.title')}
      </h2>
      <p className="mb-3 text-sm text-stone-600">{t('yourPrices.intro')}</p>
      {prices.isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          {t('yourPrices.failed')}
          <Button variant="secondary" size="sm" onClick={() => prices.refetch()}>
            {t('yourPrices.tryAgain')}
          </Button>
        </p>
      ) : (
        <ul aria-label={t('yourPrices.label')} className="grid gap-3 sm:grid-cols-2">
          {prices.data.items.map((p) => {
            const from = formatDay(p.valid_from);
            const list = listingPrice({ ...p, price: p.list_price });
            return (
              <li key={p.id}>
                <Card className="flex h-full flex-col gap-1 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="min-w-0 break-words font-semibold text-stone-900">
                      {lineName(p.product_name, p)}
                    </h3>
                    <Badge tone={p.status === 'current' ? 'green' : 'blue'}>
                      {t('yourPrices.status', { status: p.status, from })}
                    </Badge>
                  </div>
                  <p className="text-sm text-stone-600">
                    {t('yourPrices.from', { supplier: p.supplier_name })}
                  </p>
                  <p className="text-sm">
                    <span className="font-medium text-brand-800">
                      {t('yourPrices.price', { price: listingPrice(p) })}
                    </span>{' '}
                    {p.price < p.list_price && (
                      <>
                        <span className="sr-only">{t('yourPrices.was', { price: list })}</span>
                        <s aria-hidden className="text-stone-500">
                          {list}
                        </s>
                      </>
                    )}
                  </p>
                  <p className="text-sm text-stone-600">
                    {t('yourPrices.days', { from, to: formatDay(p.valid_to) })}
                    {p.weekly_quantity !== null && ` · ${weekly(p.weekly_quantity, p.sold_by)}`}
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
