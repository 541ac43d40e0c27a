import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../../engine';
import { OtpPanel } from '../OtpPanel';

/** `/merchant/verifyotp`. */
export default function MerchantOtpScreen(_props: BlockProps) {
  const { t } = useTranslation();
  return <OtpPanel area="merchant" title={t('merchant:auth.otpTitle')} />;
}
