/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ensureLanguage } from '../../app/i18n';
import { localeFromPath, pathForLocale, persistLocale } from '../../app/locale';

/** One compact button for small screens: shows the other language and switches to it. */
export function MobileLanguageToggle() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const target = localeFromPath(location.pathname) === 'th' ? 'en' : 'th';
  return (
    <button
      type="button"
      lang={target}
      aria-label={t('common:language.switch')}
      onClick={async () => {
        persistLocale(target);
        await ensureLanguage(target).catch(() => undefined);
        navigate(`${pathForLocale(location.pathname, target)}${location.search}${location.hash}`);
      }}
      sx={{ bg: 'transparent', color: 'inherit', border: '1px solid currentColor', borderRadius: 'small', px: 2, py: '2px', fontSize: 0, fontFamily: 'body', cursor: 'pointer' }}
    >
      {target === 'en' ? 'EN' : 'ไทย'}
    </button>
  );
}
