import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../engine';
import '../../widgets/icon-paths-staff';
import { OtpPanel } from '../OtpPanel';

/** `/rider/verifyotp` ('Code has been sent' when the code leaves). */
export default function RiderOtpScreen(_props: BlockProps) {
  const { t } = useTranslation();
  return <OtpPanel area="rider" title={t('rider:auth.otpTitle')} />;
}
