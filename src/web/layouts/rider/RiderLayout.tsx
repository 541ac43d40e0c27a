/** @jsxImportSource theme-ui */
import '../../widgets/icon-paths-staff';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useCurrentRoute } from '../../app/route-handle';
import { useRuleContext } from '../../app/use-rule-context';
import { BottomBar } from '../shared/BottomBar';
import { Logo } from '../shared/Logo';
import { localized } from '../shared/MenuLink';
import { MobileLanguageToggle } from '../shared/MobileLanguageToggle';
import { useMenu } from '../shared/use-menu';
import { MAIN_ID, SkipLink } from '../../widgets/SkipLink';

const RIDER_WIDTH = 640;

/** Rider area: a phone-first column with a top bar and the riderBottomBar menu. */
export function RiderLayout() {
  const { t } = useTranslation();
  const { ctx, bundle } = useRuleContext('rider');
  const current = useCurrentRoute();
  const items = useMenu(bundle, 'riderBottomBar', ctx, 'rider');
  const showBar = ctx.session.riderAuthenticated && items.length > 0;
  const title = current?.route.title ? t(current.route.title) : t('rider:layout.title');
  return (
    <div data-layout="rider" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bg: 'muted' }}>
      <SkipLink />
      <header sx={{ position: 'sticky', top: 0, zIndex: 1000, bg: 'primary', color: 'onPrimary', boxShadow: 'card' }}>
        <div sx={{ display: 'flex', alignItems: 'center', gap: 2, height: 56, px: 2, maxWidth: RIDER_WIDTH, mx: 'auto' }}>
          <Link to={localized(ctx.session.riderAuthenticated ? '/rider/singha' : '/rider/login', ctx.locale)} sx={{ display: 'inline-flex', bg: 'background', borderRadius: 'small', px: 2, py: 1 }}>
            <Logo bundle={bundle} locale={ctx.locale} height={26} />
          </Link>
          <strong sx={{ flex: 1, minWidth: 0, fontSize: 2, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</strong>
          <MobileLanguageToggle />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} sx={{ outline: 'none', flex: 1, width: '100%', maxWidth: RIDER_WIDTH, mx: 'auto', px: 2, py: 3 }}>
        <Outlet />
      </main>
      {showBar && (
        <>
          <div sx={{ height: 64 }} aria-hidden="true" />
          <BottomBar ctx={ctx} items={items} area="rider" label={t('rider:layout.bottomBar')} maxWidth={RIDER_WIDTH} />
        </>
      )}
    </div>
  );
}
