/** @jsxImportSource theme-ui */
import { useTranslation } from 'react-i18next';

/** The id of every layout's <main>, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * "Skip to content" (WCAG 2.4.1): the first thing a keyboard reaches on every page, off-screen
 * until focused, then shown above the header.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        // The router would treat the hash as a navigation; move focus to the content instead.
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'absolute', left: 2, top: 2, zIndex: 2000, px: 3, py: 2, bg: 'background', color: 'text', fontWeight: 'bold',
        borderRadius: 'small', boxShadow: 'raised', transform: 'translateY(-200%)', '&:focus': { transform: 'none' },
      }}
    >
      {t('common:action.skipToContent')}
    </a>
  );
}
