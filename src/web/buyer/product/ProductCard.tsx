/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { defaultQuickAddUnit, isRedeemable } from '../../../domain';
import type { Locale } from '../../../engine';
import { productBrand, productImages, productName, productSecondName, unitName, type Product } from '../../api/products-types';
import { localized } from '../../layouts/shared/MenuLink';
import { Icon } from '../../widgets/Icon';
import { Price } from '../shared/Price';
import { ProductImage } from '../shared/ProductImage';
import { Badge } from '../shared/ui';
import { stockState } from './stock';
import { WishlistButton } from './WishlistButton';

export interface ProductCardProps {
  product: Product;
  locale: Locale;
  mode: 'sales' | 'redeem';
  pricesHidden: boolean;
  biggestUnit: boolean;
  onQuickAdd: (p: Product) => void;
  wishlist?: { on: boolean; toggle: () => void } | null;
  /** Eager image for the first row (it is likely the largest paint). */
  eager?: boolean;
}

/** A product in a grid: picture, bilingual names, price of the default unit, stock, quick add. */
export function ProductCard({ product, locale, mode, pricesHidden, biggestUnit, onQuickAdd, wishlist, eager }: ProductCardProps) {
  const { t } = useTranslation();
  const name = productName(product, locale);
  const second = productSecondName(product, locale);
  const unit = defaultQuickAddUnit(product, { biggestUnit });
  const stock = stockState(product);
  const out = stock === 'out';
  const blocked = out || pricesHidden || product.PriceHidden === true || (mode === 'redeem' && !isRedeemable(product));
  const href = localized(`/product/${encodeURIComponent(product.P_Code)}`, locale);
  const promo = product.IsProductAdvancePrice === true && mode === 'sales';
  return (
    <article
      data-testid="product-card"
      data-code={product.P_Code}
      sx={{ position: 'relative', display: 'flex', flexDirection: 'column', bg: 'background', borderRadius: 'default', boxShadow: 'card', overflow: 'hidden', transition: 'box-shadow 0.15s', '&:hover': { boxShadow: 'raised' } }}
    >
      <Link to={href} sx={{ display: 'block', p: 2, pb: 0, color: 'inherit', textDecoration: 'none', position: 'relative', '&:focus-visible': { outlineOffset: '-3px' } }}>
        <div sx={{ position: 'relative', opacity: out ? 0.55 : 1 }}>
          {/* The first cards are the list's LCP candidates: high priority, so the server HTML preloads them ahead of the scripts. */}
          <ProductImage src={productImages(product)[0]} alt={name} size={240} eager={eager} priority={eager} sizes="(max-width: 768px) 46vw, 240px" />
        </div>
        <div sx={{ position: 'absolute', top: 2, left: 2, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start', m: 2 }}>
          {promo && <Badge tone="error">{t('buyer:product.promotion')}</Badge>}
          {out && (
            <Badge tone="error" testId="out-of-stock">
              {t('common:terms.outOfStock')}
            </Badge>
          )}
          {stock === 'low' && <Badge tone="warning">{t('buyer:product.lowStock')}</Badge>}
        </div>
      </Link>
      {wishlist && (
        <div sx={{ position: 'absolute', top: 2, right: 2 }}>
          <WishlistButton on={wishlist.on} onToggle={wishlist.toggle} size={20} name={name} />
        </div>
      )}
      <div sx={{ display: 'flex', flexDirection: 'column', flex: 1, p: 2, pt: 2, gap: 1 }}>
        {productBrand(product, locale) && <span data-i18n-data sx={{ fontSize: 0, color: 'textMuted', textTransform: 'uppercase', letterSpacing: '0.02em' }}>{productBrand(product, locale)}</span>}
        <Link
          to={href}
          sx={{ color: 'text', textDecoration: 'none', fontWeight: 'bold', fontSize: [1, 2], lineHeight: 1.35, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: ['2.7em', '2.7em'], '&:hover': { color: 'primaryText' }, '&:focus-visible': { outlineOffset: '1px' } }}
        >
          <span data-i18n-data>{name}</span>
        </Link>
        {second && <span data-i18n-data sx={{ fontSize: 0, color: 'textMuted', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{second}</span>}
        <div sx={{ mt: 'auto', pt: 1, display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
          <div sx={{ minWidth: 0 }}>
            <Price product={product} unit={unit} mode={mode} locale={locale} hidden={pricesHidden} />
            {!pricesHidden && !product.PriceHidden && <div sx={{ fontSize: 0, color: 'textMuted' }}>/ {unitName(product, unit, locale)}</div>}
          </div>
          <button
            type="button"
            data-testid="quick-add"
            disabled={blocked}
            aria-label={t('buyer:product.quickAdd', { name })}
            title={t('buyer:product.quickAdd', { name })}
            onClick={() => onQuickAdd(product)}
            sx={{ flexShrink: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', width: 44, height: 44, borderRadius: '50%', border: 0, bg: 'primary', color: 'onPrimary', cursor: 'pointer', '&:disabled': { bg: 'muted', color: 'textMuted', cursor: 'not-allowed' } }}
          >
            <Icon name="cart" size={22} />
          </button>
        </div>
      </div>
    </article>
  );
}
