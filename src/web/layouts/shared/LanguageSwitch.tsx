/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ensureLanguage } from '../../app/i18n';
import { localeFromPath, pathForLocale, persistLocale, type Locale } from '../../app/locale';
import { Icon } from '../../widgets/Icon';

/** Thai/English switch: same page under the other prefix, `locale` cookie for 365 days. */
export function LanguageSwitch({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const current = localeFromPath(location.pathname);
  const go = async (locale: Locale) => {
    if (locale === current) return;
    persistLocale(locale);
    // Texts first, so the page never shows keys while the other language downloads.
    await ensureLanguage(locale).catch(() => undefined);
    navigate(`${pathForLocale(location.pathname, locale)}${location.search}${location.hash}`);
  };
  const option = (locale: Locale, label: string) => (
    <button
      type="button"
      lang={locale}
      aria-pressed={current === locale}
      onClick={() => void go(locale)}
      sx={{
        // On a coloured bar the chosen language is underlined, not tinted: a tint lowers the text's contrast.
        bg: current === locale && tone === 'dark' ? 'highlight' : 'transparent',
        boxShadow: current === locale && tone === 'light' ? 'inset 0 -2px 0 currentColor' : 'none',
        color: 'inherit',
        border: 0,
        borderRadius: 'small',
        px: 2,
        py: '2px',
        fontSize: 1,
        fontFamily: 'body',
        fontWeight: current === locale ? 'bold' : 'body',
        cursor: current === locale ? 'default' : 'pointer',
      }}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t('common:language.switch')} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon name="language" size={18} />
      {option('th', 'ไทย')}
      {option('en', 'EN')}
    </div>
  );
}
