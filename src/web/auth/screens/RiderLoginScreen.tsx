import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { localized } from '../../layouts/shared/MenuLink';
// The rider's icon (a delivery truck) is a back-office drawing; the login screens come before the rider layout loads it.
import '../../widgets/icon-paths-staff';
import { riderSession } from '../../session/rider-session';
import { LoginPanel } from '../LoginPanel';
import { useAuthQuery } from '../query';

/** `/rider/login`. */
export default function RiderLoginScreen(_props: BlockProps) {
  const { t } = useTranslation();
  const { token, rider } = useSnapshot(riderSession);
  const query = useAuthQuery();
  if (token && rider) return <Navigate to={localized('/rider/singha', query.locale)} replace />;
  return <LoginPanel area="rider" title={t('rider:auth.loginTitle')} subtitle={t('rider:auth.loginSubtitle')} />;
}
