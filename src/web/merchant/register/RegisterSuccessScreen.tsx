/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { localized } from '../../layouts/shared/MenuLink';
import { ButtonLink, Facts } from '../ui/kit';
import { RegisterFrame } from './RegisterFrame';
import { StartOver } from './StartOver';
import { registerStore } from './register-store';

/** `/merchant/register/success`: who was registered and for which centres; on to the back office. */
export default function RegisterSuccessScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { result, selected } = useSnapshot(registerStore);
  if (!result) return <StartOver />;
  return (
    <RegisterFrame step="done" title={t('merchant:register.successTitle')}>
      <Facts rows={[
        [t('merchant:register.field.name'), String(result.User.name ?? result.User.usernames ?? '')],
        [t('merchant:register.centres'), [...selected, ...(result.NewDistributionCenter ? [`${result.NewDistributionCenter.SaleUnit} ${result.NewDistributionCenter.DIST_NAME ?? ''}`] : [])].join(', ')],
      ]} />
      <ButtonLink tone="primary" to={localized('/merchant', locale)}>{t('merchant:register.toBackOffice')}</ButtonLink>
    </RegisterFrame>
  );
}
