import { useT } from '../lib/i18n.ts';
import { priceText } from '../lib/quantity.ts';
import { trpc } from '../lib/trpc.ts';
import customerText from '../locales/compiled/customer.ts';

/** "your price ₹58.00/kg" beside a list's or a standing order's line when the buyer has one today. */
export function YourPriceTag({ productId }: { productId: string }) {
  const { t } = useT(customerText);
  // The same query as the catalogue card's (features/catalog/my-prices.ts): one request for both.
  const mine = trpc.contracts.mine.useQuery(undefined, { staleTime: 5 * 60_000 });
  const own = mine.data?.items.find((p) => p.product_id === productId && p.status === 'current');
  if (!own) return null;
  return (
    <span className="block text-xs font-medium text-brand-800">
      {t('customer.yourPriceShort', { price: priceText(own.price, own.sold_by) })}
    </span>
  );
}
