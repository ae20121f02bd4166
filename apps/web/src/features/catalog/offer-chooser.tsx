import { formatRupees } from '@app/api/shared';
import { Dialog } from '@app/ui/dialog';
import { useT } from '../../lib/i18n.ts';
import { priceText } from '../../lib/quantity.ts';
import { trpc } from '../../lib/trpc.ts';
import catalog from '../../locales/compiled/catalog.ts';
import { AddToCart, type CatalogRow, soldAs } from './item-card.tsx';
import { perBaseLabel } from './price-per-base.ts';
import { StockBadge } from './stock-badge.tsx';

/**
 * Every offer of an item side by side, in the server's order: in stock first, then cheapest per
 * kg, litre or piece, then most stock. Slots are the city's, the same for every supplier, so the
 * next one is said once (decision 0076).
 */
export default function OfferChooser({ row, onClose }: { row: CatalogRow; onClose: () => void }) {
  const { t } = useT(catalog);
  const slots = trpc.slots.open.useQuery(undefined, { staleTime: 60_000 });
  const next = slots.data?.slots[0];
  const first = row.offers[0]!;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${row.name} · ${first.sold_by === 'pack' ? row.unit : soldAs(first)}`}
    >
      <p className="mb-3 text-sm text-stone-600">
        {t('catalog.chooserIntro', {
          suppliers: t('catalog.suppliers', { count: row.supplier_count }),
          base: row.unit_base ?? 'kg',
        })}
        {next && t('catalog.nextDelivery', { slot: next.label })}
      </p>
      <ol aria-label={t('catalog.offersFor', { name: row.name })} className="grid gap-3">
        {row.offers.map((o, i) => {
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
                {i === 0 && o.stock_quantity > 0 && (
                  <span className="ml-2 text-xs font-medium text-brand-800">{t('catalog.bestPrice')}</span>
                )}
              </p>
              <AddToCart
                offer={o}
                label={t('catalog.offerFrom', { name: o.name, supplier: o.supplier_name })}
                className="mt-2"
              />
            </li>
          );
        })}
      </ol>
    </Dialog>
  );
}
