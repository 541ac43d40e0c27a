/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import type { ResolvedMenuItem, RuleContext } from '../../../engine';
import { Icon } from '../../widgets/Icon';
import { MenuLink } from '../shared/MenuLink';

/**
 * The customer's active distribution centre, with 'Switch Distribution Center' when the
 * buyerAccount menu's `switchDc` item is visible (the engine decided) and a picker is registered.
 * Guests never see it.
 */
export function ActiveMerchant({ ctx, switchItem }: { ctx: RuleContext; switchItem: ResolvedMenuItem | undefined }) {
  const { t } = useTranslation();
  if (ctx.session.guest || !ctx.user) return null;
  const name = String(ctx.user.ActiveDCName ?? ctx.user.SALEUNIT_NAME ?? ctx.user.ActiveDC ?? '');
  if (!name) return null;
  return (
    <div data-testid="active-merchant" sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0, maxWidth: 240 }}>
      <span sx={{ color: 'primaryText', display: 'flex' }}>
        <Icon name="store" size={26} />
      </span>
      <span sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.3 }}>
        <span sx={{ fontSize: 0, color: 'textMuted' }}>{t('common:terms.distributionCenter')}</span>
        {switchItem ? (
          <MenuLink item={switchItem} area="buyer" locale={ctx.locale} linkSx={{ fontWeight: 'bold', fontSize: 1, color: 'text', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            <span data-i18n-data>{name}</span>
          </MenuLink>
        ) : (
          <strong data-i18n-data sx={{ fontSize: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</strong>
        )}
        {switchItem && (
          <MenuLink item={switchItem} area="buyer" locale={ctx.locale} linkSx={{ fontSize: 0, color: 'secondaryText', textDecoration: 'underline' }} />
        )}
      </span>
    </div>
  );
}
