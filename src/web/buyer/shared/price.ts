import { formatBaht, formatPoints, type UnitIndex } from '../../../domain';
import type { Product } from '../../api/products-types';

export interface UnitPriceView {
  /** What one of this unit costs the customer (VAT included), or its points in redeem mode. */
  amount: number;
  /** The standard price when a lower advance price applies (shown struck through), else null. */
  was: number | null;
  /** Price before VAT (sales mode). */
  excludingVat: number;
  taxType: '0' | '1' | '2';
}

/**
 * The price shown for one unit. The server already picked the customer's price level and applied
 * the advance price only when non-zero, lower than the standard price and in its dates; the card
 * strikes the standard price through only in that case.
 */
export function unitPriceView(p: Product, unit: UnitIndex, mode: 'sales' | 'redeem'): UnitPriceView {
  if (mode === 'redeem') return { amount: Number(p[`PointPrice${unit}`] ?? 0), was: null, excludingVat: 0, taxType: '0' };
  const amount = Number(p[`PriceInVat${unit}`] ?? 0);
  const standard = Number(p[`StandardPrice${unit}`] ?? 0);
  const advance = p.IsProductAdvancePrice === true && amount > 0 && standard > amount;
  return { amount, was: advance ? standard : null, excludingVat: Number(p[`SalesPrice${unit}`] ?? 0), taxType: (p[`PriceType${unit}`] as '0' | '1' | '2' | undefined) ?? '2' };
}

export function formatMoneyOrPoints(value: number, mode: 'sales' | 'redeem', locale: 'th' | 'en', pointsUnit: string): string {
  return mode === 'redeem' ? formatPoints(value, locale, pointsUnit) : formatBaht(value, locale);
}
