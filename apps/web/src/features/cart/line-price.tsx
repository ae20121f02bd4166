import { formatRupees } from '@app/api/shared';
import { Button } from '@app/ui/button';
import { useT } from '../../lib/i18n.ts';
import { priceText, quantityText } from '../../lib/quantity.ts';
import type { CartItem } from '../../lib/use-cart.ts';
import volume from '../../locales/compiled/volume.ts';

/** '₹650.00 / 5kg' for a pack, '₹40.00/kg' by weight or volume. */
const perUnit = (item: CartItem, price: number) =>
  item.sold_by === 'pack' ? `${formatRupees(price)} / ${item.product_unit}` : priceText(price, item.sold_by);

/**
 * A cart line's price: at a volume price (decision 0093) or the customer's own (decision 0094) it
 * says which, and the list price is struck through and read out as "was", so the saving is never
 * told by colour alone.
 */
export function LinePrice({ item }: { item: CartItem }) {
  const { t } = useT(volume);
  const price = perUnit(item, item.product_price);
  if (item.price_rule === 'list') return <p className="text-sm text-stone-600">{price}</p>;
  const list = perUnit(item, item.list_price);
  return (
    <p className="text-sm">
      <span className="font-medium text-brand-800">
        {t(item.price_rule === 'contract' ? 'volume.yourPrice' : 'volume.price', { price })}
      </span>{' '}
      <span className="sr-only">{t('volume.was', { price: list })}</span>
      <s aria-hidden className="text-stone-500">
        {list}
      </s>
    </p>
  );
}

/**
 * "Add 5 kg to pay ₹59/kg": tops the line up to its next volume price. The API's `add_quantity` is
 * a whole number of the listing's steps, so the sum stays in them; not offered beyond the stock.
 */
export function NextBreak({
  item,
  busy,
  describedBy,
  onAdd,
}: {
  item: CartItem;
  busy: boolean;
  /** The line's name, for whoever reaches the button alone. */
  describedBy: string;
  onAdd: (quantity: number) => void;
}) {
  const { t } = useT(volume);
  const next = item.next_price_break;
  if (!next || !item.available) return null;
  const quantity = Math.round((item.quantity + next.add_quantity) * 1000) / 1000;
  if (quantity > item.stock_quantity) return null;
  const more =
    item.sold_by === 'pack'
      ? t('volume.packs', { count: next.add_quantity })
      : quantityText(next.add_quantity, item.sold_by);
  return (
    <Button
      variant="secondary"
      size="sm"
      className="self-start"
      disabled={busy}
      aria-describedby={describedBy}
      onClick={() => onAdd(quantity)}
    >
      {t('volume.addFor', { quantity: more, price: perUnit(item, next.price) })}
    </Button>
  );
}
