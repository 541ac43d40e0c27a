/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBaht } from '../../../domain';
import type { RuleContext, TenantBundle } from '../../../engine';
import type { CustomerUser } from '../../session/types';
import { creditBalance } from '../../session/roles';
import { Icon } from '../../widgets/Icon';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { Logo } from '../shared/Logo';
import { MenuLink, isActivePath, localized } from '../shared/MenuLink';
import { useMenu } from '../shared/use-menu';
import { AccountMenu } from './AccountMenu';
import { ActiveMerchant } from './ActiveMerchant';
import { CartButton } from './CartButton';
import { SearchBox } from './SearchBox';
import { CONTENT_WIDTH } from './widths';

interface Props {
  ctx: RuleContext;
  bundle: TenantBundle;
  token: string | null;
  agentProfile: CustomerUser | null;
}

/** Desktop (md and up): brand strip with the top-bar menu and language, then logo, search, centre, account, cart. */
export function BuyerDesktopHeader({ ctx, bundle, token, agentProfile }: Props) {
  const { t } = useTranslation();
  const topBar = useMenu(bundle, 'buyerTopBar', ctx, 'buyer');
  const account = useMenu(bundle, 'buyerAccount', ctx, 'buyer');
  const switchItem = account.find((i) => i.id === 'switchDc');
  return (
    <header sx={{ position: 'sticky', top: 0, zIndex: 1000, boxShadow: 'card' }}>
      <div sx={{ bg: 'primary', color: 'onPrimary' }}>
        <nav aria-label={t('common:menu.home')} sx={{ width: CONTENT_WIDTH, mx: 'auto', display: 'flex', alignItems: 'center', gap: 4, px: 3, height: 40, fontSize: 1 }}>
          {topBar.map((item) =>
            item.id === 'creditBalance' ? (
              <MenuLink key={item.id} item={item} area="buyer" locale={ctx.locale} linkSx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1 }}>
                <Icon name={item.icon} size={18} />
                <span>{t(item.label)}:</span>
                <strong data-testid="credit-balance">{formatBaht(creditBalance(ctx.user as CustomerUser | null, agentProfile), ctx.locale)}</strong>
              </MenuLink>
            ) : (
              <MenuLink
                key={item.id}
                item={item}
                area="buyer"
                locale={ctx.locale}
                active={isActivePath(item.to, ctx.route.path) && !item.to.includes('?')}
                linkSx={{ '&:hover': { opacity: 1, textDecoration: 'underline' }, '&[aria-current]': { fontWeight: 'bold' } }}
              />
            ),
          )}
          <span sx={{ ml: topBar.some((i) => i.id === 'creditBalance') ? 0 : 'auto' }}>
            <LanguageSwitch tone="light" />
          </span>
        </nav>
      </div>
      <div sx={{ bg: 'background' }}>
        <div sx={{ width: CONTENT_WIDTH, mx: 'auto', display: 'flex', alignItems: 'center', gap: 3, px: 3, py: 2, minHeight: 72 }}>
          <Link to={localized('/', ctx.locale)} aria-label={t('common:menu.home')} sx={{ flexShrink: 0 }}>
            <Logo bundle={bundle} locale={ctx.locale} height={44} />
          </Link>
          <SearchBox locale={ctx.locale} />
          <ActiveMerchant ctx={ctx} switchItem={switchItem} />
          <AccountMenu ctx={ctx} items={account} token={token} />
          <CartButton ctx={ctx} />
        </div>
      </div>
    </header>
  );
}
