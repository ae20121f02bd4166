import { formatRupees } from '@app/api/shared';

const BASE = { kg: 'kg', l: 'litre', pc: 'piece' } as const;

/** '₹92.00/kg' from an answer's price per base unit; null when the unit could not be read. */
export const perBaseLabel = (p: { per: keyof typeof BASE; price: number } | null) =>
  p ? `${formatRupees(p.price)}/${BASE[p.per]}` : null;
