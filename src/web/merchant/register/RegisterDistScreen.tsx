/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { BlockProps } from '../../../engine';
import { localized } from '../../layouts/shared/MenuLink';
import { ButtonLink } from '../ui/kit';
import { RegisterFrame } from './RegisterFrame';
import { StartOver } from './StartOver';
import { registerStore } from './register-store';

/** `/merchant/register/dist`: sell for existing centres, or register a new centre. */
export default function RegisterDistScreen(_props: BlockProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  const { saleman } = useSnapshot(registerStore);
  if (!saleman) return <StartOver />;
  return (
    <RegisterFrame step="centre" title={t('merchant:register.distTitle')}>
      <ButtonLink tone="primary" to={localized('/merchant/register/dist/select', locale)}>{t('merchant:register.chooseExisting')}</ButtonLink>
      <ButtonLink to={localized('/merchant/register/dist/address', locale)}>{t('merchant:register.newCentre')}</ButtonLink>
    </RegisterFrame>
  );
}
