/** @jsxImportSource theme-ui */
import type { ThemeUIStyleObject } from 'theme-ui';
import type { Product } from '../../api/products-types';
import { Skeleton } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { ProductCard } from './ProductCard';
import { useQuickAdd } from './use-quick-add';
import { useWishlist } from './use-wishlist';

const GRID: ThemeUIStyleObject = { display: 'grid', gridTemplateColumns: ['repeat(2, minmax(0, 1fr))', 'repeat(3, minmax(0, 1fr))', 'repeat(4, minmax(0, 1fr))', 'repeat(5, minmax(0, 1fr))'], gap: [2, 3] };

/** Products as cards, 2 columns on a phone up to 5 on a wide screen. */
export function ProductGrid({ products, eagerCount = 4 }: { products: readonly Product[]; eagerCount?: number }) {
  const { viewer, locale, pricesHidden, flag } = useBuyer();
  const quickAdd = useQuickAdd();
  const wishlist = useWishlist();
  return (
    <div data-testid="product-grid" sx={GRID}>
      {products.map((p, i) => (
        <ProductCard
          key={p.P_Code}
          product={p}
          locale={locale}
          mode={viewer.mode}
          pricesHidden={pricesHidden}
          biggestUnit={flag('QUICK_ADD_BIGGEST_UNIT') === 'Y'}
          onQuickAdd={quickAdd}
          wishlist={wishlist.enabled ? { on: wishlist.has(p.P_Code), toggle: () => void wishlist.toggle(p.P_Code) } : null}
          eager={i < eagerCount}
        />
      ))}
    </div>
  );
}

/** The grid's shape while the first page loads (same cell sizes, so nothing jumps). */
export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <div data-testid="product-grid-loading" sx={GRID}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <span sx={{ display: 'block', width: '100%', aspectRatio: '1 / 1', bg: 'muted', borderRadius: 'small' }} />
          <Skeleton height={14} />
          <Skeleton height={14} width="60%" />
          <Skeleton height={36} width="50%" />
        </div>
      ))}
    </div>
  );
}
