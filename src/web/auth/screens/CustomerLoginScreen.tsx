/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { useResolvedBundle } from '../../app/resolved-bundle';
import { localized } from '../../layouts/shared/MenuLink';
import { isAuthenticated } from '../../session/roles';
import { rootSession } from '../../session/root-session';
import type { CustomerUser } from '../../session/types';
import { LineSignInButton } from '../../line/LineSignInButton';
import { LoginPanel } from '../LoginPanel';
import { useAuthQuery } from '../query';

/** `/login`: a customer signs in; register and guest browsing are offered when the tenant allows them. */
export default function CustomerLoginScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const { flags } = useResolvedBundle();
  const { token, user } = useSnapshot(rootSession);
  const query = useAuthQuery();
  // Someone already signed in has nothing to do here.
  if (isAuthenticated(token, user as CustomerUser | null)) return <Navigate to={localized(query.redirect ?? '/', query.locale)} replace />;
  const footer = (
    <div sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {flags.ENABLE_LINE_LOGIN === 'Y' && <LineSignInButton />}
      {flags.ENABLE_REGISTER === 'Y' && (
        <span>
          {t('buyer:auth.newCustomer')}{' '}
          <Link to={query.link('/register')} sx={{ color: 'secondaryText', fontWeight: 'bold' }}>
            {t('common:menu.register')}
          </Link>
        </span>
      )}
      {flags.DISABLE_GUEST_MODE !== 'Y' && (
        <Link to={localized('/', query.locale)} sx={{ color: 'textMuted' }}>
          {t('buyer:auth.browseAsGuest')}
        </Link>
      )}
    </div>
  );
  return <LoginPanel area="buyer" title={t('buyer:auth.loginTitle')} subtitle={t('buyer:auth.loginSubtitle')} footer={footer} />;
}
