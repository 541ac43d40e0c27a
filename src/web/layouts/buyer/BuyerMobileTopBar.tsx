/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RuleContext, TenantBundle } from '../../../engine';
import { useCurrentRoute } from '../../app/route-handle';
import { useScreenTitleKey } from '../../app/screen-title';
import { Icon } from '../../widgets/Icon';
import { chatButtonVisible } from '../../widgets/visibility';
import { Logo } from '../shared/Logo';
import { localized } from '../shared/MenuLink';
import { MobileLanguageToggle } from '../shared/MobileLanguageToggle';
import { SearchBox } from './SearchBox';

/** Mobile top bar: back (not on home), the page title or the logo, chat button; search on home. */
export function BuyerMobileTopBar({ ctx, bundle }: { ctx: RuleContext; bundle: TenantBundle }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useCurrentRoute();
  const screenTitle = useScreenTitleKey();
  const home = ctx.route.path === '/';
  const titleKey = screenTitle ?? current?.route.title;
  const title = titleKey ? t(titleKey) : null;
  const back = () => {
    // With no page of ours to go back to, "back" means home.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(localized('/', ctx.locale));
  };
  return (
    <header sx={{ position: 'sticky', top: 0, zIndex: 1000, bg: 'primary', color: 'onPrimary', boxShadow: 'card' }}>
      <div sx={{ display: 'flex', alignItems: 'center', gap: 2, height: 56, px: 2 }}>
        {!home ? (
          <button type="button" onClick={back} aria-label={t('common:action.back')} sx={{ bg: 'transparent', border: 0, color: 'inherit', p: 2, display: 'flex', cursor: 'pointer' }}>
            <Icon name="back" />
          </button>
        ) : (
          <span sx={{ width: 8 }} />
        )}
        <div sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' }}>
          {home || !title ? (
            <Link to={localized('/', ctx.locale)} sx={{ display: 'inline-flex', bg: 'background', borderRadius: 'small', px: 2, py: 1 }}>
              <Logo bundle={bundle} locale={ctx.locale} height={28} />
            </Link>
          ) : (
            <h1 sx={{ m: 0, fontSize: 3, fontWeight: 'heading', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</h1>
          )}
        </div>
        <MobileLanguageToggle />
        {chatButtonVisible(ctx) && (
          <Link to={localized('/chat/list', ctx.locale)} aria-label={t('common:label.chat')} sx={{ color: 'inherit', p: 2, display: 'flex' }}>
            <Icon name="chat" />
          </Link>
        )}
      </div>
      {home && (
        <div sx={{ px: 2, pb: 2 }}>
          <SearchBox locale={ctx.locale} />
        </div>
      )}
    </header>
  );
}
