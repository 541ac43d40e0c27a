/** @jsxImportSource theme-ui */
import type { ReactNode } from 'react';
import type { MerchantProduct } from '../../api/merchant-products';
import { Card, Empty, Page } from '../ui/kit';
import { ProductNav } from './ProductNav';
import { productTitle, type useProductPage } from './use-product';

/** Every product page's frame: loading, not found, or the product's title, its page tabs and `children`. */
export function ProductFrame({ page, children }: { page: ReturnType<typeof useProductPage>; children: (product: MerchantProduct) => ReactNode }) {
  const { t, locale, code, product, isPending, back, mayEdit } = page;
  if (isPending) return <Page title={code} back={back}><Empty>{t('common:label.loading')}</Empty></Page>;
  if (!product) return <Page title={code} back={back}><Card><Empty>{t('merchant:product.notFound')}</Empty></Card></Page>;
  return (
    <Page title={<span data-i18n-data>{productTitle(product, locale)}</span>} subtitle={product.P_Code} back={back}>
      <ProductNav code={code} />
      {!mayEdit && <p data-testid="catalogue-read-only" sx={{ m: 0, p: 3, bg: 'muted', borderRadius: 'default', fontSize: 1 }}>{t('merchant:product.readOnly')}</p>}
      {children(product)}
    </Page>
  );
}
