/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import type { RuleContext, TenantBundle } from '../../../engine';
import { useCartSummary } from '../../session/cart-summary';
import { Icon } from '../../widgets/Icon';
import { MenuLink, isActivePath } from '../shared/MenuLink';
import { useMenu } from '../shared/use-menu';

/** Mobile bottom navigation from the bundle's buyerBottomNav menu. */
export function BuyerBottomNav({ ctx, bundle }: { ctx: RuleContext; bundle: TenantBundle }) {
  const { t } = useTranslation();
  const items = useMenu(bundle, 'buyerBottomNav', ctx, 'buyer');
  // An agent's seven entries leave ~51 px each on a 360 px phone: 'Promotion' fits whole at 10 px
  // (about 46 px bold), not at 11 px, where it was cut into 'Promotio' and 'n'.
  const fontSize = items.length >= 7 ? '10px' : '11px';
  return (
    <nav
      aria-label={t('buyer:layout.bottomNav')}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 1000, bg: 'background', borderTop: '1px solid', borderColor: 'border', display: 'flex', height: 64, pb: 'env(safe-area-inset-bottom)' }}
    >
      {items.map((item) => {
        const active = isActivePath(item.to, ctx.route.path);
        return (
          <MenuLink
            key={item.id}
            item={item}
            area="buyer"
            locale={ctx.locale}
            active={active}
            linkSx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-start', pt: '9px', gap: '2px', color: active ? 'primaryText' : 'textMuted', fontSize, fontWeight: active ? 'bold' : 'body' }}
          >
            <span sx={{ position: 'relative', display: 'flex' }}>
              <Icon name={item.icon} size={24} />
              {item.id === 'cart' && <CartCount />}
            </span>
            {/* Seven entries for an agent: a label may take two lines rather than end in '…' ('ลูกค้าของ…'). */}
            <span sx={{ maxWidth: '100%', px: '1px', textAlign: 'center', lineHeight: 1.15, overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflowWrap: 'anywhere' }}>{t(item.label)}</span>
          </MenuLink>
        );
      })}
    </nav>
  );
}

/**
 * The cart entry's count, the only part of the bar that follows the cart: an add to cart
 * re-renders this badge, not the bar's links and their labels (docs/performance.md
 * "Issue 13, session 12").
 */
function CartCount() {
  const { count } = useCartSummary();
  if (count === 0) return null;
  return (
    <span data-testid="bottom-nav-cart-count" sx={{ position: 'absolute', top: -4, right: -10, minWidth: 16, height: 16, px: '3px', borderRadius: 'pill', bg: 'primary', color: 'onPrimary', fontSize: '10px', lineHeight: '16px', textAlign: 'center' }}>
      {count}
    </span>
  );
}
