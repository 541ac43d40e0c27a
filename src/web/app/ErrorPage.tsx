/** @jsxImportSource theme-ui */
import { keyframes } from '@emotion/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { TenantBundle } from '../../engine';
import { errorPageText } from '../api/error-catalogue';
import { logoUrl } from '../layouts/shared/Logo';
import { resetLoadingOverlay } from '../widgets/loading-store';
import { useDocumentTitle } from '../ssr/server-page';
import { configStore } from './config-store';
import type { Locale } from './locale';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export interface ErrorPageProps {
  status: number;
  /** Already translated, or an i18n key. */
  message: string;
  locale: Locale;
}

/** The spec's error page: status (with 'Error occured' for 500), message, progress bar, home link. */
function ErrorPageContent({ status, message, locale }: ErrorPageProps) {
  // The error replaces the root shell (which switches the language), so fix the language here.
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(locale);
  const { bundle } = useSnapshot(configStore);
  const title = status === 404 ? t('errors:titleNotFound') : t('errors:titleError');
  const home = locale === 'en' ? '/en' : '/';
  useDocumentTitle(title);
  // The loading overlay is off on the error page.
  useEffect(() => resetLoadingOverlay(), []);
  const brand = bundle as TenantBundle | null;
  return (
    <div data-testid="error-page" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', bg: 'muted', px: 3, textAlign: 'center' }}>
      {brand && <img src={logoUrl(brand)} alt={brand.name[locale] ?? brand.name.th} height={48} sx={{ height: 48, width: 'auto', mb: 4 }} />}
      <div sx={{ bg: 'background', borderRadius: 'default', boxShadow: 'card', px: [3, 5], py: [4, 5], maxWidth: 560, width: '100%' }}>
        <div data-testid="error-status" sx={{ fontSize: [7, 7], fontWeight: 'bold', color: 'primaryText', lineHeight: 1 }}>
          {status}
        </div>
        {status === 500 && <h1 sx={{ fontSize: 4, m: 0, mt: 2 }}>{t('errors:errorOccured')}</h1>}
        {status !== 500 && <h1 sx={{ fontSize: 4, m: 0, mt: 2 }}>{title}</h1>}
        <p data-testid="error-message" sx={{ color: 'textMuted', fontSize: 2, mt: 2, mb: 4 }}>
          {errorPageText(message, t)}
        </p>
        <div role="progressbar" aria-label={title} sx={{ height: 4, bg: 'highlight', borderRadius: 'pill', overflow: 'hidden', mb: 4 }}>
          <div sx={{ width: '40%', height: '100%', bg: 'primary', animation: `${slide} 1.6s ease-in-out infinite` }} />
        </div>
        <a href={home} sx={{ variant: 'buttons.primary', display: 'inline-block', textDecoration: 'none', px: 4, py: 2 }}>
          {t('errors:goBackHome')}
        </a>
      </div>
    </div>
  );
}

/** Default export for lazy loading (see ErrorPageLoader.tsx). */
export default function ErrorPage(props: ErrorPageProps) {
  return <ErrorPageContent {...props} />;
}
