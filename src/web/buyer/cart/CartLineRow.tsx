/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isOutOfStock, unitsOf, withQuantity, type CartLine, type UnitIndex } from '../../../domain';
import { productImages, productName, productSecondName, unitName, type Product } from '../../api/products-types';
import { localized } from '../../layouts/shared/MenuLink';
import { removeLine, setLineQuantities, setSelected } from '../../stores/cart';
import { Icon } from '../../widgets/Icon';
import { formatMoneyOrPoints, unitPriceView } from '../shared/price';
import { ProductImage } from '../shared/ProductImage';
import { QuantityStepper } from '../shared/QuantityStepper';
import { Badge } from '../shared/ui';

interface Props {
  line: CartLine;
  product: Product | undefined;
  amount: number;
  mode: 'sales' | 'redeem';
  locale: 'th' | 'en';
  disableOutOfStock: boolean;
  pricesHidden: boolean;
}

/** One cart line: select box, product, a stepper per unit, line total, remove. */
export function CartLineRow({ line, product, amount, mode, locale, disableOutOfStock, pricesHidden }: Props) {
  const { t } = useTranslation();
  const name = product ? productName(product, locale) : line.P_Code;
  const out = isOutOfStock(product);
  const cannotSelect = out && disableOutOfStock;
  const units = product ? unitsOf(product).filter((u) => u.shown || line[`qty${u.index}`] > 0) : [];
  const money = (v: number) => formatMoneyOrPoints(v, mode, locale, t('common:terms.pointsUnit'));
  return (
    <li data-testid="cart-line" data-code={line.P_Code} sx={{ display: 'grid', gridTemplateColumns: ['28px 72px 1fr', '28px 96px 1fr auto'], gap: [2, 3], py: 3, borderBottom: '1px solid', borderColor: 'border', alignItems: 'start' }}>
      <input
        type="checkbox"
        aria-label={t('buyer:cart.selectLine', { name })}
        data-testid="line-select"
        checked={line.selected && !cannotSelect}
        disabled={cannotSelect}
        onChange={(e) => setSelected(line.P_Code, e.target.checked)}
        sx={{ width: 20, height: 20, mt: 2, accentColor: 'primary', cursor: 'pointer' }}
      />
      <Link to={localized(`/product/${encodeURIComponent(line.P_Code)}`, locale)} sx={{ display: 'block' }}>
        <ProductImage src={product ? productImages(product)[0] : undefined} alt={name} size={96} />
      </Link>
      <div sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <div>
          <Link to={localized(`/product/${encodeURIComponent(line.P_Code)}`, locale)} sx={{ color: 'text', fontWeight: 'bold', textDecoration: 'none', '&:hover': { color: 'primaryText' } }}>
            <span data-i18n-data>{name}</span>
          </Link>
          {product && productSecondName(product, locale) && <div data-i18n-data sx={{ fontSize: 0, color: 'textMuted' }}>{productSecondName(product, locale)}</div>}
          <div sx={{ fontSize: 0, color: 'textMuted', display: 'flex', gap: 2, alignItems: 'center', mt: 1 }}>
            <span>{line.P_Code}</span>
            {out && <Badge tone="muted" testId="out-of-stock">{t('common:terms.outOfStock')}</Badge>}
          </div>
        </div>
        {units.map((u) => (
          <div key={u.index} sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <QuantityStepper
              size="small"
              value={line[`qty${u.index}`]}
              unitLabel={unitName(product as Product, u.index as UnitIndex, locale)}
              testId={`line-stepper-${u.index}`}
              onChange={(n) => setLineQuantities(line.P_Code, withQuantity({ qty1: line.qty1, qty2: line.qty2, qty3: line.qty3 }, u.index, n))}
            />
            <span sx={{ fontSize: 1 }}>{unitName(product as Product, u.index as UnitIndex, locale)}</span>
            {!pricesHidden && product && <span sx={{ fontSize: 0, color: 'textMuted' }}>× {money(unitPriceView(product, u.index, mode).amount)}</span>}
          </div>
        ))}
        <div sx={{ display: ['flex', 'none'], justifyContent: 'space-between', alignItems: 'center' }}>
          {!pricesHidden && <strong data-testid="line-amount">{money(amount)}</strong>}
          <RemoveButton code={line.P_Code} name={name} />
        </div>
      </div>
      <div sx={{ display: ['none', 'flex'], flexDirection: 'column', alignItems: 'flex-end', gap: 2, minWidth: 120 }}>
        {!pricesHidden && <strong data-testid="line-amount" sx={{ fontSize: 3 }}>{money(amount)}</strong>}
        <RemoveButton code={line.P_Code} name={name} />
      </div>
    </li>
  );
}

function RemoveButton({ code, name }: { code: string; name: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="line-remove"
      aria-label={t('buyer:cart.remove', { name })}
      onClick={() => removeLine(code)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 40, px: 2, mr: -2, bg: 'transparent', border: 0, color: 'textMuted', cursor: 'pointer', fontFamily: 'body', fontSize: 1, '&:hover': { color: 'errorText' } }}
    >
      <Icon name="close" size={18} />
      {t('buyer:cart.removeShort')}
    </button>
  );
}
