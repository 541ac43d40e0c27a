/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { formatBaht, type UnitIndex } from '../../../domain';
import type { Product } from '../../api/products-types';
import { formatMoneyOrPoints, unitPriceView } from './price';

interface Props {
  product: Product;
  unit: UnitIndex;
  mode: 'sales' | 'redeem';
  locale: 'th' | 'en';
  hidden: boolean;
  size?: 'normal' | 'large';
  /** Show the tax type and the price before VAT under the price (product detail). */
  showTax?: boolean;
}

/** A unit's price (or points), the struck-through standard price when an advance price applies, the tax type. */
export function Price({ product, unit, mode, locale, hidden, size = 'normal', showTax }: Props) {
  const { t } = useTranslation();
  if (hidden || product.PriceHidden) {
    return (
      <span data-testid="price-hidden" sx={{ color: 'textMuted', fontSize: 1 }}>
        {t('buyer:product.loginForPrice')}
      </span>
    );
  }
  const v = unitPriceView(product, unit, mode);
  const big = size === 'large';
  return (
    <span sx={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.25 }}>
      <span sx={{ display: 'inline-flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
        <strong data-testid="price" sx={{ color: v.was !== null ? 'errorText' : 'primaryText', fontSize: big ? [5, 6] : [2, 3] }}>
          {formatMoneyOrPoints(v.amount, mode, locale, t('common:terms.pointsUnit'))}
        </strong>
        {v.was !== null && (
          <s data-testid="price-was" sx={{ color: 'textMuted', fontSize: big ? 2 : 0 }}>
            {formatBaht(v.was, locale)}
          </s>
        )}
      </span>
      {showTax && mode === 'sales' && (
        <span data-testid="tax-type" sx={{ color: 'textMuted', fontSize: 0 }}>
          {v.taxType === '0' ? t('buyer:price.nonVat') : t('buyer:price.withVat', { amount: formatBaht(v.excludingVat, locale) })}
        </span>
      )}
    </span>
  );
}
