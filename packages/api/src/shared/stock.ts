export const LOW_STOCK_THRESHOLD = 20;
export type StockLabel = 'Out of Stock' | 'Low Stock' | 'In Stock';

export function stockLabel(quantity: number): StockLabel {
  if (quantity <= 0) return 'Out of Stock';
  if (quantity < LOW_STOCK_THRESHOLD) return 'Low Stock';
  return 'In Stock';
}
