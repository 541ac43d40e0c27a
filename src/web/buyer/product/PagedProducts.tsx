/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useProductsInfinite, type ProductFilter } from '../../api/products';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { Button, EmptyState } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';

/** A fixed filter's products, 12 at a time with 'Load more' (promotion and brand pages). */
export function PagedProducts({ filter, emptyTitle }: { filter: ProductFilter; emptyTitle: string }) {
  const { t } = useTranslation();
  const { viewer } = useBuyer();
  const query = useProductsInfinite(viewer, filter);
  const products = query.data?.pages.flat() ?? [];
  if (query.isPending && query.fetchStatus !== 'idle') return <ProductGridSkeleton />;
  if (products.length === 0) return <EmptyState icon="promotion" title={emptyTitle} />;
  return (
    <>
      <ProductGrid products={products} />
      <div sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
        <Button variant="outline" size="large" data-testid="load-more" disabled={!query.hasNextPage || query.isFetchingNextPage} onClick={() => void withLoadingOverlay(() => query.fetchNextPage())}>
          {query.hasNextPage ? t('common:action.loadMore') : t('buyer:list.noMore')}
        </Button>
      </div>
    </>
  );
}
