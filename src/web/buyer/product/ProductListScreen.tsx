/** @jsxImportSource theme-ui */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { productKeys, useProductsInfinite } from '../../api/products';
import { useIsMobile } from '../../app/media';
import { localized } from '../../layouts/shared/MenuLink';
import { applyListParams, productSearch, readListParams, searchFilter } from '../../stores/product-search';
import { withLoadingOverlay } from '../../widgets/loading-store';
import { CategoryDrawerHost } from '../category/DrawerHost';
import { useCategoryPathNames } from '../category/use-categories';
import { Button, EmptyState } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { ProductSearchBox } from '../search/ProductSearchBox';
import { ListToolbar } from './ListToolbar';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { SideMenu } from './SideMenu';

/**
 * `/product` (p, c1..c3, type, displayGroupId, displayGroupName): 12 products first, 'Load more'
 * adds 12 with the loading overlay; a load that returns nothing disables it; a new search starts
 * again from the first page.
 */
export default function ProductListScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { viewer, locale } = useBuyer();
  const mobile = useIsMobile();
  const list = useMemo(() => readListParams(params), [params]);
  useEffect(() => applyListParams(list), [list]);
  const s = useSnapshot(productSearch);
  const filter = useMemo(() => searchFilter(s), [s]);
  const query = useProductsInfinite(viewer, filter);
  const queryClient = useQueryClient();

  // A new search resets paging: cached pages of an earlier identical search are dropped too.
  const lastKey = useRef<string | null>(null);
  const key = JSON.stringify(productKeys.list(viewer, filter));
  useEffect(() => {
    const pages = queryClient.getQueryData<{ pages: unknown[] }>(productKeys.list(viewer, filter))?.pages.length ?? 0;
    if (lastKey.current !== null && lastKey.current !== key && pages > 1) void queryClient.resetQueries({ queryKey: productKeys.list(viewer, filter), exact: true });
    lastKey.current = key;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the serialised filter
  }, [key]);

  const categoryPath = [list.c1, list.c2, list.c3];
  const names = useCategoryPathNames(categoryPath.filter(Boolean));
  const products = query.data?.pages.flat() ?? [];
  const title = list.p
    ? t('buyer:list.resultsFor', { text: list.p })
    : list.displayGroupName || (names.length ? names[names.length - 1] : t(viewer.mode === 'redeem' ? 'common:menu.redeemProduct' : 'buyer:list.allProducts'));

  const loadMore = () => withLoadingOverlay(() => query.fetchNextPage());
  const loading = query.isPending && query.fetchStatus !== 'idle';

  return (
    <div sx={{ display: 'grid', gridTemplateColumns: ['minmax(0, 1fr)', 'minmax(0, 1fr)', '220px minmax(0, 1fr)'], gap: 3, alignItems: 'start' }}>
      {!mobile && <SideMenu current={categoryPath} />}
      <section data-testid="product-list" aria-busy={loading} sx={{ minWidth: 0 }}>
        {mobile && (
          <div sx={{ mb: 2, display: 'flex' }}>
            <ProductSearchBox locale={locale} />
          </div>
        )}
        <nav aria-label={t('buyer:list.breadcrumb')} sx={{ fontSize: 1, color: 'textMuted', mb: 1, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Link to={localized('/', locale)} sx={{ color: 'inherit' }}>{t('common:menu.home')}</Link>
          <span>›</span>
          <Link to={localized('/product', locale)} sx={{ color: 'inherit' }}>{t('common:menu.product')}</Link>
          {names.map((n, i) => (
            <span key={i}>› {n}</span>
          ))}
        </nav>
        <h1 data-testid="list-title" sx={{ fontSize: [4, 5], m: 0, mb: 3 }}>{title}</h1>
        <ListToolbar />
        {loading ? (
          <ProductGridSkeleton />
        ) : products.length === 0 ? (
          <EmptyState icon="search" title={t('buyer:list.noProducts')} text={list.p ? t('buyer:list.noProductsFor', { text: list.p }) : undefined} />
        ) : (
          <>
            <ProductGrid products={products} />
            <div sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
              <Button variant="outline" size="large" data-testid="load-more" disabled={!query.hasNextPage || query.isFetchingNextPage} onClick={() => void loadMore()}>
                {query.hasNextPage ? t('common:action.loadMore') : t('buyer:list.noMore')}
              </Button>
            </div>
          </>
        )}
      </section>
      <CategoryDrawerHost />
    </div>
  );
}
