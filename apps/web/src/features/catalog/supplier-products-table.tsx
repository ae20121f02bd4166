import { stockLabel } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { type CellContext, createColumnHelper } from '@tanstack/react-table';
import { Package } from 'lucide-react';
import { createContext, use, useState } from 'react';
import { translateSentence, useT } from '../../lib/i18n.ts';
import { quantityText } from '../../lib/quantity.ts';
import { formatDay } from '../../lib/relative-time.ts';
import listing from '../../locales/compiled/listing.ts';
import listingFields from '../../locales/compiled/listingFields.ts';
import measure from '../../locales/compiled/measure.ts';
import supplierTable from '../../locales/compiled/supplierTable.ts';
import { ChangesWaiting } from './pending-changes.tsx';
import { STOCK_TONE } from './stock-tone.ts';
import { PriceBox, StockBox } from './supplier-inline-figures.tsx';
import { APPROVAL_TONE, STOCK } from './supplier-product-card.tsx';
import type { SupplierProduct } from './supplier-product-form.ts';
import { SupplierBulk } from './supplier-products-bulk.tsx';

const col = createColumnHelper<SupplierProduct>();

/** What a row does: edit, delete, its place in the selection and why a bulk change passed it by. */
const Row = createContext<{
  edit: (p: SupplierProduct) => void;
  remove: (p: SupplierProduct) => void;
  picked: ReadonlyMap<string, SupplierProduct>;
  toggle: (p: SupplierProduct, on: boolean) => void;
  refused: ReadonlyMap<string, string>;
}>({ edit: () => {}, remove: () => {}, picked: new Map(), toggle: () => {}, refused: new Map() });

/**
 * The supplier's own listings on a wide window (decision 0115): a dense row per listing with the
 * price and stock edited in it, and a selection changed together. Phones keep the cards.
 */
export function SupplierProductsTable({
  products,
  onEdit,
  onDelete,
}: {
  products: SupplierProduct[];
  onEdit: (p: SupplierProduct) => void;
  onDelete: (p: SupplierProduct) => void;
}) {
  const { t } = useT(supplierTable);
  const [picked, setPicked] = useState<ReadonlyMap<string, SupplierProduct>>(new Map());
  const [refused, setRefused] = useState<ReadonlyMap<string, string>>(new Map());
  const allPicked = products.length > 0 && products.every((p) => picked.has(p.id));
  const toggle = (p: SupplierProduct, on: boolean) =>
    setPicked((old) => {
      const next = new Map(old);
      if (on) next.set(p.id, p);
      else next.delete(p.id);
      return next;
    });
  const columns = [
    col.display({
      id: 'select',
      header: () => <span className="sr-only">{t('supplierTable.select')}</span>,
      cell: SelectCell,
    }),
    col.accessor('image_url', {
      header: () => <span className="sr-only">{t('supplierTable.image')}</span>,
      enableSorting: false,
      cell: ImageCell,
    }),
    col.accessor('name', { header: t('supplierTable.product'), cell: ProductCell }),
    col.accessor('category_name', {
      header: t('supplierTable.category'),
      cell: (c) => translateSentence(c.getValue()),
    }),
    col.accessor('approval_status', {
      header: t('supplierTable.approval'),
      enableSorting: false,
      cell: ApprovalCell,
    }),
    col.accessor('price', { header: t('supplierTable.price'), meta: { numeric: true }, cell: PriceCell }),
    col.accessor('stock_quantity', {
      header: t('supplierTable.stock'),
      meta: { numeric: true },
      cell: StockCell,
    }),
    col.accessor('is_active', {
      header: t('supplierTable.selling'),
      enableSorting: false,
      cell: (c) =>
        c.getValue() ? (
          <Badge tone="green">{t('supplierTable.active')}</Badge>
        ) : (
          <Badge>{t('supplierTable.inactive')}</Badge>
        ),
    }),
    col.display({ id: 'actions', header: t('supplierTable.actions'), cell: ActionsCell }),
  ];
  const live = [...picked.values()].map((p) => products.find((q) => q.id === p.id) ?? p);
  return (
    <Row value={{ edit: onEdit, remove: onDelete, picked, toggle, refused }}>
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={allPicked}
              onChange={(e) => setPicked(new Map(e.target.checked ? products.map((p) => [p.id, p]) : []))}
            />
            {t('supplierTable.selectAll')}
          </label>
          {picked.size > 0 && (
            <SupplierBulk
              picked={live}
              onClear={() => {
                setPicked(new Map());
                setRefused(new Map());
              }}
              onDone={(done, why) => {
                setPicked((old) => new Map([...old].filter(([id]) => !done.includes(id))));
                setRefused(why);
              }}
            />
          )}
        </div>
        <DataTable
          caption={t('supplierTable.caption')}
          data={products}
          columns={columns}
          getRowId={(p) => p.id}
          pageSize={products.length || 1}
          rowTestId="supplier-product"
          empty={null}
        />
      </div>
    </Row>
  );
}

