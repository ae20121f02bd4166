import { formatRupees, OFFER_SORTS, type OfferSort, offerOrder } from '@app/api/shared';
import { Dialog } from '@app/ui/dialog';
import { useMemo, useState } from 'react';
import { slotText } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { priceText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import catalog from '../../locales/compiled/catalog.ts';
import offerWords from '../../locales/compiled/offers.ts';
import reliability from '../../locales/compiled/reliability.ts';
import { AddToCart, breaksText, type CatalogRow, type Offer, ReliabilityNote, soldAs } from './item-card.tsx';
import { perBaseLabel } from './price-per-base.ts';
import { ShipsFrom } from './ships-from.tsx';
import { StockBadge } from './stock-badge.tsx';

const factsOf = (o: Offer) => ({
  id: o.product_id,
  inStock: o.stock_quantity !== 0,
  perBase: o.price_per_base?.price ?? null,
  stock: o.stock_quantity,
  reliability: o.supplier_reliability,
  arrives: o.arrives,
});
const priceFacts = (o: Offer) => ({ ...factsOf(o), arrives: undefined });

/**
 * Every offer of an item side by side: in stock first, then the soonest to arrive here (an offer
 * from another city says where it ships from and when it arrives, decision 0109), then cheapest
 * per kg, litre or piece (the server's order), or the lowest price of what arrives and is kept ("best value", decision 0090,
 * by the API's own order), then most stock. Slots are the city's, the same for every supplier, so
 * the next one is said once (decision 0076).
 */
export default function OfferChooser({ row, onClose }: { row: CatalogRow; onClose: () => void }) {
  const { t } = useT(catalog, offerWords, reliability);
  const slots = trpc.slots.open.useQuery(undefined, { staleTime: 60_000 });
  const next = slots.data?.slots[0];
  const [sort, setSort] = useState<OfferSort>('price');
  const [offers, best] = useMemo(() => {
    const order = offerOrder(sort);
    const sorted = [...row.offers].sort((a, b) => order(factsOf(a), factsOf(b)));
    // The best price or value whenever it arrives: the first offer may be first by its day.
    const cheapest = [...row.offers].sort((a, b) => order(priceFacts(a), priceFacts(b)))[0];
    return [sorted, cheapest] as const;
  }, [row.offers, sort]);
  const first = offers[0]!;
  const base = row.unit_base ?? 'kg';
  const suppliers = t('catalog.suppliers', { count: row.supplier_count });
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${row.name} · ${first.sold_by === 'pack' ? row.unit : soldAs(first)}`}
    >
      <p className="mb-3 text-sm text-stone-600">
        {sort === 'price'
          ? t('offers.chooserIntro', { suppliers, base })
          : t('reliability.valueIntro', { suppliers, base })}
        {next && t('offers.nextDelivery', { slot: slotText(next) })}
      </p>
      <fieldset className="mb-3 flex flex-wrap gap-2">
        <legend className="sr-only">{t('reliability.order')}</legend>
        {OFFER_SORTS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={sort === s}
            onClick={() => setSort(s)}
            className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
          >
            {t(s === 'price' ? 'reliability.byPrice' : 'reliability.byValue')}
          </button>
        ))}
      </fieldset>
      <ol aria-label={t('offers.offersFor', { name: row.name })} className="grid gap-3">
        {offers.map((o) => {
          const byPack = o.sold_by === 'pack';
          return (
            <li key={o.product_id} className="rounded-lg border border-stone-200 p-3">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold text-stone-900">{o.supplier_name}</h3>
                  <p className="text-sm text-stone-600">
                    {o.brand && `${o.brand} · `}
                    {o.name} · {soldAs(o)}
                  </p>
                  <ReliabilityNote r={o.supplier_reliability} />
                  <ShipsFrom offer={o} />
                </div>
                <StockBadge label={o.stock_label} />
              </div>
              <p className="mt-1 text-base font-bold text-stone-900">
                {byPack ? formatRupees(o.price) : priceText(o.price, o.sold_by)}
                {byPack && <span className="text-sm font-normal text-stone-500"> / {o.unit}</span>}
                {byPack && o.price_per_base && (
                  <span className="ml-2 text-sm font-normal text-stone-600">
                    {perBaseLabel(o.price_per_base)}
                  </span>
                )}
                {o === best && o.stock_quantity > 0 && (
                  <span className="ml-2 text-xs font-medium text-brand-800">
                    {t(sort === 'price' ? 'offers.bestPrice' : 'reliability.bestValue')}
                  </span>
                )}
              </p>
              {o.price_breaks.length > 0 && <p className="text-xs text-brand-800">{breaksText(o)}</p>}
              <AddToCart
                offer={o}
                label={t('offers.offerFrom', { name: o.name, supplier: o.supplier_name })}
                className="mt-2"
              />
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
