import { useTranslation } from 'react-i18next';
import { localized } from '../../layouts/shared/MenuLink';

/** In-app links keep the page's language prefix (/en). */
export function useLocalized(): (to: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'th';
  return (to: string) => localized(to, locale);
}
