/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlockProps } from '../../../engine';
import { useCurrentRoute } from '../../app/route-handle';
import { Icon } from '../../widgets/Icon';

function homeOf(screen: string, prefix: string): string {
  const area = screen.split('.')[0];
  const path = area === 'merchant' ? '/merchant' : area === 'rider' ? '/rider/singha' : '/';
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The honest placeholder for a screen that a later release builds: the route resolved, its guards
 * ran and its layout is shown; only the content is missing, and it says so.
 */
export default function NotAvailableYet(props: BlockProps) {
  const { t } = useTranslation();
  const current = useCurrentRoute();
  const screen = typeof props.screen === 'string' ? props.screen : current?.route.screen ?? '';
  const title = current?.route.title ? t(current.route.title) : null;
  const prefix = current?.locale === 'en' ? '/en' : '';
  return (
    <section
      data-testid="not-available-yet"
      data-screen={screen}
      sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', px: [3, 5], py: [5, 6], textAlign: 'center', maxWidth: 720, mx: 'auto', my: [2, 4] }}
    >
      <div sx={{ display: 'inline-flex', width: 72, height: 72, borderRadius: '50%', bg: 'highlight', color: 'primaryText', alignItems: 'center', justifyContent: 'center', mb: 3 }}>
        <Icon name="info" size={40} />
      </div>
      {title && <div sx={{ fontSize: 1, color: 'textMuted', mb: 1 }}>{title}</div>}
      <h1 sx={{ fontSize: [4, 5], m: 0, mb: 2, fontWeight: 'heading' }}>{t('common:message.notAvailableYet')}</h1>
      <p sx={{ color: 'textMuted', m: 0, mb: 4 }}>{t('common:message.notAvailableYetDetail')}</p>
      <Link to={homeOf(screen, prefix)} sx={{ variant: 'buttons.primary', display: 'inline-block', textDecoration: 'none', px: 4, py: 2 }}>
        {t('errors:goBackHome')}
      </Link>
    </section>
  );
}
