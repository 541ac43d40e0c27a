/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { localeFromPath } from '../../app/locale';
import { localized } from '../../layouts/shared/MenuLink';
import { isAuthenticated } from '../../session/roles';
import { rootSession } from '../../session/root-session';
import type { CustomerUser } from '../../session/types';
import { logoutBuyer } from '../logout';
import { AuthCard } from '../ui/AuthCard';
import { PrimaryButton } from '../ui/fields';

/**
 * `/pendingApproval`: where the customer guard sends a new customer (NewCustomer Y) while the
 * tenant's PENDING_APPROVAL flag is Y. The account waits for the distribution centre's approval.
 */
export default function PendingApprovalScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, user } = useSnapshot(rootSession);
  const locale = localeFromPath(useLocation().pathname);
  const signedIn = isAuthenticated(token, user as CustomerUser | null);
  const logout = async () => {
    const target = await logoutBuyer();
    if (target.kind === 'external') window.location.assign(target.url);
    else navigate(localized(target.to, locale), { replace: true });
  };
  return (
    <AuthCard icon="verified" title={t('buyer:pending.title')} subtitle={signedIn ? String(user?.CUSTOMERNAME ?? '') : undefined}>
      <p sx={{ mt: 0, color: 'text', textAlign: 'center' }}>{t('buyer:pending.text')}</p>
      <p sx={{ color: 'textMuted', textAlign: 'center', fontSize: 1 }}>{t('buyer:pending.next')}</p>
      <div sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 4 }}>
        {signedIn ? (
          <PrimaryButton type="button" onClick={() => void logout()}>
            {t('common:menu.logout')}
          </PrimaryButton>
        ) : (
          <Link to={localized('/login', locale)} sx={{ variant: 'buttons.primary', display: 'block', textAlign: 'center', textDecoration: 'none', py: '12px' }}>
            {t('buyer:auth.login')}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
