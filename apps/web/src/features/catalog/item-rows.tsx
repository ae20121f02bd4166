import { formatRupees } from '@app/api/shared';
import { Link } from '@tanstack/react-router';
import { useT } from '../../lib/i18n.ts';
import { priceText } from '../../lib/quantity.ts';
import catalog from '../../locales/compiled/catalog.ts';
import shelf from '../../locales/compiled/shelf.ts';
import { rowKey } from './card-list.tsx';
import { AddToCart, type CatalogRow, soldAs } from './item-card.tsx';
import { perBaseLabel } from './price-per-base.ts';
import { StockBadge } from './stock-badge.tsx';

/** One line of the compact list: the offer the card would show, its quantity and quick add. */
function ItemLine({ row }: { row: CatalogRow }) {
  const { t } = useT(catalog, shelf);
  const best = row.offers[0]!;
  const single = row.offers.length === 1;
  const name = single ? best.name : row.name;
  const byPack = best.sold_by === 'pack';
  const perBase = perBaseLabel(best.price_per_base);
  const maker = [best.brand, soldAs(best), !single && t('catalog.suppliers', { count: row.supplier_count })]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="flex gap-3 border-b border-stone-200 py-2 last:border-b-0" data-item={rowKey(row)}>
      <div className="size-12 shrink-0 overflow-hidden rounded-md bg-stone-100">
        {best.image_url && (
          <img
            src={best.image_url}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="size-full object-contain p-0.5"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <Link
            to="/products"
            search={(s) => ({ ...s, item: rowKey(row) }) as never}
            translate="no"
            aria-label={t('shelf.details', { name })}
            className="truncate font-semibold text-stone-900 hover:underline"
          >
            {name}
          </Link>
          <span className="shrink-0 font-bold text-stone-900">
            {byPack ? formatRupees(best.price) : priceText(best.price, best.sold_by)}
          </span>
        </div>
        <div className="flex items-center justify-between gap-2 text-xs text-stone-600">
          <span className="truncate">
            {perBase && <span className="font-medium text-stone-800">{perBase} · </span>}
            <span translate="no">{maker}</span>
          </span>
          <StockBadge label={best.stock_label} />
        </div>
        <AddToCart offer={best} label={name} compact className="mt-1 justify-end" />
      </div>
    </li>
  );
}

/** The catalogue as a compact list: a phone screen holds six or more lines. */
export default function ItemRows({
  rows,
  label,
  busy,
}: {
  rows: readonly CatalogRow[];
  label: string;
  busy: boolean;
}) {
  return (
    <ul aria-label={label} aria-busy={busy} className="rounded-xl border border-stone-200 bg-white px-3">
      {rows.map((row) => (
        <ItemLine key={rowKey(row)} row={row} />
      ))}
    </ul>
  );
}
