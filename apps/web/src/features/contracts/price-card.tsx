import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { formatDay } from '../../lib/relative-time.ts';
import priceLists from '../../locales/compiled/priceLists.ts';
import { listingPrice } from '../catalog/listing-price.ts';
import { listingOf, named, type Price, STATUS_TONE } from './prices.ts';

/** One customer's price as a card: what the table's row says, readable on a phone. */
export function PriceCard({ price: p, onWithdraw }: { price: Price; onWithdraw: () => void }) {
  const { t } = useT(priceLists);
  const row = 'flex flex-wrap justify-between gap-x-3';
  // An ended price has stopped applying: nothing is left to withdraw.
  const withdrawable = p.status !== 'ended';
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold text-stone-900">{listingOf(p)}</h3>
        <Badge tone={STATUS_TONE[p.status]}>{t('priceLists.statusWord', { status: p.status })}</Badge>
      </div>
      <p className="min-w-0 text-sm">
        <span className="block font-medium text-stone-900">{p.customer_name}</span>
        <span className="block break-all text-xs text-stone-500">{p.customer_email}</span>
      </p>
      <dl className="flex flex-col gap-1.5 text-sm">
        <div className={row}>
          <dt className="text-stone-600">{t('priceLists.price')}</dt>
          <dd className="font-semibold text-stone-900 tabular-nums">{listingPrice(p)}</dd>
        </div>
        <div className={row}>
          <dt className="text-stone-600">{t('priceLists.listPrice')}</dt>
          <dd className="tabular-nums">{listingPrice({ ...p, price: p.list_price })}</dd>
        </div>
        <div className={row}>
          <dt className="text-stone-600">{t('priceLists.days')}</dt>
          <dd className="tabular-nums">
            {t('priceLists.daysRange', { from: formatDay(p.valid_from), to: formatDay(p.valid_to) })}
          </dd>
        </div>
        <div className={row}>
          <dt className="text-stone-600">{t('priceLists.weekly')}</dt>
          <dd className="tabular-nums">
            {p.weekly_quantity === null ? '—' : quantityText(p.weekly_quantity, p.sold_by)}
          </dd>
        </div>
      </dl>
      {withdrawable && (
        <div className="mt-auto flex justify-end">
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700"
            aria-label={t('priceLists.withdrawOf', named(p))}
            onClick={onWithdraw}
          >
            {t('priceLists.withdraw')}
          </Button>
        </div>
      )}
    </Card>
  );
}
