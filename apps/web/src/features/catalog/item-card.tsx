import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { lazy, Suspense, useState } from 'react';
import { MeasureStepper, measureRule } from '../../components/measure-stepper.tsx';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { translate, translateSentence, useT } from '../../lib/i18n.ts';
import { priceText, quantityText } from '../../lib/quantity.ts';
import { formatDate } from '../../lib/relative-time.ts';
import { useAddToCart } from '../../lib/use-cart.ts';
import catalog from '../../locales/compiled/catalog.ts';
import customerText from '../../locales/compiled/customer.ts';
import measureText from '../../locales/compiled/measure.ts';
import shelf from '../../locales/compiled/shelf.ts';
import { useMyPrices } from './my-prices.ts';
import { perBaseLabel } from './price-per-base.ts';
import { StockBadge } from './stock-badge.tsx';

export type CatalogRow = RouterOutputs['catalog']['items']['list']['items'][number];
export type Offer = CatalogRow['offers'][number];

/** "98% filled · 95% on time" of an offer's supplier over 30 days, or "New supplier" (decision 0090). */
export function ReliabilityNote({ r }: { r: Offer['supplier_reliability'] }) {
  const { t } = useT(catalog);
  return (
    <p className="text-xs text-stone-600">
      {r.status === 'new'
        ? t('catalog.newSupplier')
        : [
            t('catalog.filled', { rate: r.fill_rate ?? 0 }),
            r.on_time_rate !== null && t('catalog.onTime', { rate: r.on_time_rate }),
          ]
            .filter(Boolean)
            .join(' · ')}
    </p>
  );
}

// The chooser is opened on a tap, never on first paint: kept out of the catalogue's first load.
const OfferChooser = lazy(() => import('./offer-chooser.tsx'));

/** The pack an offer is sold in, or that it is sold by weight or volume. */
export const soldAs = (o: Offer) =>
  o.sold_by === 'pack' ? o.unit : translate(o.sold_by === 'kg' ? 'measure.byWeight' : 'measure.byVolume');

/** "₹61/kg from 25 kg · ₹57/kg from 100 kg": an offer's volume prices (decision 0093), '' without. */
export const breaksText = (o: Offer) =>
  o.price_breaks
    .map((b) =>
      translate('catalog.priceFrom', {
        soldBy: o.sold_by,
        price: priceText(b.price, o.sold_by),
        quantity: quantityText(b.from_quantity, o.sold_by),
      }),
    )
    .join(' · ');

/**
 * Quantity and "Add to Cart" for one offer, from its minimum: packs one by one, weight or volume
 * in its steps. A listing weighed when packed says so: the quantity is an estimate. `compact`: the
 * list view's line, a short "Add" and no rule beneath (the stepper keeps to it).
 */
