import type { StockLabel } from '@app/api/shared';
import type { BadgeTone } from '@app/ui/badge';

/**
 * How each stock label of the server (shared/stock.ts) is coloured, wherever it shows. Apart from
 * StockBadge so a screen not yet in the message catalogue takes the colours without its messages.
 */
export const STOCK_TONE: Record<StockLabel, BadgeTone> = {
  'In Stock': 'green',
  'Low Stock': 'amber',
  'Out of Stock': 'red',
};
