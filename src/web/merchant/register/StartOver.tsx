/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { localized } from '../../layouts/shared/MenuLink';
import { ButtonLink } from '../ui/kit';
import { RegisterFrame } from './RegisterFrame';

/** A wizard page opened without the earlier steps (a reload loses the password on purpose): start again. */
export function StartOver() {
  const { t, i18n } = useTranslation();
  return (
    <RegisterFrame step="account" title={t('merchant:register.title')}>
      <p sx={{ m: 0 }}>{t('merchant:register.startOver')}</p>
      <ButtonLink tone="primary" to={localized('/merchant/register', i18n.language === 'en' ? 'en' : 'th')}>{t('merchant:register.startButton')}</ButtonLink>
    </RegisterFrame>
  );
}