export function AddToCart({
  offer,
  label,
  className,
  compact = false,
}: {
  offer: Offer;
  label: string;
  className?: string;
  compact?: boolean;
}) {
  const { t } = useT(catalog, measureText, shelf);
  const [quantity, setQuantity] = useState(offer.minimum);
  const add = useAddToCart();
  const out = offer.stock_quantity < offer.minimum;
  const byPack = offer.sold_by === 'pack';
  const quantityLabel = t('catalog.quantityOf', { name: label });
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className ?? ''}`}>
      {byPack ? (
        <QuantityStepper
          label={quantityLabel}
          value={out ? 0 : quantity}
          min={out ? 0 : offer.minimum}
          max={Math.max(0, offer.stock_quantity)}
          disabled={out}
          onChange={setQuantity}
        />
      ) : (
        <MeasureStepper
          label={quantityLabel}
          value={quantity}
          measure={offer}
          max={offer.stock_quantity}
          disabled={out}
          onChange={setQuantity}
        />
      )}
      <Button
        className={compact ? undefined : 'flex-1'}
        size={compact ? 'sm' : undefined}
        aria-label={compact ? t('catalog.addToCart') : undefined}
        disabled={out}
        busy={add.isPending}
        onClick={() =>
          add.mutate(
            { product_id: offer.product_id, quantity },
            { onSuccess: () => setQuantity(offer.minimum) },
          )
        }
      >
        {add.isPending ? t('catalog.adding') : t(compact ? 'shelf.add' : 'catalog.addToCart')}
      </Button>
      {!byPack && !compact && (
        <p className="w-full text-xs text-stone-600">
          {measureRule(offer)}
          {offer.weighed && ` · ${t('measure.weighed', { tolerance: offer.tolerance_percent })}`}
        </p>
      )}
    </div>
  );
}

/**
 * One card of the catalogue: a listing, or an item with "from ₹X · N suppliers" whose Add to Cart
 * takes the chooser's first offer (in stock, cheapest per kg or litre) and whose chooser shows
 * them all. `priority`: one of the first cards on screen, whose picture is the page's largest paint.
 */
export function ItemCard({ row, priority = false }: { row: CatalogRow; priority?: boolean }) {
  const { t } = useT(catalog, customerText);
  const [choosing, setChoosing] = useState(false);
  const best = row.offers[0]!;
  const single = row.offers.length === 1;
  const name = single ? best.name : row.name;
  const out = best.stock_quantity <= 0;
  const byPack = best.sold_by === 'pack';
  const perBase = byPack && perBaseLabel(best.price_per_base);
  const breaks = breaksText(best);
  const prices = useMyPrices();
  const own = row.offers.find((o) => prices.has(o.product_id));
  const ownPrice = own && prices.get(own.product_id)!;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <div className="relative aspect-[16/9] bg-stone-100 min-[480px]:aspect-[4/3]">
        {best.image_url && (
          <img
            src={best.image_url}
            alt=""
            width={240}
            height={180}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            // Absolute: the box's height comes from its aspect ratio alone, whatever the picture's shape.
            className="absolute inset-0 size-full object-contain p-4"
          />
        )}
        {out && (
          <div className="absolute inset-0 grid place-items-center bg-stone-900/55">
            <span className="rounded-md bg-white px-3 py-1 text-sm font-bold text-red-700">
              {t('customer.outOfStock')}
            </span>
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-center justify-between gap-2">
          <span className="truncate text-xs font-medium uppercase tracking-wide text-brand-800">
            {translateSentence(row.category_name)}
          </span>
          <StockBadge label={best.stock_label} />
        </div>
        <h2 translate="no" className="text-base font-semibold leading-snug text-stone-900">
          {name}
        </h2>
        {single ? (
          <>
            <p className="text-sm text-stone-600">
              {best.brand && (
                <span translate="no" className="font-medium">
                  {best.brand}
                </span>
              )}
              {best.brand && ' · '}
              {soldAs(best)}
            </p>
            {(best.manufacturing_date || best.expiry_date) && (
              <p className="text-xs text-stone-500">
                {best.manufacturing_date && t('catalog.mfg', { date: formatDate(best.manufacturing_date) })}
                {best.manufacturing_date && best.expiry_date && ' · '}
                {best.expiry_date && t('catalog.exp', { date: formatDate(best.expiry_date) })}
              </p>
            )}
            {best.description && (
              <p translate="no" className="line-clamp-2 text-sm text-stone-600">
                {best.description}
              </p>
            )}
          </>
        ) : (
          <p className="text-sm text-stone-600">
            {soldAs(best)} ·{' '}
            <span className="font-medium text-stone-800">
              {t('catalog.suppliers', { count: row.supplier_count })}
            </span>
          </p>
        )}
        <p className="mt-auto pt-1 text-lg font-bold text-stone-900">
          {!single && <span className="text-sm font-normal text-stone-500">{t('catalog.from')} </span>}
          {byPack ? formatRupees(best.price) : priceText(best.price, best.sold_by)}
          {byPack && <span className="text-sm font-normal text-stone-500"> / {best.unit}</span>}
          {perBase && <span className="block text-xs font-normal text-stone-500">{perBase}</span>}
          {breaks && <span className="block text-xs font-medium text-brand-800">{breaks}</span>}
          {ownPrice && (
            <span className="block text-sm font-semibold text-brand-800">
              {t('customer.yourPrice', {
                price: priceText(ownPrice.price, ownPrice.sold_by),
                supplier: ownPrice.supplier_name,
              })}
            </span>
          )}
        </p>
        {!single && (
          <p className="text-xs text-stone-600">
            {t('catalog.bestOffer')}{' '}
            <span translate="no" className="font-medium">
              {best.supplier_name}
              {best.brand && ` · ${best.brand}`}
            </span>
          </p>
        )}
        <ReliabilityNote r={best.supplier_reliability} />
        <AddToCart offer={best} label={name} />
        {!single && (
          <Button variant="secondary" onClick={() => setChoosing(true)} aria-haspopup="dialog">
            {t('catalog.compare', { count: row.offers.length })}
          </Button>
        )}
      </div>
      {choosing && (
        <Suspense fallback={null}>
          <OfferChooser row={row} onClose={() => setChoosing(false)} />
        </Suspense>
      )}
    </article>
  );
}
