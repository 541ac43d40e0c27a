/** @jsxImportSource theme-ui */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useProduct } from '../../api/products';
import { productBrand, productImages, productName, productSecondName } from '../../api/products-types';
import { localized } from '../../layouts/shared/MenuLink';
import { Badge, Card, EmptyState, Skeleton } from '../shared/ui';
import { useServerStatus } from '../../ssr/server-page';
import { useBuyer } from '../shared/use-viewer';
import { Gallery } from './Gallery';
import { stockState } from './stock';
import { UnitOrder } from './UnitOrder';
import { useWishlist } from './use-wishlist';
import { WishlistButton } from './WishlistButton';
import { ShareButton } from '../../line/ShareButton';
import { island } from '../../ssr/island';

// The picture and the unit order hydrate on their own, after the page's text (ssr/island.tsx).
const GalleryPart = island(Gallery);
const UnitOrderPart = island(UnitOrder);

/** `/product/{code}`: pictures, names, units with the customer's prices and tax type, stock, wishlist. */
export default function ProductDetailScreen() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const { viewer, locale } = useBuyer();
  const { data: product, isPending, fetchStatus } = useProduct(viewer, code);
  const wishlist = useWishlist();
  // Asked and answered with nothing: the server sends this page as a 404.
  useServerStatus(!isPending && !product ? 404 : null);
  // One array per product, so a re-render does not hand the gallery's island new props.
  const images = useMemo(() => (product ? productImages(product) : []), [product]);

  if (isPending && fetchStatus !== 'idle') {
    return (
      <Card testId="product-detail-loading">
        <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', '1fr 1fr'], gap: 4 }}>
          <span sx={{ display: 'block', width: '100%', aspectRatio: '1 / 1', bg: 'muted', borderRadius: 'default' }} />
          <div sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
            <Skeleton height={32} />
            <Skeleton height={20} width="60%" />
            <Skeleton height={120} />
          </div>
        </div>
      </Card>
    );
  }
  if (!product) {
    return (
      <Card>
        <EmptyState
          icon="search"
          testId="product-not-found"
          title={t('buyer:product.notFound')}
          action={<Link to={localized('/product', locale)} sx={{ variant: 'buttons.primary', px: 4, py: 2, textDecoration: 'none', display: 'inline-block' }}>{t('buyer:list.allProducts')}</Link>}
        />
      </Card>
    );
  }
  const name = productName(product, locale);
  const second = productSecondName(product, locale);
  const stock = stockState(product);
  const description = (locale === 'en' && product.P_Description_EN) || product.P_Description || '';
  return (
    <div>
      <nav aria-label={t('buyer:list.breadcrumb')} sx={{ fontSize: 1, color: 'textMuted', mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Link to={localized('/', locale)} sx={{ color: 'inherit' }}>{t('common:menu.home')}</Link>
        <span>›</span>
        <Link to={localized('/product', locale)} sx={{ color: 'inherit' }}>{t('common:menu.product')}</Link>
        <span>›</span>
        <span sx={{ color: 'text' }}>{name}</span>
      </nav>
      <Card testId="product-detail">
        <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', 'minmax(0, 5fr) minmax(0, 6fr)'], gap: [3, 4, 5] }}>
          <GalleryPart images={images} name={name} />
          <div sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
            <div sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
              <div sx={{ flex: 1, minWidth: 0 }}>
                {productBrand(product, locale) && <div data-i18n-data sx={{ color: 'textMuted', fontSize: 1, textTransform: 'uppercase' }}>{productBrand(product, locale)}</div>}
                <h1 data-testid="product-name" data-i18n-data sx={{ m: 0, fontSize: [4, 5], lineHeight: 'heading' }}>{name}</h1>
                {second && <div data-i18n-data sx={{ color: 'textMuted', mt: 1 }}>{second}</div>}
              </div>
              {wishlist.enabled && <WishlistButton on={wishlist.has(product.P_Code)} onToggle={() => void wishlist.toggle(product.P_Code)} name={name} />}
              <ShareButton text={name} path={`/product/${encodeURIComponent(product.P_Code)}`} />
            </div>
            <div sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', fontSize: 1, color: 'textMuted' }}>
              <span>{t('buyer:product.code', { code: product.P_Code })}</span>
              {product.BARCODE1 && <span>· {t('buyer:product.barcode', { code: product.BARCODE1 })}</span>}
              {stock === 'out' && <Badge tone="error" testId="out-of-stock">{t('common:terms.outOfStock')}</Badge>}
              {stock === 'low' && <Badge tone="warning">{t('buyer:product.lowStock')}</Badge>}
              {stock === 'in' && <Badge tone="success" testId="in-stock">{t('buyer:product.inStock')}</Badge>}
              {product.IsProductAdvancePrice && viewer.mode === 'sales' && product.AdvancePrice && (
                <Badge tone="error">{t('buyer:product.specialUntil', { date: product.AdvancePrice.DateEnd })}</Badge>
              )}
            </div>
            <UnitOrderPart product={product} outOfStock={stock === 'out'} />
            {description && (
              <section>
                <h2 sx={{ fontSize: 3, mb: 1 }}>{t('buyer:product.description')}</h2>
                <p sx={{ m: 0, whiteSpace: 'pre-line', color: 'text' }}>{description}</p>
              </section>
            )}
          </div>
        </div>
      </Card>
    </div>
  );
}
