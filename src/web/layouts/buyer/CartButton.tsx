/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCartTotal } from '../../../domain';
import type { RuleContext } from '../../../engine';
import { useCartSummary } from '../../session/cart-summary';
import { Icon } from '../../widgets/Icon';
import { localized } from '../shared/MenuLink';

/** Cart button: item count and total (baht, or points in redeem mode). */
export function CartButton({ ctx }: { ctx: RuleContext }) {
  const { t } = useTranslation();
  const { count, total } = useCartSummary();
  const totalText = formatCartTotal(total, ctx.session.mode, ctx.locale, t('common:terms.pointsUnit'));
  return (
    <Link
      to={localized('/cart', ctx.locale)}
      data-testid="cart-button"
      aria-label={`${t('common:menu.cart')}: ${t('common:label.items', { count })}, ${totalText}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 2, bg: 'primary', color: 'onPrimary', textDecoration: 'none', borderRadius: 'default', px: 3, py: 2, whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      <span sx={{ position: 'relative', display: 'flex' }}>
        <Icon name="cart" size={24} />
        <span
          data-testid="cart-count"
          sx={{ position: 'absolute', top: -8, right: -10, minWidth: 18, height: 18, px: '4px', borderRadius: 'pill', bg: 'secondary', color: 'onSecondary', fontSize: 0, fontWeight: 'bold', lineHeight: '18px', textAlign: 'center' }}
        >
          {count}
        </span>
      </span>
      <span sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2, ml: 1 }}>
        <span sx={{ fontSize: 0 }}>{t('common:menu.cart')}</span>
        <strong data-testid="cart-total" sx={{ fontSize: 1 }}>
          {totalText}
        </strong>
      </span>
    </Link>
  );
}
