import type { StockLabel } from '@app/api/shared';
import { Badge } from '@app/ui/badge';
import { useT } from '../../lib/i18n.ts';
import catalog from '../../locales/compiled/catalog.ts';

const SHOWN = {
  'In Stock': { tone: 'green', key: 'catalog.inStock' },
  'Low Stock': { tone: 'amber', key: 'catalog.lowStock' },
  'Out of Stock': { tone: 'red', key: 'catalog.outOfStock' },
} as const;

/** The server's stock label (shared/stock.ts) as a coloured badge in the active language. */
export function StockBadge({ label }: { label: StockLabel }) {
  const { t } = useT(catalog);
  return <Badge tone={SHOWN[label].tone}>{t(SHOWN[label].key)}</Badge>;
}
