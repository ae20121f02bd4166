import { formatRupees } from '@app/api/shared';
import { translate } from '../../lib/i18n.ts';
import '../../locales/compiled/customer.ts';

/** '₹92.00/kg' (in the active language) from an answer's price per base unit; null when unreadable. */
export const perBaseLabel = (p: { per: 'kg' | 'l' | 'pc'; price: number } | null) =>
  p ? translate(`customer.perBase.${p.per}`, { price: formatRupees(p.price) }) : null;
