import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { CentrePickerHost } from '../centres/CentrePickerHost';
import { CookieConsent } from '../widgets/CookieConsent';
import { LoadingOverlay } from '../widgets/LoadingOverlay';
import { Toasts } from '../widgets/Toasts';
import { clearErrorPage, errorStore } from './error-store';
import { ErrorPage } from './ErrorPageLoader';
import { ensureLanguage, isLanguageLoaded } from './i18n';
import { localeFromPath } from './locale';
import { setCommittedLocation } from './navigation-history';
import { setNavigator } from './navigation';
import { RouteFocus } from './RouteFocus';

/** Everything around the routed page: language, global widgets, the API error page. */
export function RootShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const { error } = useSnapshot(errorStore);
  const locale = localeFromPath(location.pathname);

  // Before paint, so a language switch never shows one frame of the old language.
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    if (i18n.language === locale) return;
    if (isLanguageLoaded(locale)) void i18n.changeLanguage(locale);
    else void ensureLanguage(locale).then(() => i18n.changeLanguage(locale));
  }, [i18n, locale]);

  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);

  useEffect(() => {
    setCommittedLocation(`${location.pathname}${location.search}`);
    // An API error page belongs to the page that failed; moving on clears it.
    clearErrorPage();
  }, [location.pathname, location.search]);

  return (
    <>
      <ScrollRestoration />
      <RouteFocus />
      {error ? <ErrorPage status={error.status} message={error.message} locale={locale} /> : <Outlet />}
      <LoadingOverlay />
      <Toasts />
      <CookieConsent />
      <CentrePickerHost />
    </>
  );
}
