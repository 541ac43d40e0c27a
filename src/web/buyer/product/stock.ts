import { isOutOfStock } from '../../../domain';
import type { Product } from '../../api/products-types';

export type StockState = 'out' | 'low' | 'in' | 'untracked';

/** What the card says about stock: out of stock, running low (under its minimum), in stock, or not tracked. */
export function stockState(p: Product): StockState {
  if (!p.Stock) return 'untracked';
  if (isOutOfStock(p)) return 'out';
  return p.IsLessThanMinimumStock ? 'low' : 'in';
}
