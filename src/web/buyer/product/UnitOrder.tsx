/** @jsxImportSource theme-ui */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRedeemable, toBaseUnits, unitsOf, withQuantity, type UnitIndex, type UnitQuantities } from '../../../domain';
import { unitName, type Product } from '../../api/products-types';
import { quantityLabel } from '../../app/quantity';
import { localized } from '../../layouts/shared/MenuLink';
import { rememberProducts, setLineQuantities, useCartLines } from '../../stores/cart';
import { toast } from '../../widgets/toast-store';
import { Price } from '../shared/Price';
import { formatMoneyOrPoints, unitPriceView } from '../shared/price';
import { QuantityStepper } from '../shared/QuantityStepper';
import { Button } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';

const ZERO: UnitQuantities = { qty1: 0, qty2: 0, qty3: 0 };

/**
 * Quantity per unit (units by the spec's unit count rule; tiers the product does not show are not
 * orderable), priced for this customer, then 'Add to cart' (an existing line is replaced).
 */
export function UnitOrder({ product, outOfStock }: { product: Product; outOfStock: boolean }) {
  const { t, i18n } = useTranslation();
  const { viewer, locale, pricesHidden } = useBuyer();
  const lines = useCartLines();
  const inCart = lines.find((l) => l.P_Code === product.P_Code);
  const [qty, setQty] = useState<UnitQuantities>(inCart ? { qty1: inCart.qty1, qty2: inCart.qty2, qty3: inCart.qty3 } : ZERO);
  useEffect(() => {
    setQty(inCart ? { qty1: inCart.qty1, qty2: inCart.qty2, qty3: inCart.qty3 } : ZERO);
  }, [inCart]);
  const units = unitsOf(product).filter((u) => u.shown);
  const hidden = pricesHidden || product.PriceHidden === true;
  const mode = viewer.mode;
  const blocked = hidden || outOfStock || (mode === 'redeem' && !isRedeemable(product));
  const total = units.reduce((sum, u) => sum + unitPriceView(product, u.index, mode).amount * qty[`qty${u.index}`], 0);
  const base = toBaseUnits(qty, product);
  // '= 6 bottles', '24 bottles in total': the base unit counted as every quantity of the shop is ('= 6 bottle' before).
  const baseQuantity = (n: number) => quantityLabel(i18n, n, { code: product.UNIT1 ?? undefined, th: product.UNIT1NAME ?? product.UNIT1 ?? '', en: product.UNIT1NAME_EN ?? undefined });
  const changed = !inCart ? base > 0 : inCart.qty1 !== qty.qty1 || inCart.qty2 !== qty.qty2 || inCart.qty3 !== qty.qty3;

  const submit = () => {
    rememberProducts([product]);
    setLineQuantities(product.P_Code, qty);
    toast.cartAdded(t(base > 0 ? 'common:message.addedToCart' : 'buyer:cart.removed'));
  };

  return (
    <div data-testid="unit-order" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {units.map((u) => (
        // Never wrapped: a unit whose rate line or price ran wider put its stepper under the price on a phone, the others beside it.
        <div key={u.index} data-testid={`unit-${u.index}`} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: [2, 3], p: 2, border: '1px solid', borderColor: 'border', borderRadius: 'default' }}>
          <div sx={{ flex: '1 1 auto', minWidth: 0 }}>
            <div sx={{ fontWeight: 'bold' }}>{unitName(product, u.index as UnitIndex, locale)}</div>
            {u.rate > 1 && <div sx={{ fontSize: 0, color: 'textMuted' }}>{t('buyer:product.unitRate', { quantity: baseQuantity(u.rate) })}</div>}
            <Price product={product} unit={u.index} mode={mode} locale={locale} hidden={hidden} showTax />
          </div>
          <div sx={{ flexShrink: 0 }}>
            <QuantityStepper
              value={qty[`qty${u.index}`]}
              onChange={(n) => setQty((q) => withQuantity(q, u.index, n))}
              unitLabel={unitName(product, u.index as UnitIndex, locale)}
              disabled={blocked}
              testId={`stepper-${u.index}`}
            />
          </div>
        </div>
      ))}
      {!hidden && (
        <div sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', pt: 1 }}>
          <span sx={{ color: 'textMuted' }}>{t('buyer:product.selectionTotal', { quantity: baseQuantity(base) })}</span>
          <strong data-testid="selection-total" sx={{ fontSize: 4, color: 'primaryText' }}>{formatMoneyOrPoints(total, mode, locale, t('common:terms.pointsUnit'))}</strong>
        </div>
      )}
      {hidden ? (
        <Link to={localized('/login', locale)} sx={{ variant: 'buttons.primary', display: 'block', textAlign: 'center', py: 2, textDecoration: 'none' }}>
          {t('buyer:product.loginForPrice')}
        </Link>
      ) : (
        <Button size="large" block data-testid="add-to-cart" disabled={blocked || !changed} onClick={submit}>
          {outOfStock ? t('common:terms.outOfStock') : inCart ? t('buyer:product.updateCart') : t('buyer:product.addToCart')}
        </Button>
      )}
    </div>
  );
}
