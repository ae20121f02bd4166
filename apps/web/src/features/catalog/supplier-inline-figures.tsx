import { toast } from 'sonner';
import { InlineNumber } from '../../components/inline-number.tsx';
import { errorMessage, serverFieldErrors } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import listing from '../../locales/compiled/listing.ts';
import measure from '../../locales/compiled/measure.ts';
import type { SupplierProduct } from './supplier-product-form.ts';

/*
 * A supplier's price and stock of one listing, each saved alone from its card or table row
 * (decision 0108): what was typed stays until the server takes it, and a refusal shows the
 * server's sentence.
 */

function useSaved() {
  const { t } = useT(listing, measure);
  const utils = trpc.useUtils();
  const saved = (message: string) => {
    toast.success(message);
    utils.catalog.supplier.list.invalidate();
    utils.catalog.supplier.dashboard.invalidate();
  };
  const refused = (field: 'price' | 'stock_quantity') => (e: unknown) => {
    throw new Error(serverFieldErrors(e)[field] ?? errorMessage(e, t('listing.saveFailed')));
  };
  return { t, saved, refused };
}

export function PriceBox({ product: p }: { product: SupplierProduct }) {
  const { t, saved, refused } = useSaved();
  const setPrice = trpc.catalog.supplier.setPrice.useMutation();
  const perUnit = p.sold_by === 'pack' ? undefined : `/${t(`measure.unit.${p.sold_by}`)}`;
  return (
    <InlineNumber
      value={p.price}
      decimals={2}
      suffix={perUnit}
      label={t('listing.priceOf', { name: p.name })}
      saveLabel={t('listing.save')}
      saveName={t('listing.savePriceOf', { name: p.name })}
      invalidText={t('listing.numberInvalid')}
      onSave={(price) =>
        setPrice
          .mutateAsync({ id: p.id, price })
          .then(() => saved(t('listing.priceSaved', { name: p.name })), refused('price'))
      }
    />
  );
}

export function StockBox({ product: p }: { product: SupplierProduct }) {
  const { t, saved, refused } = useSaved();
  const setStock = trpc.catalog.supplier.setStock.useMutation();
  const unit = p.sold_by === 'pack' ? undefined : t(`measure.unit.${p.sold_by}`);
  return (
    <InlineNumber
      value={p.stock_quantity}
      decimals={p.sold_by === 'pack' ? 0 : 3}
      suffix={unit}
      label={t('listing.stockOf', { name: p.name })}
      saveLabel={t('listing.save')}
      saveName={t('listing.saveStockOf', { name: p.name })}
      invalidText={t('listing.numberInvalid')}
      onSave={(stock_quantity) =>
        setStock
          .mutateAsync({ id: p.id, stock_quantity })
          .then(() => saved(t('listing.stockSaved', { name: p.name })), refused('stock_quantity'))
      }
    />
  );
}

/** Both figures in a card, each under its label. */
export function InlineFigures({ product }: { product: SupplierProduct }) {
  const { t } = useT(listing);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="pt-2 text-stone-500">{t('listing.price')}</span>
        <PriceBox product={product} />
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <span className="pt-2 text-stone-500">{t('listing.stock')}</span>
        <StockBox product={product} />
      </div>
    </div>
  );
}
