import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { localized } from '../../layouts/shared/MenuLink';
import { merchantSession } from '../../session/merchant-session';
import { LoginPanel } from '../LoginPanel';
import { useAuthQuery } from '../query';

/** `/merchant/login`: sales staff and super admins. */
export default function MerchantLoginScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const { token, user } = useSnapshot(merchantSession);
  const query = useAuthQuery();
  if (token && user) return <Navigate to={localized('/merchant', query.locale)} replace />;
  return <LoginPanel area="merchant" title={t('merchant:auth.loginTitle')} subtitle={t('merchant:auth.loginSubtitle')} />;
}
