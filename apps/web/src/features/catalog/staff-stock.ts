import type { RouterOutputs } from '@app/api';

type StockLabel = RouterOutputs['catalog']['inventory']['list']['items'][number]['stock_label'];

/** The server's English stock label as the `level` of the staffCatalog.stockLabel message. */
export const stockLevel = (label: StockLabel) =>
  label === 'Out of Stock' ? 'out' : label === 'Low Stock' ? 'low' : 'in';
