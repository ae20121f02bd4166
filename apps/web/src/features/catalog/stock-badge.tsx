import type { StockLabel } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { useT } from '../../lib/i18n.ts';
import customer from '../../locales/compiled/customer.ts';
import { STOCK_TONE } from './stock-tone.ts';

const KEY = {
  'In Stock': 'customer.inStock',
  'Low Stock': 'customer.lowStock',
  'Out of Stock': 'customer.outOfStock',
} as const;

/** The stock label as a coloured badge in the active language (the customer frame's words: every customer screen shows it). */
export function StockBadge({ label }: { label: StockLabel }) {
  const { t } = useT(customer);
  return <Badge tone={STOCK_TONE[label]}>{t(KEY[label])}</Badge>;
}
