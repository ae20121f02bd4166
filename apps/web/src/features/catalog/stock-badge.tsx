import type { StockLabel } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { useT } from '../../lib/i18n.ts';
import catalog from '../../locales/compiled/catalog.ts';
import { STOCK_TONE } from './stock-tone.ts';

const KEY = {
  'In Stock': 'catalog.inStock',
  'Low Stock': 'catalog.lowStock',
  'Out of Stock': 'catalog.outOfStock',
} as const;

/** The stock label as a coloured badge in the active language. */
export function StockBadge({ label }: { label: StockLabel }) {
  const { t } = useT(catalog);
  return <Badge tone={STOCK_TONE[label]}>{t(KEY[label])}</Badge>;
}
