import type { SoldBy } from '@app/api/enums';
import { priceText } from '../../lib/quantity.ts';

/** '₹650.50 / 5kg' for a pack, '₹40.00/kg' for a listing sold by weight or volume. */
export const listingPrice = (p: { price: number; unit: string; sold_by: SoldBy }) =>
  p.sold_by === 'pack' ? `${priceText(p.price, 'pack')} / ${p.unit}` : priceText(p.price, p.sold_by);
