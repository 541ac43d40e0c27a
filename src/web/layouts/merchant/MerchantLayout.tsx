/** @jsxImportSource theme-ui */
import '../../widgets/icon-paths-staff';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { useIsMobile } from '../../app/media';
import { useCurrentRoute } from '../../app/route-handle';
import { useScreenTitleKey } from '../../app/screen-title';
import { useRuleContext } from '../../app/use-rule-context';
import { merchantSession } from '../../session/merchant-session';
import type { MerchantUser } from '../../session/types';
import { Icon } from '../../widgets/Icon';
import { BottomBar } from '../shared/BottomBar';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { Logo } from '../shared/Logo';
import { localized } from '../shared/MenuLink';
import { MobileLanguageToggle } from '../shared/MobileLanguageToggle';
import { useMenu } from '../shared/use-menu';
import { MerchantAccountMenu } from './MerchantAccountMenu';
import { MerchantDrawer } from './MerchantDrawer';
import { MAIN_ID, SkipLink } from '../../widgets/SkipLink';

/** Back office frame: top bar (drawer button, logo, title, account menu), drawer, mobile bottom bar. */
export function MerchantLayout() {
  const { t } = useTranslation();
  const { ctx, bundle } = useRuleContext('merchant');
  const mobile = useIsMobile();
  const { user } = useSnapshot(merchantSession);
  const current = useCurrentRoute();
  const screenTitle = useScreenTitleKey();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const drawer = useMenu(bundle, 'merchantDrawer', ctx, 'merchant');
  const account = useMenu(bundle, 'merchantAccount', ctx, 'merchant');
  const bottom = useMenu(bundle, 'merchantBottomBar', ctx, 'merchant');
  const authenticated = ctx.session.merchantAuthenticated;
  const titleKey = screenTitle ?? current?.route.title;
  const title = titleKey ? t(titleKey) : '';
  return (
    <div data-layout="merchant" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bg: 'muted' }}>
      <SkipLink />
      <header sx={{ position: 'sticky', top: 0, zIndex: 1000, bg: 'secondary', color: 'onSecondary', boxShadow: 'card' }}>
        <div sx={{ display: 'flex', alignItems: 'center', gap: 2, height: 60, px: [2, 3] }}>
          {authenticated && (
            <button type="button" onClick={() => setDrawerOpen(true)} aria-label={t('merchant:layout.menu')} aria-expanded={drawerOpen} sx={{ bg: 'transparent', border: 0, color: 'inherit', cursor: 'pointer', p: 2, display: 'flex' }}>
              <Icon name="menu" />
            </button>
          )}
          {/* A phone has room for the logo or the page's title, not both: with the logo, 'Dashboard' read 'Dashbo…'. */}
          {!(mobile && title) && (
            <Link to={localized('/merchant', ctx.locale)} sx={{ display: 'inline-flex', bg: 'background', borderRadius: 'small', px: 2, py: 1, flexShrink: 0 }}>
              <Logo bundle={bundle} locale={ctx.locale} height={mobile ? 26 : 32} />
            </Link>
          )}
          <div sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', lineHeight: 1.2, ml: 2 }}>
            <span sx={{ fontSize: 0, display: ['none', 'block'] }}>{t('merchant:layout.backOffice')}</span>
            {title && <strong sx={{ fontSize: [2, 3], overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</strong>}
          </div>
          {mobile ? <MobileLanguageToggle /> : <LanguageSwitch tone="light" />}
          {authenticated && user && <MerchantAccountMenu ctx={ctx} user={user as MerchantUser} items={account} />}
        </div>
      </header>
      <MerchantDrawer ctx={ctx} bundle={bundle} items={drawer} open={drawerOpen} onClose={closeDrawer} />
      <main id={MAIN_ID} tabIndex={-1} sx={{ outline: 'none', flex: 1, width: '100%', maxWidth: 1280, mx: 'auto', px: [2, 3, 4], py: [2, 3, 4] }}>
        <Outlet />
      </main>
      {mobile && bottom.length > 0 && (
        <>
          <div sx={{ height: 64 }} aria-hidden="true" />
          <BottomBar ctx={ctx} items={bottom} area="merchant" label={t('merchant:layout.bottomBar')} />
        </>
      )}
    </div>
  );
}
