import { formatRupees, offerOrder } from '@app/api/shared';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { Link } from '@tanstack/react-router';
import { PackageX } from 'lucide-react';
import { useMemo } from 'react';
import { CustomerLayout } from '../../components/customer-header.tsx';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { priceText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import catalog from '../../locales/compiled/catalog.ts';
import shelf from '../../locales/compiled/shelf.ts';
import { AddToCart, breaksText, type Offer, ReliabilityNote, soldAs } from './item-card.tsx';
import { perBaseLabel } from './price-per-base.ts';
import { ShipsFrom } from './ships-from.tsx';
import { StockBadge } from './stock-badge.tsx';

const factsOf = (o: Offer) => ({
  id: o.product_id,
  inStock: o.stock_quantity > 0,
  perBase: o.price_per_base?.price ?? null,
  stock: o.stock_quantity,
  reliability: o.supplier_reliability,
  arrives: o.arrives,
});

/**
 * One product (decision 0105): every live offer of every pack, side by side in the chooser's order
 * (in stock, then soonest to arrive, then cheapest per kg, litre or piece: packs of one product
 * compare by it), each with its supplier, where it ships from and when it arrives (decision 0109),
 * stock and its own quantity and Add to Cart.
 */
export default function ItemPage({ itemId }: { itemId: string }) {
  const { t } = useT(catalog, shelf);
  const detail = trpc.catalog.items.byId.useQuery({ id: itemId });
  const offers = useMemo(() => {
    if (!detail.data) return [];
    const all = [detail.data.item, ...detail.data.packs].flatMap((r) => r.offers);
    const order = offerOrder('price');
    return all.sort((a, b) => order(factsOf(a), factsOf(b)));
  }, [detail.data]);
  // The cheapest whenever it arrives: the first offer may be first by its day.
  const cheapest = useMemo(() => {
    const order = offerOrder('price');
    return [...offers].sort((a, b) =>
      order({ ...factsOf(a), arrives: undefined }, { ...factsOf(b), arrives: undefined }),
    )[0];
  }, [offers]);
  const item = detail.data?.item;
  const base = item?.unit_base ?? 'kg';
  const back = (
    <Link
      to="/products"
      search={(s) => ({ ...s, item: undefined }) as never}
      className="mb-3 inline-block text-sm font-medium text-brand-800 underline"
    >
      {t('shelf.back')}
    </Link>
  );
  if (detail.isPending)
    return (
      <CustomerLayout title={t('catalog.title')}>
        <Spinner label={t('shelf.loading')} />
      </CustomerLayout>
    );
  if (!item)
    return (
      <CustomerLayout title={t('catalog.title')}>
        {back}
        <EmptyState icon={PackageX} title={t('shelf.notFound')} />
      </CustomerLayout>
    );
  return (
    <CustomerLayout title={item.name}>
      {back}
      <p className="mb-3 text-sm text-stone-600">
        {translateSentence(item.category_name)} · {t('shelf.offersIntro', { count: offers.length, base })}
      </p>
      <h2 className="mb-2 text-base font-semibold text-stone-900">{t('shelf.offers')}</h2>
      <ol aria-label={t('shelf.offers')} className="grid gap-3 md:grid-cols-2">
        {offers.map((o) => {
          const byPack = o.sold_by === 'pack';
          const perBase = perBaseLabel(o.price_per_base);
          return (
            <li key={o.product_id} className="rounded-lg border border-stone-200 bg-white p-3">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 translate="no" className="font-semibold text-stone-900">
                    {o.supplier_name}
                  </h3>
                  <p translate="no" className="text-sm text-stone-600">
                    {[o.brand, o.name, t('shelf.packOf', { pack: soldAs(o) })].filter(Boolean).join(' · ')}
                  </p>
                  <ReliabilityNote r={o.supplier_reliability} />
                  <ShipsFrom offer={o} />
                </div>
                <StockBadge label={o.stock_label} />
              </div>
              <p className="mt-1 text-base font-bold text-stone-900">
                {byPack ? formatRupees(o.price) : priceText(o.price, o.sold_by)}
                {byPack && <span className="text-sm font-normal text-stone-500"> / {o.unit}</span>}
                {perBase && <span className="ml-2 text-sm font-normal text-stone-600">{perBase}</span>}
                {o === cheapest && o.stock_quantity > 0 && (
                  <span className="ml-2 text-xs font-medium text-brand-800">
                    {t('shelf.cheapest', { base })}
                  </span>
                )}
              </p>
              {o.price_breaks.length > 0 && <p className="text-xs text-brand-800">{breaksText(o)}</p>}
              <AddToCart
                offer={o}
                label={t('shelf.offerFrom', { name: `${o.name} ${o.unit}`, supplier: o.supplier_name })}
                className="mt-2"
              />
            </li>
          );
        })}
      </ol>
    </CustomerLayout>
  );
}