function SelectCell({ row: { original: p } }: CellContext<SupplierProduct, unknown>) {
  const { t } = useT(supplierTable);
  const { picked, toggle } = use(Row);
  return (
    <input
      type="checkbox"
      className="size-5 accent-brand-700"
      aria-label={t('supplierTable.selectProduct', { name: p.name })}
      checked={picked.has(p.id)}
      onChange={(e) => toggle(p, e.target.checked)}
    />
  );
}

function ImageCell({ row: { original: p } }: CellContext<SupplierProduct, string>) {
  return p.image_url ? (
    <img
      src={p.image_url}
      alt={p.name}
      loading="lazy"
      className="size-12 max-w-none rounded-lg bg-stone-100 object-contain"
    />
  ) : (
    <span
      className="flex size-12 items-center justify-center rounded-lg bg-stone-100 text-stone-400"
      aria-hidden
    >
      <Package className="size-6" />
    </span>
  );
}

/** Name, brand, pack or measure, city and expiry; why a bulk change passed it by. */
function ProductCell({ row: { original: p } }: CellContext<SupplierProduct, string>) {
  const { t } = useT(supplierTable, listing, listingFields, measure);
  const { refused } = use(Row);
  const why = refused.get(p.id);
  const measured =
    p.sold_by === 'pack'
      ? t('supplierTable.pack', { unit: p.unit })
      : t('supplierTable.soldBy', { unit: t(`measure.unit.${p.sold_by}`) });
  return (
    <span className="flex min-w-44 max-w-64 flex-col gap-0.5">
      <span translate="no" className="font-semibold text-stone-900">
        {p.name}
      </span>
      <span className="text-xs text-stone-600">
        {p.brand && <span translate="no">{p.brand} · </span>}
        {measured}
      </span>
      <span className="flex flex-wrap gap-x-1 text-xs text-stone-600">
        <span translate={p.city_name ? 'no' : undefined}>{p.city_name ?? t('listingFields.allCities')}</span>
        {p.expiry_date && (
          <>
            <span aria-hidden>·</span>
            {t('listing.expiry')}
            <span>{formatDay(p.expiry_date)}</span>
          </>
        )}
      </span>
      {why && (
        <span role="status" className="mt-1 rounded bg-red-50 p-1.5 text-xs font-medium text-red-800">
          {t('supplierTable.notChanged', { reason: why })}
        </span>
      )}
    </span>
  );
}

function ApprovalCell({
  row: { original: p },
}: CellContext<SupplierProduct, SupplierProduct['approval_status']>) {
  const { t } = useT(listing);
  const rejectedBecause = p.approval_status === 'rejected' && p.rejection_reason;
  return (
    <span className="flex min-w-28 max-w-56 flex-col items-start gap-1">
      <Badge tone={APPROVAL_TONE[p.approval_status]}>{t(`listing.status.${p.approval_status}`)}</Badge>
      {p.price_needed && <Badge tone="amber">{t('listing.priceNeeded')}</Badge>}
      {rejectedBecause && (
        <span className="text-xs text-red-800">
          <span className="font-semibold">{t('listing.reason')}</span>
          {p.rejection_reason}
        </span>
      )}
      {p.pending_changes && <ChangesWaiting product={p} />}
    </span>
  );
}

function PriceCell({ row: { original: p } }: CellContext<SupplierProduct, number>) {
  const { t } = useT(listing, measure);
  const byPack = p.sold_by === 'pack';
  return (
    <span className="flex min-w-48 flex-col items-end gap-1">
      <PriceBox product={p} />
      {byPack && <span className="text-xs text-stone-600">{t('listing.perUnit', { unit: p.unit })}</span>}
      {!byPack && (
        <span className="text-xs text-stone-600">
          {t('measure.rule', {
            minimum: quantityText(p.minimum, p.sold_by),
            step: quantityText(p.step, p.sold_by),
          })}
        </span>
      )}
    </span>
  );
}

function StockCell({ row: { original: p } }: CellContext<SupplierProduct, number>) {
  const { t } = useT(listing);
  const stock = stockLabel(p.stock_quantity);
  return (
    <span className="flex min-w-44 flex-col items-end gap-1">
      <StockBox product={p} />
      <Badge tone={STOCK_TONE[stock]}>{t(STOCK[stock])}</Badge>
    </span>
  );
}

function ActionsCell({ row: { original: p } }: CellContext<SupplierProduct, unknown>) {
  const { t } = useT(listing);
  const { edit, remove } = use(Row);
  return (
    <span className="flex gap-2 whitespace-nowrap">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => edit(p)}
        aria-label={t('listing.editName', { name: p.name })}
      >
        {t('listing.edit')}
      </Button>
      <Button
        variant="danger"
        size="sm"
        onClick={() => remove(p)}
        aria-label={t('listing.deleteName', { name: p.name })}
      >
        {t('listing.delete')}
      </Button>
    </span>
  );
}
