/** @jsxImportSource theme-ui */
import { Link, Outlet } from 'react-router';
import { useRuleContext } from '../../app/use-rule-context';
import { LanguageSwitch } from '../shared/LanguageSwitch';
import { Logo } from '../shared/Logo';
import { localized } from '../shared/MenuLink';
import { MAIN_ID, SkipLink } from '../../widgets/SkipLink';

/** Pages that stand alone (login, register, callbacks): brand on top, content centred. */
export function BareLayout() {
  const { ctx, bundle } = useRuleContext('bare');
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
