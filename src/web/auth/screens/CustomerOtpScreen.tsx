import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../engine';
import { OtpPanel } from '../OtpPanel';

/** `/verifyotp` (`frontend=Y` kept on the way back to /login). */
export default function CustomerOtpScreen(_props: BlockProps) {
  const { t } = useTranslation();
  return <OtpPanel area="buyer" title={t('buyer:auth.otpTitle')} />;
}
