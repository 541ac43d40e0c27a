/** @jsxImportSource theme-ui */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZE } from '../../../domain';
import type { BlockProps } from '../../../engine';
import { productsQuery, useProducts } from '../../api/products';
import { usePromotionProducts } from '../../api/products-promotion';
import type { Product } from '../../api/products-types';
import { localized } from '../../layouts/shared/MenuLink';
import { rememberProducts } from '../../stores/cart';
import { ProductGrid, ProductGridSkeleton } from '../product/ProductGrid';
import { SectionTitle } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { HOME_STALE_MS, useHomeFreshness } from './use-home-freshness';

function Shelf({ title, icon, more, products, loading, testId, empty }: { title: string; icon: string; more: string; products: Product[]; loading: boolean; testId: string; empty: string }) {
  const { t } = useTranslation();
  const { locale } = useBuyer();
  useEffect(() => rememberProducts(products), [products]);
  return (
    <section data-testid={testId} sx={{ mb: 4 }}>
      <SectionTitle icon={icon} action={<Link to={localized(more, locale)} sx={{ color: 'primaryText', fontSize: 1, fontWeight: 'bold' }}>{t('buyer:home.seeAll')}</Link>}>
        {title}
      </SectionTitle>
      {loading ? <ProductGridSkeleton count={5} /> : products.length === 0 ? <p sx={{ color: 'textMuted', m: 0 }}>{empty}</p> : <ProductGrid products={products} eagerCount={0} />}
    </section>
  );
}

/** Promotion products (take 12, fresh 5 minutes) in sales mode; redeemable products in redeem mode. */
export function HomePromotionProducts({ blockId }: BlockProps) {
  const { t } = useTranslation();
  const { viewer } = useBuyer();
  useHomeFreshness();
  const promo = usePromotionProducts(viewer);
  const redeem = useQuery({ ...productsQuery(viewer, {}, PAGE_SIZE.promotionProducts, HOME_STALE_MS), enabled: !!viewer.token && viewer.mode === 'redeem' });
  if (viewer.mode === 'redeem') {
    return <Shelf testId={blockId === 'promotion' ? 'home-promotion' : `home-${blockId}`} title={t('buyer:home.redeemProducts')} icon="redeem" more="/product" products={redeem.data ?? []} loading={redeem.isPending && redeem.fetchStatus !== 'idle'} empty={t('buyer:list.noProducts')} />;
  }
  return <Shelf testId="home-promotion" title={t('buyer:home.promotionProducts')} icon="promotion" more="/product?type=PROMOTION" products={promo.data ?? []} loading={promo.isPending && promo.fetchStatus !== 'idle'} empty={t('buyer:promotion.none')} />;
}

/** Best sellers (the block is shown only when ENABLE_BEST_SELLER is Y, by its bundle rule). */
export function HomeBestSellers() {
  const { t } = useTranslation();
  const { viewer } = useBuyer();
  useHomeFreshness();
  const best = useProducts(viewer, { bestSeller: true }, PAGE_SIZE.promotionProducts, HOME_STALE_MS);
  return <Shelf testId="home-best-sellers" title={t('buyer:list.bestSeller')} icon="star" more="/product?type=BEST_SELLER" products={best.data ?? []} loading={best.isPending && best.fetchStatus !== 'idle'} empty={t('buyer:list.noProducts')} />;
}
