/** @jsxImportSource theme-ui */
import { lazy, Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { loadNamespace } from '../../app/i18n';
import { localeFromPath } from '../../app/locale';
import { useRuleContext } from '../../app/use-rule-context';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { Logo } from '../shared/Logo';
import { localized } from '../shared/MenuLink';
import { MAIN_ID, SkipLink } from '../../widgets/SkipLink';
import { inMerchantFrame } from './merchant-frame';

// Only staff who open a stand-alone page from the back office download its frame.
// Its texts too: the route's own area (bare) did not load the merchant namespace.
const MerchantLayout = lazy(async () => {
  const [m] = await Promise.all([import('../merchant/MerchantLayout'), loadNamespace('merchant', localeFromPath(globalThis.location?.pathname ?? '/'))]);
  return { default: m.MerchantLayout };
});

/**
 * Pages that stand alone (login, register, callbacks): brand on top, content centred. A signed-in
 * salesperson who opens one from the back office with `?layout=merchant` (merchant spec: 'Register
 * new customer') keeps the back office's frame, menu and account around it.
 */
export function BareLayout() {
  const { ctx, bundle } = useRuleContext('bare');
  const { search } = useLocation();
  if (inMerchantFrame(search, ctx.session.merchantAuthenticated)) {
    return (
      <Suspense fallback={null}>
        <MerchantLayout />
      </Suspense>
    );
  }
  return (
    <div data-layout="bare" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', bg: 'muted', px: 2, py: [3, 4] }}>
      <SkipLink />
      <header sx={{ width: '100%', maxWidth: 560, display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Link to={localized('/', ctx.locale)}>
          <Logo bundle={bundle} locale={ctx.locale} height={48} />
        </Link>
        <LanguageSwitch />
      </header>
      <main id={MAIN_ID} tabIndex={-1} sx={{ outline: 'none',  width: '100%', maxWidth: 560 }}>
        <Outlet />
      </main>
    </div>
  );
}
