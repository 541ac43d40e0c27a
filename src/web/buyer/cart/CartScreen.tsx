/** @jsxImportSource theme-ui */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { isAllSelected, type CartLine } from '../../../domain';
import { localized } from '../../layouts/shared/MenuLink';
import { cartStore, selectGroup, totalsOf } from '../../stores/cart';
import type { Product } from '../../api/products-types';
import { formatMoneyOrPoints } from '../shared/price';
import { StickyBar } from '../shared/StickyBar';
import { Button, Card, EmptyState, PageTitle, Row } from '../shared/ui';
import { useBuyer } from '../shared/use-viewer';
import { refreshCartProducts } from './cart-sync';
import { CartLineRow } from './CartLineRow';
import { groupLines } from './groups';

function SelectAllBox({ codes, lines, products, label, testId, disableOutOfStock }: { codes: string[] | null; lines: readonly CartLine[]; products: Record<string, Product>; label: string; testId: string; disableOutOfStock: boolean }) {
  const checked = isAllSelected(lines, codes, { disableOutOfStock, products: new Map(Object.entries(products)) });
  return (
    <label sx={{ display: 'inline-flex', alignItems: 'center', gap: 2, cursor: 'pointer', fontWeight: 'bold' }}>
      <input type="checkbox" data-testid={testId} checked={checked} onChange={(e) => selectGroup(codes, e.target.checked)} sx={{ width: 20, height: 20, accentColor: 'primary' }} />
      {label}
    </label>
  );
}

/** `/cart` and `/cart/adv`: lines grouped, select / select all, quantities per unit, totals in baht or points. */
export default function CartScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { lines, products, mode, key } = useSnapshot(cartStore);
  const { locale, guest, pricesHidden, flag } = useBuyer();
  const disableOutOfStock = flag('DISABLE_OUT_OF_STOCK') === 'Y';
  useEffect(() => {
    if (key) void refreshCartProducts();
  }, [key]);
  const productMap = products as Record<string, Product>;
  const totals = totalsOf(lines as CartLine[], productMap, mode);
  const money = (v: number) => formatMoneyOrPoints(v, mode, locale, t('common:terms.pointsUnit'));

  if (lines.length === 0) {
    return (
      <Card>
        <EmptyState
          icon="cart"
          testId="cart-empty"
          title={t('buyer:cart.empty')}
          text={t('buyer:cart.emptyText')}
          action={<Link to={localized('/product', locale)} sx={{ variant: 'buttons.primary', display: 'inline-block', px: 4, py: 2, textDecoration: 'none' }}>{t('buyer:cart.browse')}</Link>}
        />
      </Card>
    );
  }
  const amounts = new Map(totals.lines.map((l) => [l.P_Code, mode === 'redeem' ? l.points : l.amount]));
  const groups = groupLines(lines as CartLine[], productMap, locale, t('buyer:cart.otherGroup'));
  return (
    <div>
      <PageTitle sub={t('buyer:cart.lineCount', { count: totals.count })}>{t(mode === 'redeem' ? 'buyer:cart.redeemTitle' : 'common:title.cart')}</PageTitle>
      <div sx={{ display: 'grid', gridTemplateColumns: ['1fr', '1fr', 'minmax(0, 1fr) 340px'], gap: 3, alignItems: 'start' }}>
        <Card testId="cart-lines">
          <div sx={{ pb: 2, borderBottom: '2px solid', borderColor: 'border' }}>
            <SelectAllBox codes={null} lines={lines as CartLine[]} products={productMap} label={t('buyer:cart.selectAll')} testId="select-all" disableOutOfStock={disableOutOfStock} />
          </div>
          {groups.map((g) => (
            <section key={g.key} data-testid="cart-group" sx={{ mt: 3 }}>
              <div sx={{ bg: 'muted', px: 2, py: 1, borderRadius: 'small' }}>
                <SelectAllBox codes={g.lines.map((l) => l.P_Code)} lines={lines as CartLine[]} products={productMap} label={g.name} testId="group-select" disableOutOfStock={disableOutOfStock} />
              </div>
              <ul sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {g.lines.map((line) => (
                  <CartLineRow key={line.P_Code} line={line} product={productMap[line.P_Code]} amount={amounts.get(line.P_Code) ?? 0} mode={mode} locale={locale} disableOutOfStock={disableOutOfStock} pricesHidden={pricesHidden} />
                ))}
              </ul>
            </section>
          ))}
        </Card>
        <Card testId="cart-summary" extra={{ position: ['static', 'static', 'sticky'], top: 136 }}>
          <h2 sx={{ fontSize: 3, mt: 0 }}>{t('buyer:cart.summary')}</h2>
          <Row label={t('buyer:cart.selectedItems')}>{t('common:label.items', { count: totals.selectedCount })}</Row>
          {!pricesHidden && (
            <Row label={t('common:label.total')} strong testId="cart-page-total">
              {money(totals.total)}
            </Row>
          )}
          <p sx={{ fontSize: 0, color: 'textMuted', mt: 1 }}>{t(mode === 'redeem' ? 'buyer:cart.pointsNote' : 'buyer:cart.priceNote')}</p>
          {guest ? (
            <Button block size="large" data-testid="login-to-order" onClick={() => navigate(localized(`/login?redirect=${encodeURIComponent('/cart')}`, locale))}>
              {t('buyer:cart.loginToOrder')}
            </Button>
          ) : (
            <Button block size="large" data-testid="go-checkout" disabled={totals.selectedCount === 0} onClick={() => navigate(localized('/checkout/adv', locale))}>
              {t('buyer:cart.checkout')}
            </Button>
          )}
        </Card>
      </div>
      {!guest && (
        <StickyBar label={t('buyer:cart.selectedCount', { count: totals.selectedCount })} value={pricesHidden ? '' : money(totals.total)}>
          <Button disabled={totals.selectedCount === 0} onClick={() => navigate(localized('/checkout/adv', locale))}>
            {t('buyer:cart.checkout')}
          </Button>
        </StickyBar>
      )}
    </div>
  );
}
