import { SelectField } from '@app/ui/field';
import { useRef } from 'react';
import { useT } from '../../lib/i18n.ts';
import shelf from '../../locales/compiled/shelf.ts';
import { useShelf } from './catalog-input.ts';
import type { CatalogRow } from './item-card.tsx';

const chip =
  'rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800';

/**
 * Brands and suppliers the buyer has seen in this visit's lists, the chosen one kept: a filter's
 * options never vanish because the list they narrowed no longer shows the others.
 */
function useSeen(rows: readonly CatalogRow[]) {
  const seen = useRef({ brands: new Set<string>(), suppliers: new Map<string, string>() });
  for (const r of rows)
    for (const o of r.offers) {
      if (o.brand) seen.current.brands.add(o.brand);
      seen.current.suppliers.set(o.supplier_id, o.supplier_name);
    }
  return seen.current;
}

/** Sort, view and filters of the catalogue, all kept in the address (routes/_authed/products.tsx). */
export function ShelfControls({ rows }: { rows: readonly CatalogRow[] }) {
  const { t } = useT(shelf);
  const [s, set] = useShelf();
  const seen = useSeen(rows);
  const brands = [...seen.brands].sort();
  const suppliers = [...seen.suppliers].sort((a, b) => a[1].localeCompare(b[1]));
  const on = [s.brand, s.supplier, s.in_stock].filter(Boolean).length;
  const view = s.view ?? 'cards';
  const sort = s.sort ?? 'name';
  return (
    <div className="mb-4 grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('shelf.sort')}
          className="min-w-44 flex-1 sm:flex-none"
          value={sort}
          onChange={(e) => set({ sort: e.target.value === 'unit_price' ? 'unit_price' : undefined })}
        >
          <option value="name">{t('shelf.sortName')}</option>
          <option value="unit_price">{t('shelf.sortUnitPrice')}</option>
        </SelectField>
        <fieldset className="flex gap-2">
          <legend className="sr-only">{t('shelf.view')}</legend>
          {(['cards', 'list'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              className={`${chip} h-11`}
              onClick={() => set({ view: v === 'list' ? 'list' : undefined })}
            >
              {t(v === 'list' ? 'shelf.viewList' : 'shelf.viewCards')}
            </button>
          ))}
        </fieldset>
      </div>
      <details open={on > 0} className="rounded-lg border border-stone-200 bg-white p-3">
        <summary className="cursor-pointer text-sm font-semibold text-stone-800">
          {on > 0 ? t('shelf.filtersOn', { count: on }) : t('shelf.filters')}
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <SelectField
            label={t('shelf.brand')}
            value={s.brand ?? ''}
            onChange={(e) => set({ brand: e.target.value || undefined })}
          >
            <option value="">{t('shelf.anyBrand')}</option>
            {brands.map((b) => (
              <option key={b} value={b} translate="no">
                {b}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('shelf.supplier')}
            value={s.supplier ?? ''}
            onChange={(e) => set({ supplier: e.target.value || undefined })}
          >
            <option value="">{t('shelf.anySupplier')}</option>
            {suppliers.map(([id, name]) => (
              <option key={id} value={id} translate="no">
                {name}
              </option>
            ))}
          </SelectField>
          <label className="flex h-11 items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={s.in_stock === '1'}
              onChange={(e) => set({ in_stock: e.target.checked ? '1' : undefined })}
            />
            {t('shelf.inStock')}
          </label>
        </div>
        {on > 0 && (
          <button
            type="button"
            className="mt-2 text-sm font-medium text-brand-800 underline"
            onClick={() => set({ brand: undefined, supplier: undefined, in_stock: undefined })}
          >
            {t('shelf.clear')}
          </button>
        )}
      </details>
    </div>
  );
}
