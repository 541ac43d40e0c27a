import type { CartLine } from '../../../domain';
import type { Product } from '../../api/products-types';

export interface CartGroup {
  key: string;
  name: string;
  lines: CartLine[];
}

/** Lines grouped by product group (as a shelf would), in the cart's order; unknown products last. */
export function groupLines(lines: readonly CartLine[], products: Record<string, Product>, locale: 'th' | 'en', otherName: string): CartGroup[] {
  const groups = new Map<string, CartGroup>();
  for (const line of lines) {
    const p = products[line.P_Code];
    const key = p ? String(p.P_GroupCode ?? p.P_Group ?? '') || '-' : '?';
    const name = p ? String((locale === 'en' ? p.P_Group_EN || p.P_Group : p.P_Group) ?? '') || otherName : otherName;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, name, lines: [] }));
    g.lines.push(line);
  }
  return [...groups.values()].sort((a, b) => (a.key === '?' ? 1 : b.key === '?' ? -1 : 0));
}
