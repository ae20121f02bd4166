import { deliveryDayText } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import offerWords from '../../locales/compiled/offers.ts';
import type { Offer } from './item-card.tsx';

/**
 * Where an offer ships from and the first day it can arrive here (decision 0109): "Ships from
 * Mumbai · arrives Wed 9 Dec" for a supplier in another city, "Arrives Tue 8 Dec" for a local one.
 */
export function ShipsFrom({ offer }: { offer: Pick<Offer, 'ships_from' | 'local' | 'arrives'> }) {
  const { t } = useT(offerWords);
  const day = offer.arrives && deliveryDayText(offer.arrives);
  const city = offer.ships_from ?? '';
  const text = offer.local
    ? day && t('offers.arrives', { day })
    : city && (day ? t('offers.shipsFrom', { city, day }) : t('offers.shipsFromNoDay', { city }));
  if (!text) return null;
  return (
    <p className={offer.local ? 'text-sm text-stone-600' : 'text-sm font-medium text-amber-800'}>{text}</p>
  );
}
