import { stockLabel } from '@app/api/shared';
import { Badge, type BadgeTone } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { Package } from 'lucide-react';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { priceText, quantityText } from '../../lib/quantity.ts';
import { formatDay } from '../../lib/relative-time.ts';
import listing from '../../locales/compiled/listing.ts';
import listingFields from '../../locales/compiled/listingFields.ts';
import measure from '../../locales/compiled/measure.ts';
import { ChangesWaiting } from './pending-changes.tsx';
import { STOCK_TONE } from './stock-tone.ts';
import { InlineFigures } from './supplier-inline-figures.tsx';
import type { SupplierProduct } from './supplier-product-form.ts';

export const APPROVAL_TONE: Record<SupplierProduct['approval_status'], BadgeTone> = {
  approved: 'green',
  pending: 'amber',
  rejected: 'red',
};
export const STOCK = {
  'In Stock': 'listing.inStock',
  'Low Stock': 'listing.lowStock',
  'Out of Stock': 'listing.outOfStock',
} as const;

export function ProductImage({ url, name }: { url: string; name: string }) {
  return url ? (
    <img
      src={url}
      alt={name}
      loading="lazy"
      className="h-40 w-full rounded-t-xl bg-stone-100 object-contain p-2"
    />
  ) : (
    <div
      className="flex h-40 w-full items-center justify-center rounded-t-xl bg-stone-100 text-stone-400"
      aria-hidden
    >
      <Package className="size-10" />
    </div>
  );
}

/**
 * One own product in the supplier grid: approval badge, price per unit, stock, city, reason, and
 * changes waiting for review.
 */
export function ProductCard({
  product: p,
  onEdit,
  onDelete,
}: {
  product: SupplierProduct;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useT(listing, listingFields, measure);
  const stock = stockLabel(p.stock_quantity);
  const byPack = p.sold_by === 'pack';
  const rejectedBecause = p.approval_status === 'rejected' && p.rejection_reason;
  return (
    <Card className="flex flex-col" data-testid="supplier-product">
      <ProductImage url={p.image_url} name={p.name} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={APPROVAL_TONE[p.approval_status]}>{t(`listing.status.${p.approval_status}`)}</Badge>
          {!p.is_active && <Badge>{t('listing.inactive')}</Badge>}
          {p.price_needed && <Badge tone="amber">{t('listing.priceNeeded')}</Badge>}
        </div>
        <div>
          <p className="text-xs uppercase tracking-wide text-stone-500">
            {translateSentence(p.category_name)}
          </p>
          <h3 translate="no" className="font-semibold text-stone-900">
            {p.name}
          </h3>
          {p.brand && (
            <p translate="no" className="text-sm text-stone-600">
              {p.brand}
            </p>
          )}
        </div>
        {p.price_needed ? (
          <p className="text-sm text-amber-900">{t('listing.setPrice')}</p>
        ) : (
          <p className="text-lg font-bold text-brand-800">
            {priceText(p.price, p.sold_by)}{' '}
            {byPack && (
              <span className="text-sm font-normal text-stone-600">
                {t('listing.perUnit', { unit: p.unit })}
              </span>
            )}
          </p>
        )}
        {!byPack && (
          <p className="text-sm text-stone-600">
            {t('measure.rule', {
              minimum: quantityText(p.minimum, p.sold_by),
              step: quantityText(p.step, p.sold_by),
            })}
            {p.weighed && ` · ${t('measure.weighed', { tolerance: p.tolerance_percent })}`}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-x-2 gap-y-1 text-sm">
          <dt className="text-stone-500">{t('listing.stock')}</dt>
          <dd>
            {quantityText(p.stock_quantity, p.sold_by)}{' '}
            <Badge tone={STOCK_TONE[stock]}>{t(STOCK[stock])}</Badge>
          </dd>
          <dt className="text-stone-500">{t('listingFields.city')}</dt>
          <dd translate={p.city_name ? 'no' : undefined}>{p.city_name ?? t('listingFields.allCities')}</dd>
          {p.expiry_date && (
            <>
              <dt className="text-stone-500">{t('listing.expiry')}</dt>
              <dd>{formatDay(p.expiry_date)}</dd>
            </>
          )}
        </dl>
        <InlineFigures product={p} />
        {p.pending_changes && <ChangesWaiting product={p} />}
        {rejectedBecause && (
          <p className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
            <span className="font-semibold">{t('listing.reason')}</span>
            {p.rejection_reason}
          </p>
        )}
        <div className="mt-auto flex gap-2 pt-2">
          <Button
            variant="secondary"
            size="sm"
            className="flex-1"
            onClick={onEdit}
            aria-label={t('listing.editName', { name: p.name })}
          >
            {t('listing.edit')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            className="flex-1"
            onClick={onDelete}
            aria-label={t('listing.deleteName', { name: p.name })}
          >
            {t('listing.delete')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
